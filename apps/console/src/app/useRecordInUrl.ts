import {
  recordFromSearchParams,
  recordTabFromSearchParams,
  withRecord,
  withRecordTab,
  type RecordKey,
} from '@stride/domain';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useHistoryBack, useSearchParamsWriter } from './useSearchParamsWriter';

/** The history entry a record was opened into, from the list: Back (or closing it) leaves it for the list's own. */
type RecordOpenedState = { recordOpened?: string; listAddress?: string } | null;

const openedState = (location: { state: unknown }) => location.state as RecordOpenedState;

/**
 * A record opened over a list, in the URL (docs/product/layout.md, every record has its own address):
 * `<key>=<id>` beside the list's view. Opening it is a new history entry, so Back closes it and the list
 * shows as it was; closing it goes Back to that entry when it was opened here, else (a reload, a copied
 * link) takes the key out in place. A reload and a copied link open it again.
 */
export function useRecordInUrl(key: RecordKey) {
  const [params] = useSearchParams();
  const setParams = useSearchParamsWriter();
  const back = useHistoryBack();
  const location = useLocation();
  const id = recordFromSearchParams(params, key);
  const openedHere = openedState(location)?.recordOpened === key;
  return {
    /** The open record's id as the address carries it, or null. */
    id,
    open: (next: string) =>
      setParams((current) => withRecord(current, key, next), { state: { recordOpened: key } }),
    close: () => {
      if (openedHere) back();
      else setParams((current) => withRecord(current, key, null), { replace: true });
    },
  };
}

/**
 * The tab an open record shows, in the URL (`?profile=user-3&tab=history`): a reload and a copied link
 * open it. Picking a tab replaces the address (Back still closes the record) and keeps the history
 * entry's state, so closing the record still goes Back to the list. `first` is the record's first tab,
 * which the address leaves out.
 */
export function useRecordTab(first: string) {
  const [params] = useSearchParams();
  const setParams = useSearchParamsWriter();
  return {
    /** The tab the address names, else the first. */
    tab: recordTabFromSearchParams(params) ?? first,
    setTab: (tab: string) =>
      setParams((current) => withRecordTab(current, tab === first ? null : tab), { replace: true }),
  };
}

/**
 * Records that have their own route (an automation's `/members/automations/3`, an organisation's page):
 * `open` goes to the record's path as a new history entry, remembering the list's address (with its
 * view); `backToList` goes Back to that entry when the record was opened from it, else to the list's
 * address it came from or, for a record opened by its link, to `listPath`.
 */
export function useRecordRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = openedState(location);
  const back = useHistoryBack();
  return {
    /** Opens the record's page; `keepView` carries the list's query string along (a list drawn behind it). */
    open: (path: string, options: { keepView?: boolean } = {}) =>
      void navigate(
        { pathname: path, search: options.keepView ? location.search : '' },
        { state: { recordOpened: path, listAddress: location.pathname + location.search } },
      ),
    backToList: (listPath: string) => {
      if (state?.recordOpened === location.pathname) back();
      else void navigate(state?.listAddress ?? listPath);
    },
    /**
     * The state a replacing navigation (a new record saved, now at its own path) keeps, so Back to the list
     * still knows where the list was.
     */
    keptState: (path: string) =>
      state?.listAddress ? { recordOpened: path, listAddress: state.listAddress } : null,
  };
}
