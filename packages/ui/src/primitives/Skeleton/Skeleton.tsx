import type { ComponentPropsWithoutRef } from 'react';
import { VisuallyHidden } from 'radix-ui';
import styled, { keyframes } from 'styled-components';

export type SkeletonProps = {
  /**
   * `text` draws lines of text, `rect` a block (a chart, a card), `circle` an avatar or logo.
   * @default 'text'
   */
  shape?: 'text' | 'rect' | 'circle';
  /**
   * Number of text lines; the last of several is shorter, like a paragraph. Only for `text`.
   * @default 1
   */
  lines?: number;
  /**
   * CSS width of each shape, ideally a theme value.
   * @default '100%' ('size.control.medium' for a circle)
   */
  width?: string;
  /**
   * CSS height of a `rect` or `circle` (a circle uses its width when no height is given).
   * @default theme.size.control.large for a rect
   */
  height?: string;
  /**
   * What is loading, read by screen readers instead of the grey shapes.
   * @default 'Loading'
   */
  label?: string;
} & ComponentPropsWithoutRef<'div'>;

const pulse = keyframes`50% { opacity: 0.5; }`;

const Root = styled.div`
  min-width: 0;
`;

const Shapes = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Shape = styled.span<{ $width?: string; $height?: string }>`
  display: block;
  background: ${({ theme }) => theme.color.bg.skeleton};
  animation: ${pulse} ${({ theme }) => theme.duration.pulse} ease-in-out infinite;

  &[data-shape='text'] {
    width: ${({ $width }) => $width ?? '100%'};
    height: ${({ theme }) => theme.font.size.md};
    border-radius: ${({ theme }) => theme.radius.sm};
    &:last-child:not(:first-child) {
      width: ${({ $width }) => ($width ? `calc(${$width} * 0.6)` : '60%')};
    }
  }
  &[data-shape='rect'] {
    width: ${({ $width }) => $width ?? '100%'};
    height: ${({ $height, theme }) => $height ?? theme.size.control.large};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  &[data-shape='circle'] {
    width: ${({ $width, theme }) => $width ?? theme.size.control.medium};
    height: ${({ $height, $width, theme }) => $height ?? $width ?? theme.size.control.medium};
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`;

/**
 * A grey placeholder with the shape of content that is still loading. The shapes are hidden from
 * screen readers; the wrapper is a status that says `label` once.
 */
export function Skeleton({
  shape = 'text',
  lines = 1,
  width,
  height,
  label = 'Loading',
  ...rest
}: SkeletonProps) {
  const count = shape === 'text' ? Math.max(1, lines) : 1;
  return (
    <Root role="status" {...rest}>
      <VisuallyHidden.Root>{label}</VisuallyHidden.Root>
      <Shapes aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <Shape key={index} data-shape={shape} $width={width} $height={height} />
        ))}
      </Shapes>
    </Root>
  );
}
