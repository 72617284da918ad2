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
        {sizes.map((size) => (
          <tr key={size}>
            <th scope="row">
              <code>modal.{size}</code>
            </th>
            <td>
              <code>{tokenValues.modal[size].width}</code>{' '}
              <Muted>{customProperty(theme.modal[size].width)}</Muted>
            </td>
            <td>
              <code>{tokenValues.modal[size].height}</code>{' '}
              <Muted>{customProperty(theme.modal[size].height)}</Muted>
            </td>
            {usage && <td>{usage[size]}</td>}
            <td>
              <Outline
                aria-hidden="true"
                style={{
                  width: `calc(${theme.modal[size].width} / 8)`,
                  height: `calc(${theme.modal[size].height} / 8)`,
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
