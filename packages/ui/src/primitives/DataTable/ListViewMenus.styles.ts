import { DropdownMenu } from 'radix-ui';
import styled, { css } from 'styled-components';

/** The page's toolbar controls and the Columns and Views menus, at the end of the list's toolbar row. */
export const ToolbarEnd = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-inline-start: auto;
`;

const panel = css`
  min-width: calc(${({ theme }) => theme.size['field-max']} / 2);
  max-width: min(${({ theme }) => theme.size['field-max']}, 100vw);
  max-height: var(--radix-dropdown-menu-content-available-height, none);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xs};
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  z-index: ${({ theme }) => theme['z-index'].popover};
`;

export const MenuContent = styled(DropdownMenu.Content)`
  ${panel}
`;

export const SubContent = styled(DropdownMenu.SubContent)`
  ${panel}
`;

// Items are as tall as a large control, so a finger hits the one it means.
const item = css`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.control.large};
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  outline: none;
  overflow-wrap: anywhere;
  &[data-highlighted] {
    background: ${({ theme }) => theme.color.bg.subtle};
  }
  &[data-disabled] {
    cursor: default;
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

export const MenuItem = styled(DropdownMenu.Item)`
  ${item}
`;

export const SubTrigger = styled(DropdownMenu.SubTrigger)`
  ${item}
  justify-content: space-between;
  &[data-state='open'] {
    background: ${({ theme }) => theme.color.bg.subtle};
  }
`;

export const CheckboxItem = styled(DropdownMenu.CheckboxItem)`
  ${item}
`;

/** The box of a column's checkbox: always there, so the names line up whether checked or not. */
export const CheckMark = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.icon.medium};
  height: ${({ theme }) => theme.size.icon.medium};
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

export const Label = styled(DropdownMenu.Label)`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text.muted};
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.muted};
`;

export const Separator = styled(DropdownMenu.Separator)`
  height: ${({ theme }) => theme.size.border.thin};
  margin: ${({ theme }) => theme.space.xs} 0;
  background: ${({ theme }) => theme.color.border.default};
`;
