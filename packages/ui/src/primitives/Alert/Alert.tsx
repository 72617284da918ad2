import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled from 'styled-components';
import { toneStyles } from '../../theme/tone';
import { TechnicalDetails } from '../ErrorState/TechnicalDetails';

export type AlertProps = {
  /**
   * Tone. `error` is announced at once (role `alert`); the others politely (role `status`).
   * @default 'info'
   */
  variant?: 'info' | 'success' | 'warning' | 'error';
  /**
   * A short bold line above the message.
   * @default undefined
   */
  title?: ReactNode;
  /**
   * A control next to the message, e.g. a Retry button.
   * @default undefined
   */
  action?: ReactNode;
  /**
   * What failed in technical words, behind a closed 'Technical details' disclosure under the message.
   * @default undefined
   */
  detail?: string;
} & Omit<ComponentPropsWithoutRef<'div'>, 'title'>;

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: ${({ theme }) => theme.size.border.thin} solid currentColor;
  border-left-width: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.sm};

  ${toneStyles}
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xxs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

// Body text is the default colour: the tone stays in the border and title (contrast-pairs.ts).
const Message = styled.div`
  color: ${({ theme }) => theme.color.text.default};
  & > p {
    margin: 0;
  }
`;

/**
 * An inline message box (a failed login, a save that did not go through). The role makes screen
 * readers announce it when it appears.
 */
export function Alert({ variant = 'info', title, action, detail, children, ...rest }: AlertProps) {
  return (
    <Root
      role={variant === 'error' ? 'alert' : 'status'}
      data-variant={variant}
      data-tone={variant === 'error' ? 'danger' : variant}
      {...rest}
    >
      <Text>
        {title && <Title>{title}</Title>}
        <Message>{children}</Message>
        {detail && <TechnicalDetails detail={detail} />}
      </Text>
      {action}
    </Root>
  );
}
