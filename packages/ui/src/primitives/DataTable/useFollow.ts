import { useEffect, useRef } from 'react';

/**
 * Follows a value the page keeps (`given`: a list's sort, column filters, search box), while the list
 * answers the person at once from its own state: a value the list itself reported comes back later
 * (through the URL, in a transition) and is not taken again, so a fast typist never sees the box step
 * back; any other value (Back, a reload, a shared link) replaces the list's. Answers the call that
 * notes a value as reported.
 */
export function useFollow<Value>(
  given: Value | undefined,
  keyOf: (value: Value) => string,
  take: (value: Value) => void,
) {
  const reported = useRef<string[]>([]);
  const key = given === undefined ? undefined : keyOf(given);
  useEffect(() => {
    if (given === undefined || key === undefined) return;
    const index = reported.current.indexOf(key);
    if (index >= 0) reported.current.splice(0, index + 1);
    else take(given);
    // Only a new value counts; `given` and `take` are read for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return (value: Value) => {
    reported.current.push(keyOf(value));
  };
}
