import { useState, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Icon } from '../../icons/Icon';
import { IconButton } from '../IconButton/IconButton';

export type BannerProps = {
  /**
   * Tone of the strip.
   * @default 'info'
   */
  variant?: 'info' | 'warning';
  /**
   * Shows a 'Dismiss' button that hides the banner.
   * @default false
   */
  dismissible?: boolean;
  /**
   * Called after the user dismissed the banner, e.g. to remember it for the session.
   * @default undefined
   */
  onDismiss?: () => void;
  /**
   * Names the banner's region so screen-reader users can find it among the landmarks.
   * @default 'Announcement'
   */
  label?: string;
} & ComponentPropsWithoutRef<'section'>;

const Root = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: ${({ theme }) => theme.size.control.large};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  border-bottom: ${({ theme }) => theme.size.border.thin} solid currentColor;
  font-size: ${({ theme }) => theme.font.size.sm};

  &[data-variant='info'] {
    background: ${({ theme }) => theme.color.bg['info-subtle']};
    color: ${({ theme }) => theme.color.text.info};
  }
  &[data-variant='warning'] {
    background: ${({ theme }) => theme.color.bg['warning-subtle']};
    color: ${({ theme }) => theme.color.text.warning};
  }
`;

const Message = styled.div`
  flex: 1;
  min-width: 0;
  margin: 0;
  color: ${({ theme }) => theme.color.text.default};
`;

// The ghost IconButton paints the accent colour; inside the strip it takes the banner's tone.
const Dismiss = styled(IconButton)`
  &&[data-variant='ghost'] {
    color: inherit;
  }
`;

/**
 * A full-width strip above the page content, e.g. 'Mobile support limited, please use desktop for
 * best experience.' A dismissed banner stays hidden until it is mounted again.
 */
export function Banner({
  variant = 'info',
  dismissible = false,
  onDismiss,
  label = 'Announcement',
  children,
  ...rest
}: BannerProps) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;

  return (
    <Root aria-label={label} data-variant={variant} {...rest}>
      <Icon name="info" />
      <Message>{children}</Message>
      {dismissible && (
        <Dismiss
          label="Dismiss"
          size="small"
          icon={<Icon name="close" />}
          onClick={() => {
            setDismissed(true);
            onDismiss?.();
          }}
        />
      )}
    </Root>
  );
}
