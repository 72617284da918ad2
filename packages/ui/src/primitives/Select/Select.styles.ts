import { Select as RadixSelect } from 'radix-ui';
import styled from 'styled-components';
import { controlBox } from '../TextField/TextField.styles';

export const Trigger = styled(RadixSelect.Trigger)`
  ${controlBox}
  justify-content: space-between;
  width: 100%;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: left;
  cursor: pointer;
  &[data-placeholder] {
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

export const Content = styled(RadixSelect.Content)`
  z-index: ${({ theme }) => theme['z-index'].popover};
  min-width: var(--radix-select-trigger-width);
  max-height: var(--radix-select-content-available-height);
  overflow: hidden;
  background: ${({ theme }) => theme.color.bg.surface};
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  &[data-side='bottom'] {
    margin-top: ${({ theme }) => theme.space.xs};
  }
  &[data-side='top'] {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

export const Viewport = styled(RadixSelect.Viewport)`
  padding: ${({ theme }) => theme.space.xs};
`;

export const GroupLabel = styled(RadixSelect.Label)`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text.default};
`;

export const Item = styled(RadixSelect.Item)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.default};
  cursor: pointer;
  user-select: none;
  outline: none;
  &[data-highlighted] {
    background: ${({ theme }) => theme.color.bg['accent-subtle']};
  }
  &[data-state='checked'] {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.text.accent};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.text.muted};
  }
`;
