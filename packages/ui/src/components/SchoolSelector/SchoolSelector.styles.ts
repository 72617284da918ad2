import styled from 'styled-components';
import { bareInput, controlBox, FieldRoot } from '../../primitives/TextField/TextField.styles';

export const Root = styled(FieldRoot)`
  position: relative;
`;

export const Box = styled.div`
  ${controlBox}
  flex-wrap: wrap;
  padding-block: ${({ theme }) => theme.space.xxs};
  &:has(input:focus-visible) {
    outline: ${({ theme }) => theme.size['focus-ring']} solid ${({ theme }) => theme.color.border.focus};
    outline-offset: ${({ theme }) => theme.space.xxs};
  }
`;

export const Chips = styled.ul`
  display: contents;
  list-style: none;
  > li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
  }
`;

export const Input = styled.input`
  ${bareInput}
  min-width: ${({ theme }) => theme.space.xxl};
  min-height: ${({ theme }) => theme.size.control.small};
`;

export const Menu = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme['z-index'].popover};
  max-height: ${({ theme }) => theme.size['field-max']};
  overflow-y: auto;
  margin-top: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xs};
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

export const Heading = styled.div`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text.default};
`;

export const Option = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.default};
  cursor: pointer;
  &[data-highlighted] {
    background: ${({ theme }) => theme.color.bg.subtle};
  }
  &[aria-selected='true'] {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.muted};
`;

export const Footer = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
