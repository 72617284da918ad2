import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { toneStyles } from '../../theme/tone';

export type TagProps = {
  /**
   * Tone: `accent` for news ('New' on an unread message), the others for states.
   * @default 'neutral'
   */
  variant?: 'neutral' | 'accent' | 'success' | 'warning' | 'danger';
} & ComponentPropsWithoutRef<'span'>;

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  flex: none;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font['line-height'].tight};
  white-space: nowrap;

  ${toneStyles}
`;

/** A small label next to a title ('New', 'Disabled'). Plain text: it is read where it stands. */
export function Tag({ variant = 'neutral', ...rest }: TagProps) {
  return <Root data-variant={variant} data-tone={variant} {...rest} />;
}
