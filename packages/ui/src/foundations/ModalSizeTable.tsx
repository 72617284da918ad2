import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { tokenValues, theme } from '../theme/theme';
import { Muted, Table } from './foundations.styles';
import { customProperty } from './token-entries';

type ModalSize = keyof typeof tokenValues.modal;

export type ModalSizeTableProps = {
  /**
   * Where each modal size is used, by size name.
   * @default undefined
   */
  usage?: Readonly<Partial<Record<ModalSize, string>>>;
} & ComponentPropsWithoutRef<'table'>;

// An eighth of the real size, so the largest modal still fits beside the table's text.
const Outline = styled.span`
  display: block;
  border: ${({ theme }) => theme.size.border.thick} solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg.subtle};
`;

/** The spec's modal sizes (width by height) with a scaled outline of each. */
export function ModalSizeTable({ usage, ...rest }: ModalSizeTableProps) {
  const sizes = Object.keys(tokenValues.modal) as ModalSize[];
  return (
    <Table {...rest}>
      <caption>Modal sizes</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Width</th>
          <th scope="col">Height</th>
          {usage && <th scope="col">Used for</th>}
          <th scope="col">Outline (1:8)</th>
        </tr>
      </thead>
      <tbody>
        {sizes.map((size) => {
          // A size without a height (small) is as tall as its content.
          const height =
            'height' in theme.modal[size] ? (theme.modal[size] as { height: string }).height : null;
          const heightValue =
            'height' in tokenValues.modal[size]
              ? (tokenValues.modal[size] as { height: string }).height
              : null;
          return (
            <tr key={size}>
              <th scope="row">
                <code>modal.{size}</code>
              </th>
              <td>
                <code>{tokenValues.modal[size].width}</code>{' '}
                <Muted>{customProperty(theme.modal[size].width)}</Muted>
              </td>
              <td>
                {height && heightValue ? (
                  <>
                    <code>{heightValue}</code> <Muted>{customProperty(height)}</Muted>
                  </>
                ) : (
                  'as tall as its content'
                )}
              </td>
              {usage && <td>{usage[size]}</td>}
              <td>
                <Outline
                  aria-hidden="true"
                  style={{
                    // A share of the window (the logs modal's 95 %) is drawn as that share of this window.
                    width: String(tokenValues.modal[size].width).endsWith('%')
                      ? `calc(${parseFloat(String(tokenValues.modal[size].width))}vw / 8)`
                      : `calc(${theme.modal[size].width} / 8)`,
                    height: height ? `calc(${height} / 8)` : undefined,
                  }}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
