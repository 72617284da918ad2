import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { CONTRAST_MINIMUM, contrastRatio, formatRatio } from '../theme/contrast';
import { colourValue } from '../theme/contrast-pairs';
import type { ContrastPair } from '../theme/contrast-pairs';
import { Table } from './foundations.styles';
import { colourVar } from './token-entries';

export type ContrastTableProps = {
  /** The pairs to measure, normally `contrastPairs` (the list contrast.test.ts checks). */
  pairs: readonly ContrastPair[];
  /**
   * The table's title.
   * @default 'Contrast pairs'
   */
  caption?: string;
} & ComponentPropsWithoutRef<'table'>;

const TextSample = styled.span`
  display: inline-block;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  white-space: nowrap;
`;

// Non-text pairs are drawn as marks, never as text: 3:1 is not enough for text, and axe would say so.
const MarkSample = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.control.large};
  height: ${({ theme }) => theme.size.control.medium};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  & > span {
    width: ${({ theme }) => theme.size.icon.medium};
    height: ${({ theme }) => theme.size.icon.medium};
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`;

/** Each foreground/background pair with a sample, its WCAG 2.2 contrast ratio and the AA minimum. */
export function ContrastTable({ pairs, caption = 'Contrast pairs', ...rest }: ContrastTableProps) {
  return (
    <Table {...rest}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Sample</th>
          <th scope="col">Foreground</th>
          <th scope="col">Background</th>
          <th scope="col">Used for</th>
          <th scope="col">Ratio</th>
          <th scope="col">AA minimum</th>
          <th scope="col">Result</th>
        </tr>
      </thead>
      <tbody>
        {pairs.map((pair) => {
          const ratio = contrastRatio(colourValue(pair.foreground), colourValue(pair.background));
          const minimum = CONTRAST_MINIMUM[pair.kind];
          const colours = { color: colourVar(pair.foreground), background: colourVar(pair.background) };
          return (
            <tr key={`${pair.foreground}/${pair.background}`}>
              <td>
                {pair.kind === 'text' ? (
                  <TextSample style={colours}>Sample text</TextSample>
                ) : (
                  <MarkSample aria-hidden="true" style={{ background: colours.background }}>
                    <span style={{ background: colours.color }} />
                  </MarkSample>
                )}
              </td>
              <td>
                <code>{pair.foreground}</code> <code>{colourValue(pair.foreground)}</code>
              </td>
              <td>
                <code>{pair.background}</code> <code>{colourValue(pair.background)}</code>
              </td>
              <td>{pair.usage}</td>
              <td>{formatRatio(ratio)}</td>
              <td>{pair.kind === 'text' ? `${minimum}:1 text` : `${minimum}:1 non-text`}</td>
              <td>{ratio >= minimum ? 'Pass' : 'Fail'}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
