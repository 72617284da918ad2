import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  type ReactNode,
  type RefObject,
} from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';

/** A change of the query string, from the one it is given (never the caller's own copy). */
export type SearchParamsChange = (current: URLSearchParams) => URLSearchParams;

/**
 * What the writers build on: the history entry last seen, the query string and entry state last written
 * (or seen), the query strings written and not landed yet (oldest first), and whether a Back is on its way.
 */
type LatestSearch = { key: string; search: string; state: unknown; pending: string[]; leaving: boolean };

const LatestSearchContext = createContext<RefObject<LatestSearch> | null>(null);

/**
 * Keeps the query string every writer below builds on. A navigation lands a moment after it is asked for
 * (the router completes it asynchronously), so two writes in one go (a record closing while the list inside
 * it reports its view; a list writing its scroll row as a record opens) each read the address of the last
 * render, and the second undid the first. Writers build on the last written query string instead; a
 * navigation that lands (a new history entry, Back, Forward, a typed address) resets it to the address.
 */
export function LatestSearchProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const latest = useRef<LatestSearch>({
    key: location.key,
    search: location.search,
    state: location.state,
    pending: [],
    leaving: false,
  });
  useLayoutEffect(() => {
    const { key, pending } = latest.current;
    if (key === location.key) return;
    // One of ours landed: the writes after it are still on their way. Else (Back, a link) none is.
    const landed = pending.indexOf(location.search);
    const still = landed === -1 ? [] : pending.slice(landed + 1);
    latest.current = {
      key: location.key,
      search: still.at(-1) ?? location.search,
      state: still.length > 0 ? latest.current.state : location.state,
      pending: still,
      leaving: false,
    };
  }, [location.key, location.search, location.state]);
  return <LatestSearchContext.Provider value={latest}>{children}</LatestSearchContext.Provider>;
}

/**
 * Writes a change of the query string, built on the last written one rather than the last render's
 * (LatestSearchProvider). Written in place (`replace`), the history entry keeps its state (a record's
 * "opened from the list", so closing it still goes Back) unless the write names one; a replacing write
 * that changes nothing navigates nowhere (one landing late would interrupt the admin's next typed
 * address); while Back is on its way, the entry being left is not written.
 */
export function useSearchParamsWriter() {
  const latest = useContext(LatestSearchContext);
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (change: SearchParamsChange, options: NavigateOptions = {}) => {
      const known = latest?.current ?? { search: location.search, state: location.state, leaving: false };
      if (known.leaving) return;
      const before = new URLSearchParams(known.search);
      const next = change(new URLSearchParams(before)).toString();
      const state = 'state' in options ? options.state : options.replace ? known.state : null;
      if (options.replace && next === before.toString() && state === known.state) return;
      if (latest) {
        latest.current.search = next === '' ? '' : `?${next}`;
        latest.current.state = state;
        latest.current.pending.push(latest.current.search);
      }
      void navigate({ search: next }, { ...options, state });
    },
    [latest, location.search, location.state, navigate],
  );
}

/**
 * Back one history entry; until it lands, writers leave the entry being left alone and a second Back (a
 * record closed twice in one go: removed, then found missing) is the same one.
 */
export function useHistoryBack() {
  const latest = useContext(LatestSearchContext);
  const navigate = useNavigate();
  return useCallback(() => {
    if (latest?.current.leaving) return;
    if (latest) latest.current.leaving = true;
    void navigate(-1);
  }, [latest, navigate]);
}
