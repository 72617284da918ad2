import { useRef } from 'react';

/**
 * Focus return for a Radix dialog opened from outside (controlled, without a trigger): Radix gives
 * focus back only to its own trigger and otherwise leaves it on the page body. Pass
 * `rememberOpener` as the content's `onOpenAutoFocus` and `returnFocus` as its `onCloseAutoFocus`:
 * focus goes back to the element that had it when the dialog opened (ADR 0095).
 */
export function useReturnFocus(hasTrigger: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const returnFocus = (event: Event) => {
    if (hasTrigger || !opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  };
  return { rememberOpener, returnFocus };
}
