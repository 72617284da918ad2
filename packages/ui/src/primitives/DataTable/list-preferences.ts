import type { DataTableSort } from './DataTable.types';

/*
 * What a person keeps of a list in their browser (docs/components.md, DataTable): the columns they hid
 * and their saved views. Pure: the hook (useListPreferences.ts) reads and writes it through a store.
 */

/** The longest name a saved view may have. */
export const VIEW_NAME_MAX = 60;

/** A saved view: a name for a sort, column filters and hidden columns picked again later. */
export type SavedView = {
  name: string;
  sort?: DataTableSort;
  filters: Readonly<Record<string, string>>;
  /** The hidden columns' ids; absent: the list's default columns. */
  hidden?: readonly string[];
};

/** A list's kept preferences. `hidden` absent: the columns the list hides by default. */
export type ListPreferences = { hidden?: readonly string[]; views: readonly SavedView[] };

type ChoosableColumn = { id: string; header: string; rowHeader?: boolean; hiddenByDefault?: boolean };

export const noPreferences: ListPreferences = { views: [] };

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const isRecordOfStrings = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((item) => typeof item === 'string');
const isSort = (value: unknown): value is DataTableSort =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DataTableSort).columnId === 'string' &&
  ['ascending', 'descending'].includes((value as DataTableSort).direction);

function viewOf(value: unknown): SavedView | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, sort, filters, hidden } = value as Record<string, unknown>;
  if (typeof name !== 'string' || name.trim() === '' || !isRecordOfStrings(filters)) return null;
  return {
    name,
    filters,
    ...(isSort(sort) ? { sort } : {}),
    ...(isStringArray(hidden) ? { hidden } : {}),
  };
}

/** The preferences kept as `text` (JSON); anything unreadable is left out, nothing kept is none. */
export function readPreferences(text: string | null): ListPreferences {
  if (!text) return noPreferences;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return noPreferences;
  }
  if (typeof value !== 'object' || value === null) return noPreferences;
  const { hidden, views } = value as Record<string, unknown>;
  return {
    ...(isStringArray(hidden) ? { hidden } : {}),
    views: Array.isArray(views) ? views.map(viewOf).filter((view) => view !== null) : [],
  };
}

/** The column that names a row (its row header, else the first): it is never hidden. */
const namingColumn = (columns: readonly ChoosableColumn[]) =>
  (columns.find((column) => column.rowHeader) ?? columns[0])?.id;

/** The ids of the hidden columns: those kept, else those hidden by default; never the naming column. */
export function hiddenColumnIds(
  columns: readonly ChoosableColumn[],
  hidden: readonly string[] | undefined,
): ReadonlySet<string> {
  const naming = namingColumn(columns);
  const ids = hidden ?? columns.filter((column) => column.hiddenByDefault).map((column) => column.id);
  return new Set(ids.filter((id) => id !== naming));
}

/** The columns shown, in their order: every column not hidden (the naming column always). */
export const shownColumns = <Column extends ChoosableColumn>(
  columns: readonly Column[],
  hidden: ReadonlySet<string>,
): readonly Column[] => (hidden.size === 0 ? columns : columns.filter((column) => !hidden.has(column.id)));

/** Whether the person may hide or show `id`: the naming column always shows. */
export const canToggle = (columns: readonly ChoosableColumn[], id: string) => id !== namingColumn(columns);

/** The hidden ids after showing or hiding `id` (the naming column stays shown). */
export function toggledHidden(
  columns: readonly ChoosableColumn[],
  hidden: ReadonlySet<string>,
  id: string,
  show: boolean,
): string[] {
  const next = new Set(hidden);
  if (show) next.delete(id);
  else if (canToggle(columns, id)) next.add(id);
  return columns.map((column) => column.id).filter((columnId) => next.has(columnId));
}

/** Why `name` cannot name a view, or null when it can. */
export function viewNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Enter a name for the view';
  if (trimmed.length > VIEW_NAME_MAX) return `Use at most ${VIEW_NAME_MAX} characters`;
  return null;
}

/** Finds a view by name, ignoring case and the spaces around it (so 'Year 7' and 'year 7 ' are one). */
export const viewNamed = (views: readonly SavedView[], name: string) =>
  views.find((view) => view.name.trim().toLowerCase() === name.trim().toLowerCase());

/** The views with `view` saved: a view of the same name is replaced in its place, else it is added last. */
export function withView(views: readonly SavedView[], view: SavedView): SavedView[] {
  const saved = { ...view, name: view.name.trim() };
  const same = viewNamed(views, saved.name);
  return same ? views.map((each) => (each === same ? saved : each)) : [...views, saved];
}

/** The views without the one named `name`. */
export const withoutView = (views: readonly SavedView[], name: string): SavedView[] =>
  views.filter((view) => view !== viewNamed(views, name));
