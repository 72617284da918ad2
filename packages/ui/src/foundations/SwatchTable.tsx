import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Muted, Table } from './foundations.styles';
import { customProperty } from './token-entries';
import type { TokenEntry } from './token-entries';

export type SwatchTableProps = {
  /** What the colours are for, e.g. 'Travel modes'. */
  caption: string;
  /** The colour tokens, from `tokenEntries('color', ...)`. */
  entries: readonly TokenEntry[];
} & ComponentPropsWithoutRef<'table'>;

// The outline keeps white and near-white swatches visible on the white table.
const Chip = styled.span`
  display: block;
  width: ${({ theme }) => theme.size.control.large};
  height: ${({ theme }) => theme.size.control.medium};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
`;

/** Colour tokens as swatches, each with its token name, CSS variable and resolved value. */
export function SwatchTable({ caption, entries, ...rest }: SwatchTableProps) {
  return (
    <Table {...rest}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Swatch</th>
          <th scope="col">Token</th>
          <th scope="col">CSS variable</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.name}>
            <td>
              {/* Each swatch's colour is the token itself, a per-row runtime value. */}
              <Chip aria-hidden="true" style={{ background: entry.cssValue }} />
            </td>
            <th scope="row">
              <code>{entry.name}</code>
            </th>
            <td>
              <Muted>{customProperty(entry.cssValue)}</Muted>
            </td>
            <td>
              <code>{entry.value}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
