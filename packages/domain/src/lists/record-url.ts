/**
 * A record opened over a list has its own address (docs/product/layout.md): `<key>=<id>` in the query
 * string beside the list's view (`?template=12`, `?organisation=101&filter.name=ar`), so a reload, Back and
 * a copied link open or close it. Screens that route records by path (an automation's
 * `/members/automations/3`) keep the list's query string on the record's path the same way.
 */

/** The query keys of the records opened over a list, one per kind of record. */
export const recordKeys = {
  /** A user or pupil profile: `profile=user-<id>` / `profile=pupil-<id>`. */
  profile: 'profile',
  /** A notice template's editor. */
  noticeTemplate: 'template',
  /** An organisation's detail. */
  organisation: 'organisation',
  /** A record's stats (an automation's, a linked school's provider stats). */
  stats: 'stats',
  /** An automation's upcoming schedule. */
  schedule: 'schedule',
  /** A notice board post with all its comments. */
  post: 'post',
  /** A linked school's staff list (`staff=<organisation id>`). */
  staff: 'staff',
} as const;

export type RecordKey = (typeof recordKeys)[keyof typeof recordKeys];

/**
 * The query key of the tab an open record shows (`?profile=user-3&tab=history`, an organisation's page
 * `?tab=addresses`): a reload and a copied link open that tab; it goes with the record it belongs to.
 */
const recordTabKey = 'tab';

/** The tab an address names, or null (none, or what is written is no tab's value). */
export function recordTabFromSearchParams(params: URLSearchParams): string | null {
  const written = params.get(recordTabKey) ?? '';
  return /^[a-z][a-z_-]{0,31}$/.test(written) ? written : null;
}

/** The query string showing `tab` of the open record (null: its first tab), every other key kept. */
export function withRecordTab(params: URLSearchParams, tab: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === null) next.delete(recordTabKey);
  else next.set(recordTabKey, tab);
  return next;
}

/** An id as an address may carry it: letters, digits, `-` and `_`, at most 64 characters. */
const recordId = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** The id of the record open under `key`, or null when none is (or what is written is no id). */
export function recordFromSearchParams(params: URLSearchParams, key: RecordKey): string | null {
  const written = params.get(key) ?? '';
  return recordId.test(written) ? written : null;
}

/**
 * The query string with the record under `key` open (or closed, with null), every other key kept but the
 * tab: another record opens on its first tab, and a closed one's tab goes with it.
 */
export function withRecord(params: URLSearchParams, key: RecordKey, id: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(recordTabKey);
  if (id === null) next.delete(key);
  else next.set(key, id);
  return next;
}

/** The query string without any open record: what the list shows behind them. */
export function withoutRecords(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...Object.values(recordKeys), recordTabKey]) next.delete(key);
  return next;
}

/** A whole-number id from an address's id (`'12'` → 12), or null for anything else (`'12a'`, `'ml-3'`). */
export function wholeNumberId(id: string | null | undefined): number | null {
  return id && /^\d{1,12}$/.test(id) ? Number(id) : null;
}
