import { ToggleGroup as RadixToggleGroup } from 'radix-ui';
import styled from 'styled-components';

export const Root = styled(RadixToggleGroup.Root)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const GroupLabel = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text.default};
`;

export const Items = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Item = styled(RadixToggleGroup.Item)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.control.medium};
  padding: 0 ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.duration.fast};

  [data-size='small'] & {
    min-height: ${({ theme }) => theme.size.control.small};
    padding: 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  [data-size='large'] & {
    min-height: ${({ theme }) => theme.size.control.large};
    padding: 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.bg.subtle};
  }
  &[data-state='on'] {
    border-color: ${({ theme }) => theme.color.border.accent};
    background: ${({ theme }) => theme.color.bg['accent-subtle']};
    color: ${({ theme }) => theme.color.text.accent};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  &:disabled {
    cursor: not-allowed;
    border-color: ${({ theme }) => theme.color.border.default};
    background: ${({ theme }) => theme.color.bg.disabled};
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

/** Hollow when the item is off, filled when on, so the state does not rest on the tint alone. */
export const Swatch = styled.span<{ $colour: string }>`
  flex: none;
  width: ${({ theme }) => theme.size.icon.small};
  height: ${({ theme }) => theme.size.icon.small};
  border: ${({ theme }) => theme.size.border.thick} solid ${({ $colour }) => $colour};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  [data-state='on'] > & {
    background: ${({ $colour }) => $colour};
  }
`;
