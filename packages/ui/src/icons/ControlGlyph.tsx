import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';

/** SVG path data (24 x 24, stroked, square ends) of the marks drawn inside controls. */
const glyphPaths = {
  check: 'M5 12l5 5 9-10',
  dash: 'M6 12h12',
  chevronDown: 'M6 9l6 6 6-6',
} as const;

export type ControlGlyphProps = {
  /** Which mark: the check of a chosen option or checkbox, a checkbox's dash, a select's chevron. */
  name: keyof typeof glyphPaths;
  /**
   * The line's weight in the 24-unit drawing.
   * @default 2
   */
  weight?: 2 | 3;
} & Omit<ComponentPropsWithoutRef<'svg'>, 'children'>;

const Svg = styled.svg`
  flex: none;
  width: ${({ theme }) => theme.size.icon.small};
  height: ${({ theme }) => theme.size.icon.small};
`;

/** A small decorative mark inside a control (Select, Checkbox, SchoolSelector), in the text colour. */
export function ControlGlyph({ name, weight = 2, ...rest }: ControlGlyphProps) {
  return (
    <Svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={weight}
      aria-hidden="true"
      {...rest}
    >
      <path d={glyphPaths[name]} />
    </Svg>
  );
}
