import { DropdownMenu } from 'radix-ui';
import styled from 'styled-components';

export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** The automation list's own root (the models list shares `Root`). */
export const ListRoot = styled(Root)`
  /* Eleven columns, the row actions among them, in a 1 200 px window: the cells keep half the gap
     between them that other lists do (the column widths are measured with it). */
  & table > thead > tr > th,
  & table > tbody > tr > td {
    padding-inline: calc(${({ theme }) => theme.space.sm} - ${({ theme }) => theme.space.xxs});
  }
`;

export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

export const Cell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** An automation's next and last run, one above the other within the row's height. */
export const Runs = styled.span`
  display: grid;
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font['line-height'].tight};
`;

export const RunLabel = styled.span`
  color: ${({ theme }) => theme.color.text.muted};
`;

export const MenuContent = styled(DropdownMenu.Content)`
  min-width: calc(${({ theme }) => theme.size['field-max']} / 2);
  padding: ${({ theme }) => theme.space.xs};
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  z-index: ${({ theme }) => theme['z-index'].popover};
`;

export const MenuItem = styled(DropdownMenu.Item)`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  outline: none;
  &[data-highlighted] {
    background: ${({ theme }) => theme.color.bg.subtle};
  }
`;
