import { withoutBidiControls } from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';

export type UserTextProps = {
  /** Text a user wrote or the server sent (a name, a title, a school). */
  children: string | number | null | undefined;
} & Omit<ComponentPropsWithoutRef<'bdi'>, 'children'>;

/**
 * Shows user or server text as text: in a `<bdi>`, so its direction is its own (a Hebrew name
 * reads right to left) and cannot reorder what stands around it, and without explicit bidi
 * controls (`withoutBidiControls`), so it reads in the order it was written.
 */
export function UserText({ children, ...rest }: UserTextProps) {
  return <bdi {...rest}>{withoutBidiControls(String(children ?? ''))}</bdi>;
}
