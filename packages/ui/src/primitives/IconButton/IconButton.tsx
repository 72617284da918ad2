import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { VisuallyHidden } from 'radix-ui';
import styled from 'styled-components';
import { Button } from '../Button/Button';

export type IconButtonProps = {
  /**
   * What the button does ("Close", "Show password"). It is the button's accessible name, kept as
   * visually hidden text so it is translated and read like any other text.
   */
  label: string;
  /** The icon; it is decorative, the `label` carries the meaning. */
  icon: ReactNode;
  /**
   * Visual weight, as on Button. Icon buttons are usually secondary actions, hence `ghost`.
   * @default 'ghost'
   */
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  /**
   * Square size, matching the control heights of the other primitives.
   * @default 'medium'
   */
  size?: 'small' | 'medium' | 'large';
  /**
   * Shows a spinner in place of the icon and ignores clicks while an action runs.
   * @default false
   */
  loading?: boolean;
  /**
   * The `<button>` element, e.g. for a Radix `asChild` trigger that returns focus to it.
   * @default undefined
   */
  ref?: Ref<HTMLButtonElement>;
} & Omit<ComponentPropsWithoutRef<'button'>, 'children'>;

// Button's layout with the padding taken out: the box is a square of the control height. The hidden
// label is placed in the button (positioned), not by the page: in a table that scrolls sideways it
// would otherwise stand where the button is and widen the page.
const Root = styled(Button)`
  position: relative;
  padding: 0;
  width: ${({ theme }) => theme.size.control.medium};
  min-width: ${({ theme }) => theme.size.control.medium};
  &[data-size='small'] {
    padding: 0;
    width: ${({ theme }) => theme.size.control.small};
    min-width: ${({ theme }) => theme.size.control.small};
  }
  &[data-size='large'] {
    padding: 0;
    width: ${({ theme }) => theme.size.control.large};
    min-width: ${({ theme }) => theme.size.control.large};
  }
`;

const Glyph = styled.span`
  display: inline-flex;
  flex: none;
  & > svg {
    width: ${({ theme }) => theme.size.icon.medium};
    height: ${({ theme }) => theme.size.icon.medium};
  }
  [data-size='small'] > & > svg {
    width: ${({ theme }) => theme.size.icon.small};
    height: ${({ theme }) => theme.size.icon.small};
  }
  [data-size='large'] > & > svg {
    width: ${({ theme }) => theme.size.icon.large};
    height: ${({ theme }) => theme.size.icon.large};
  }
`;

/** A square button showing only an icon; its `label` is the accessible name. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'medium',
  loading = false,
  ...rest
}: IconButtonProps) {
  return (
    <Root
      variant={variant}
      size={size}
      loading={loading}
      icon={<Glyph aria-hidden="true">{icon}</Glyph>}
      {...rest}
    >
      <VisuallyHidden.Root>{label}</VisuallyHidden.Root>
    </Root>
  );
}
