import styled from 'styled-components';
import { IconButton } from '../../primitives/IconButton/IconButton';

export const Logo = styled.img`
  display: block;
  width: ${({ theme }) => theme.size.control.medium};
  height: ${({ theme }) => theme.size.control.medium};
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

export const Schools = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space.xxl};
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

export const Muted = styled.p`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.color.text.muted};
`;

/** The expand control's chevron points right, and down once the council's schools show. */
export const Expand = styled(IconButton)`
  svg {
    transition: transform ${({ theme }) => theme.duration.fast} ease-out;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
`;
