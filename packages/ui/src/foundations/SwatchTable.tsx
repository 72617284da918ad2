import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import type { TokenEntry } from './token-entries';
import { TokenTable } from './TokenTable';

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
    <TokenTable
      caption={caption}
      entries={entries}
      lead={{
        header: 'Swatch',
        // Each swatch's colour is the token itself, a per-row runtime value.
        render: (entry) => <Chip aria-hidden="true" style={{ background: entry.cssValue }} />,
      }}
      {...rest}
    />
  );
}
