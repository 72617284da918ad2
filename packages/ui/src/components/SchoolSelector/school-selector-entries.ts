import type { SchoolSelectionId } from '@stride/domain';

/** What the school selector offers: the shapes of `getFilterOrganisations`' answer, trimmed to what it reads. */
export type SchoolSelectorOptions = {
  /** Schools; `council_name` (or none, for an independent school) groups them for the super admin. */
  schools: readonly { id: number; name: string; council_id?: number | null; council_name?: string | null }[];
  /** Groups of schools, picked as `group_{id}`. */
  groups: readonly { id: number; name: string; school_ids?: readonly number[] }[];
  /** Councils, picked as `council_{id}`. */
  councils: readonly { id: number; name: string }[];
};

/** One choosable line of the list; `section` is its heading (none for ALL). */
export type SchoolSelectorEntry = { id: SchoolSelectionId; label: string; section: string | null };

const independentHeading = 'Independent';
const groupsOnlyHeading = 'GROUPS ONLY';
const councilsOnlyHeading = 'COUNCILS ONLY';
const allEntryLabel = 'ALL';

const groupEntries = (options: SchoolSelectorOptions, section: string): SchoolSelectorEntry[] =>
  options.groups.map((group) => ({ id: `group_${group.id}`, label: group.name, section }));

const councilEntries = (options: SchoolSelectorOptions, section: string): SchoolSelectorEntry[] =>
  options.councils.map((council) => ({ id: `council_${council.id}`, label: council.name, section }));

/**
 * The selector's list (docs/product/metrics.md, filter bar). Across the platform (`picksAcrossPlatform`:
 * the super admin) it reads schools under their council's name or Independent, then GROUPS ONLY, ALL and
 * COUNCILS ONLY; otherwise (council, multi-school and product admins) Schools, Groups and Councils.
 */
export function schoolSelectorEntries(
  acrossPlatform: boolean,
  options: SchoolSelectorOptions,
): SchoolSelectorEntry[] {
  if (!acrossPlatform) {
    return [
      ...options.schools.map((school) => ({ id: school.id, label: school.name, section: 'Schools' })),
      ...groupEntries(options, 'Groups'),
      ...councilEntries(options, 'Councils'),
    ];
  }
  const byCouncil = new Map<string, SchoolSelectorEntry[]>();
  for (const school of options.schools) {
    const section = school.council_name?.trim() || independentHeading;
    byCouncil.set(section, [
      ...(byCouncil.get(section) ?? []),
      { id: school.id, label: school.name, section },
    ]);
  }
  // Councils alphabetically, Independent after them.
  const sections = [...byCouncil.keys()].sort((a, b) =>
    a === independentHeading ? 1 : b === independentHeading ? -1 : a.localeCompare(b),
  );
  return [
    ...sections.flatMap((section) => byCouncil.get(section) ?? []),
    ...groupEntries(options, groupsOnlyHeading),
    { id: 'ALL', label: allEntryLabel, section: null },
    ...councilEntries(options, councilsOnlyHeading),
  ];
}

/** Entries whose label contains the query, ignoring case; a blank query keeps them all. */
export function matchingEntries(
  entries: readonly SchoolSelectorEntry[],
  query: string,
): SchoolSelectorEntry[] {
  const needle = query.trim().toLocaleLowerCase();
  return needle ? entries.filter((entry) => entry.label.toLocaleLowerCase().includes(needle)) : [...entries];
}

/**
 * The selection after picking `id`: a picked entry is un-picked; ALL stands alone, so picking it
 * clears the rest and picking anything else drops ALL.
 */
export function toggleSelection(
  value: readonly SchoolSelectionId[],
  id: SchoolSelectionId,
): SchoolSelectionId[] {
  if (value.includes(id)) return value.filter((picked) => picked !== id);
  if (id === 'ALL') return ['ALL'];
  return [...value.filter((picked) => picked !== 'ALL'), id];
}

/** Consecutive entries under the same heading, in list order, with each entry's index in the flat list. */
export function entrySections(entries: readonly SchoolSelectorEntry[]) {
  const sections: { heading: string | null; items: { entry: SchoolSelectorEntry; index: number }[] }[] = [];
  entries.forEach((entry, index) => {
    const last = sections.at(-1);
    if (last && last.heading === entry.section) last.items.push({ entry, index });
    else sections.push({ heading: entry.section, items: [{ entry, index }] });
  });
  return sections;
}
