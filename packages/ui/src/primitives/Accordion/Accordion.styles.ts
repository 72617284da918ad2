import { Accordion } from 'radix-ui';
import styled from 'styled-components';

export const List = styled.div`
  background: ${({ theme }) => theme.color.bg.surface};
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
`;

export const Item = styled.div`
  & + & {
    border-top: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  }
`;

export const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const Trigger = styled(Accordion.Trigger)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: ${({ theme }) => theme.size.control.large};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: start;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.bg.canvas};
  }
  &:focus-visible {
    outline-offset: calc(-1 * ${({ theme }) => theme.size['focus-ring']});
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.text.muted};
  }

  & > svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon.medium};
    height: ${({ theme }) => theme.size.icon.medium};
    transition: transform ${({ theme }) => theme.duration.normal};
  }
  &[data-state='open'] > svg {
    transform: rotate(180deg);
  }
`;

export const Title = styled.span`
  flex: 1;
  min-width: 0;
`;

export const Meta = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.color.text.muted};
`;

export const Content = styled(Accordion.Content)`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg} ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
