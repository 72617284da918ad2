import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { iconPaths, type IconName } from './icon-paths';
import { iconSizes } from './icon-sizes';

export type IconProps = {
  /** Which glyph. */
  name: IconName;
  /**
   * Edge length from the icon size tokens.
   * @default 'medium'
   */
  size?: 'small' | 'medium' | 'large';
  /**
   * A label makes the icon an image for screen readers; without one it is decorative and hidden.
   * @default undefined
   */
  label?: string;
} & Omit<ComponentPropsWithoutRef<'svg'>, 'children'>;

const Svg = styled.svg`
  flex: none;
  ${iconSizes}
`;

/** A line icon drawn in the current text colour. */
export function Icon({ name, size = 'medium', label, ...rest }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <Svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-size={size}
      focusable="false"
      {...a11y}
      {...rest}
    >
      <path d={iconPaths[name]} />
    </Svg>
  );
}
