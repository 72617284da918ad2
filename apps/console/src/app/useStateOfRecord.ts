import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * State that starts again, from `initial`, whenever `record` changes, as it would in a page mounted afresh:
 * an editor that a record's address opens (`/members/automations/7`) follows the address, while the list
 * under it stays mounted, so its rows keep their place and the button that opened the editor gets the
 * focus back when the editor closes.
 */
export function useStateOfRecord<T>(
  record: string | null,
  initial: () => T,
): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(initial);
  const [shownFor, setShownFor] = useState(record);
  if (shownFor !== record) {
    // React's way to adjust state to a changed prop: during render, before the children see it.
    setShownFor(record);
    setState(initial());
  }
  return [state, setState];
}
