import { useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { VisuallyHidden } from 'radix-ui';
import styled from 'styled-components';
import { renderAnchor, type LinkProps, type RenderLink } from '../../navigation/render-link';
import { Spinner } from '../Spinner/Spinner';

export type ButtonProps = {
  /**
   * Visual weight: `primary` for the main action of a view, `danger` for destructive ones.
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  /**
   * Height and padding.
   * @default 'medium'
   */
  size?: 'small' | 'medium' | 'large';
  /**
   * Shows a spinner over the label (the button keeps its width) and blocks clicks while an action runs.
   * @default false
   */
  loading?: boolean;
  /**
   * An icon before the label.
   * @default undefined
   */
  icon?: ReactNode;
} & ComponentPropsWithoutRef<'button'>;

const Root = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.size.border.thin} solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  white-space: nowrap;
  transition: background-color ${({ theme }) => theme.duration.fast};
  min-height: ${({ theme }) => theme.size.control.medium};
  padding: 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.sm};

  &[data-size='small'] {
    min-height: ${({ theme }) => theme.size.control.small};
    padding: 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  &[data-size='large'] {
    min-height: ${({ theme }) => theme.size.control.large};
    padding: 0 ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.font.size.md};
  }

  &[data-variant='primary'] {
    background: ${({ theme }) => theme.color.bg.accent};
    color: ${({ theme }) => theme.color.text.inverse};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.bg['accent-hover']};
    }
  }
  &[data-variant='secondary'] {
    background: ${({ theme }) => theme.color.bg.surface};
    color: ${({ theme }) => theme.color.text.default};
    border-color: ${({ theme }) => theme.color.border.strong};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.bg.subtle};
    }
  }
  &[data-variant='danger'] {
    background: ${({ theme }) => theme.color.bg.danger};
    color: ${({ theme }) => theme.color.text.inverse};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.bg['danger-hover']};
    }
  }
  &[data-variant='ghost'] {
    background: transparent;
    color: ${({ theme }) => theme.color.text.accent};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.bg['accent-subtle']};
    }
  }

  &:link,
  &:visited {
    text-decoration: none;
  }

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.bg.disabled};
    color: ${({ theme }) => theme.color.text.muted};
    border-color: transparent;
  }
  &[data-state='loading'] {
    cursor: progress;
    position: relative;
  }
`;

// While loading, the spinner sits over the label, which keeps its place unseen: the button keeps its
// width, so nothing beside it moves (a list's columns measured then would stay wider). The label kept
// there is the one from before loading, even when the caller changes it meanwhile ('Save' to 'Saving'):
// the new one names the button, unseen and taking no room.
const Working = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

const Unseen = styled.span`
  display: inline-flex;
  align-items: center;
  gap: inherit;
  opacity: 0;
`;

/** The console's button. A loading button is busy and ignores clicks until its action ends. */
export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  icon,
  disabled,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  // The label of the last render before loading (React's way to keep a value from an earlier render).
  const [idle, setIdle] = useState({ icon, children });
  if (!loading && (idle.icon !== icon || idle.children !== children)) setIdle({ icon, children });
  const changed = loading && (idle.icon !== icon || idle.children !== children);
  return (
    <Root
      type={type}
      data-variant={variant}
      data-size={size}
      data-state={loading ? 'loading' : undefined}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      disabled={disabled}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? (
        <>
          <Working>
            <Spinner size="small" label="Working" />
          </Working>
          <Unseen aria-hidden={changed || undefined}>
            {idle.icon}
            {idle.children}
          </Unseen>
          {changed && (
            <VisuallyHidden.Root>
              {icon}
              {children}
            </VisuallyHidden.Root>
          )}
        </>
      ) : (
        <>
          {icon}
          {children}
        </>
      )}
    </Root>
  );
}

export type ButtonLinkProps = Pick<ButtonProps, 'variant' | 'size' | 'icon'> &
  LinkProps & {
    /**
     * Renders the link (the console passes its router's Link).
     * @default a plain anchor
     */
    renderLink?: RenderLink;
  };

/** A link that looks like a button: for a control that opens another page rather than acting on this one. */
export function ButtonLink({
  variant = 'primary',
  size = 'medium',
  icon,
  renderLink = renderAnchor,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Root as={renderLink} data-variant={variant} data-size={size} {...rest}>
      {icon}
      {children}
    </Root>
  );
}
