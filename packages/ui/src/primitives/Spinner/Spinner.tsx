import type { ComponentPropsWithoutRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { iconSizes } from '../../icons/icon-sizes';

export type SpinnerProps = {
  /**
   * What is loading, read by screen readers.
   * @default 'Loading'
   */
  label?: string;
  /**
   * Diameter.
   * @default 'medium'
   */
  size?: 'small' | 'medium' | 'large';
} & ComponentPropsWithoutRef<'span'>;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  display: inline-block;
  flex: none;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: ${({ theme }) => theme.size.border.thick} solid currentColor;
  border-right-color: transparent;
  animation: ${spin} ${({ theme }) => theme.duration.spin} linear infinite;
  ${iconSizes}
`;

/** An indeterminate loading indicator with an accessible name. */
export function Spinner({ label = 'Loading', size = 'medium', ...rest }: SpinnerProps) {
  return <Ring role="status" aria-label={label} data-size={size} {...rest} />;
}
