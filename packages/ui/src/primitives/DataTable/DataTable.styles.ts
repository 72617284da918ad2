import styled, { keyframes } from 'styled-components';

export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.muted};
`;

// The scroll area is the virtualiser's viewport; about twelve rows tall unless the caller says otherwise.
export const Scroller = styled.div`
  /* Full width even where a parent lays its children out as a row (an editor's section). */
  width: 100%;
  /* Positioned, so what cells place absolutely (a field's visually hidden label) scrolls with the
     list: otherwise it is placed by the page and makes a phone's page as wide as the list. */
  position: relative;
  overflow: auto;
  /* The window of rows is drawn anew as it scrolls: the browser must not move the scroll to follow them. */
  overflow-anchor: none;
  max-height: calc(${({ theme }) => theme.size['table-row']} * 12);
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  /* A record table grows with its rows and scrolls only sideways, when it must. */
  &[data-variant='record'] {
    max-height: none;
    overflow-y: visible;
    overflow-x: auto;
  }
`;

// Fixed layout keeps column widths still while virtual rows come and go. Body cells are plain
// <td>s styled from here, so rendering a row runs no styled-component (ADR 0072). Cells never
// wrap: every row is exactly one token row tall, which the row window relies on.
export const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  &[aria-busy='true'] {
    cursor: progress;
  }
  /* The header row stays in view as one layer: cells stuck one by one leave hairline seams between them. */
  & > thead {
    position: sticky;
    top: 0;
    z-index: 1;
  }

  & > tbody > tr > td,
  & > tbody > tr > th {
    height: ${({ theme }) => theme.size['table-row']};
    padding: 0 ${({ theme }) => theme.space.md};
    border-bottom: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    text-align: start;
    vertical-align: middle;
  }
  /* A cut cell, focused from the keyboard or by a tap or click, shows its whole text (useCutCells). */
  & > tbody > tr > [data-cut]:focus {
    white-space: normal;
    overflow-wrap: anywhere;
    /* Its ring inside the cell: the cells around it would cover one drawn outside. */
    outline-offset: calc(-1 * ${({ theme }) => theme.size['focus-ring']});
  }
  & > tbody > tr > th {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  & > tbody > tr[data-row]:hover > * {
    background: ${({ theme }) => theme.color.bg.canvas};
  }
  /* Buttons are never cut: the list's action column is as wide as its widest row of buttons (measured), a record table's shrinks to them. */
  & > tbody > tr > td[data-cell='actions'] {
    overflow: visible;
  }
  & [data-fit-column] {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    width: max-content;
  }
  & [data-row-actions] {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    width: max-content;
  }
  /* A record table: its own column widths, cells that wrap, rows as tall as their content. */
  &[data-variant='record'] {
    table-layout: auto;
  }
  &[data-variant='record'] > tbody > tr > td,
  &[data-variant='record'] > tbody > tr > th {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    white-space: normal;
    overflow-wrap: break-word;
  }
  /* Words stay whole in a record table (user text elsewhere may break inside a word): the table lays
     its columns out by its words, and a word longer than the box scrolls the table in its box. */
  &[data-variant='record'] bdi {
    overflow-wrap: inherit;
  }
  &[data-variant='record'] > tbody > tr > td[data-cell='actions'] {
    width: 1%;
  }
  &[data-variant='record'] > tbody > tr:last-child > * {
    border-bottom: 0;
  }
  /* A row's checkbox: the whole cell is its touch target. */
  & > tbody > tr > td[data-cell='select'] {
    padding: 0;
  }
  & [data-select] {
    display: flex;
    align-items: center;
    justify-content: center;
    width: ${({ theme }) => theme.size.control.large};
    min-height: ${({ theme }) => theme.size.control.large};
    cursor: pointer;
  }
  & [data-select] > input {
    width: ${({ theme }) => theme.size.icon.medium};
    height: ${({ theme }) => theme.size.icon.medium};
    margin: 0;
    accent-color: ${({ theme }) => theme.color.bg.accent};
    cursor: inherit;
  }
  & > tbody > tr > td[data-cell='spacer'] {
    padding: 0;
    border: 0;
  }
`;

/**
 * What an empty list says, below its header row and in the middle of what the list's box shows: a block in
 * the scroll area is as wide as the box, not as the table, and stays in view when the headers scroll
 * sideways (a phone), where a message across the table's row sat at the box's edge, half cut.
 */
export const EmptyMessage = styled.p`
  position: sticky;
  left: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  border-bottom: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
  color: ${({ theme }) => theme.color.text.muted};
`;

export const Caption = styled.caption`
  caption-side: top;
  text-align: start;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md} 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const HeaderCell = styled.th`
  vertical-align: top;
  text-align: start;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.bg.subtle};
  border-bottom: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  &[data-column='actions'] {
    width: max(
      calc(${({ theme }) => theme.size.control.large} * 2),
      calc(var(--data-table-actions, 0px) + ${({ theme }) => theme.space.md} * 2)
    );
  }
  &[data-column='select'] {
    width: ${({ theme }) => theme.size.control.large};
    padding: 0;
    vertical-align: middle;
  }
  [data-variant='record'] > thead > tr > &[data-column='actions'] {
    width: auto;
    white-space: nowrap;
  }
`;

export const HeaderLabel = styled.span`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.control.small};
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.control.small};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.text.accent};
  }
`;

export const SortIcon = styled.span`
  color: ${({ theme }) => theme.color.text.muted};
  [data-sorted='true'] > & {
    color: ${({ theme }) => theme.color.text.accent};
  }
`;

export const FilterInput = styled.input`
  display: block;
  width: 100%;
  margin-top: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.control.small};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.regular};
  text-overflow: ellipsis;
  &::placeholder {
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

const pulse = keyframes`50% { opacity: 0.5; }`;

export const SkeletonBar = styled.span`
  display: block;
  height: ${({ theme }) => theme.font.size.sm};
  width: 70%;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg.skeleton};
  animation: ${pulse} ${({ theme }) => theme.duration.pulse} ease-in-out infinite;
`;
