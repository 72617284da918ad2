import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Muted, Table } from './foundations.styles';
import { customProperty } from './token-entries';
import type { TokenEntry } from './token-entries';

export type TokenTableProps = {
  /** What the tokens are, e.g. 'Spacing'. */
  caption: string;
  /** The tokens, from `tokenEntries(...)`. */
  entries: readonly TokenEntry[];
  /**
   * Draws a token, e.g. a bar as wide as a space or a box with a shadow; no Preview column without it.
   * @default undefined
   */
  preview?: (entry: TokenEntry) => ReactNode;
  /**
   * Notes on where a token is used, by token name.
   * @default undefined
   */
  usage?: Readonly<Record<string, string>>;
  /**
   * A first column that shows each token, e.g. a colour's swatch (`SwatchTable`).
   * @default undefined
   */
  lead?: { header: string; render: (entry: TokenEntry) => ReactNode };
} & ComponentPropsWithoutRef<'table'>;

/** Tokens with their name, CSS variable, resolved value and an optional preview. */
export function TokenTable({ caption, entries, preview, usage, lead, ...rest }: TokenTableProps) {
  return (
    <Table {...rest}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {lead && <th scope="col">{lead.header}</th>}
          <th scope="col">Token</th>
          <th scope="col">CSS variable</th>
          <th scope="col">Value</th>
          {usage && <th scope="col">Used for</th>}
          {preview && <th scope="col">Preview</th>}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.name}>
            {lead && <td>{lead.render(entry)}</td>}
            <th scope="row">
              <code>{entry.name}</code>
            </th>
            <td>
              <Muted>{customProperty(entry.cssValue)}</Muted>
            </td>
            <td>
              <code>{entry.value}</code>
            </td>
            {usage && <td>{usage[entry.name]}</td>}
            {preview && <td>{preview(entry)}</td>}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
