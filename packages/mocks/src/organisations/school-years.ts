import type {
  DbSchool,
  DbSchoolAddress,
  DbSchoolYear,
  DbTerm,
  DbYearStructureLevel,
  SchoolPhase,
} from '../data/db-shape';

/** Reception (level 0) to Year 13, the English school years the demo schools teach. */
export function createSchoolYears(): DbSchoolYear[] {
  return Array.from({ length: 14 }, (_, level) => ({
    level,
    name: level === 0 ? 'Reception' : `Year ${level}`,
  }));
}

export function yearLevelsOf(phase: SchoolPhase): number[] {
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (phase === 'primary') return range(0, 6);
  if (phase === 'secondary') return range(7, 13);
  return range(0, 13);
}

/** CURRENT plus the named terms a filter can pick, newest first. */
export function createTerms(): DbTerm[] {
  return [
    { id: 1, term: 'CURRENT', starts_on: '2026-04-13', ends_on: '2026-07-22' },
    { id: 2, term: 'Autumn 2026', starts_on: '2026-09-02', ends_on: '2026-12-18' },
    { id: 3, term: 'Summer 2026', starts_on: '2026-04-13', ends_on: '2026-07-22' },
    { id: 4, term: 'Spring 2026', starts_on: '2026-01-05', ends_on: '2026-03-27' },
    { id: 5, term: 'Autumn 2025', starts_on: '2025-09-03', ends_on: '2025-12-19' },
    { id: 6, term: 'Summer 2025', starts_on: '2025-04-22', ends_on: '2025-07-22' },
  ];
}

/**
 * Each school's year structure: every level of the 0-13 range, active where the school teaches it.
 * A second site teaches the sixth form (secondary) or the senior years (all-through).
 */
export function createYearStructure(
  schools: DbSchool[],
  addresses: DbSchoolAddress[],
  years: DbSchoolYear[],
): DbYearStructureLevel[] {
  const rows: DbYearStructureLevel[] = [];
  for (const school of schools) {
    const sites = addresses.filter((address) => address.organization_id === school.id);
    for (const year of years) {
      const active = school.year_levels.includes(year.level);
      const firstLevelOnSecondSite = school.phase === 'secondary' ? 12 : 7;
      const site = year.level >= firstLevelOnSecondSite && sites.length > 1 ? sites[1] : sites[0];
      rows.push({
        id: rows.length + 1,
        organization_id: school.id,
        value: year.level,
        name: year.name,
        status: active ? 'active' : 'inactive',
        organization_address_id: active ? (site?.id ?? null) : null,
      });
    }
  }
  return rows;
}
