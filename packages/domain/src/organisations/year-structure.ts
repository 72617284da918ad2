import { z } from 'zod';
import { yearStructureLevelSchema, type SchoolYearOption, type YearStructureLevel } from './school-year';

/** The message on an active level without an address (docs/product/organisations.md). */
export const addressNotSelected = 'Address not selected';

/** A level being edited: `id` is absent for a level the organisation has never saved. */
export type YearStructureRow = Omit<YearStructureLevel, 'id'> & { id?: number };

/**
 * Every year the platform knows, each with the organisation's saved level where there is one, so
 * a new school can switch levels on (inactive and without an address otherwise).
 */
export function yearStructureRows(
  saved: readonly YearStructureLevel[],
  years: readonly SchoolYearOption[],
): YearStructureRow[] {
  const byValue = new Map(saved.map((level) => [level.value, level]));
  const rows: YearStructureRow[] = years.map(
    (year) =>
      byValue.get(year.level) ?? {
        value: year.level,
        name: year.name,
        status: 'inactive',
        organization_address_id: null,
      },
  );
  const extra = saved.filter((level) => !years.some((year) => year.level === level.value));
  return [...rows, ...extra].sort((a, b) => a.value - b.value);
}

/** Every active level needs an address (docs/product/organisations.md). The problems by level value; empty when it may be saved. */
export function yearStructureProblems(rows: readonly YearStructureRow[]): Map<number, string> {
  return new Map(
    rows
      .filter((row) => row.status === 'active' && row.organization_address_id == null)
      .map((row) => [row.value, addressNotSelected]),
  );
}

/**
 * The year structure form (docs/product/organisations.md): its levels, each active one with an address; the
 * message is on the address of each level that lacks one.
 */
export const yearStructureFormSchema = z
  .object({ rows: z.array(yearStructureLevelSchema.extend({ id: z.number().optional() })) })
  .superRefine(({ rows }, context) => {
    const problems = yearStructureProblems(rows);
    rows.forEach((row, index) => {
      const message = problems.get(row.value);
      if (message)
        context.addIssue({ code: 'custom', message, path: ['rows', index, 'organization_address_id'] });
    });
  });
export type YearStructureFormValues = z.infer<typeof yearStructureFormSchema>;

/**
 * Where a school that has never saved a structure starts: the platform's default levels switched
 * on, at its address when it has exactly one (ADR 0064); every other year off.
 */
export function startingYearStructure(
  years: readonly SchoolYearOption[],
  defaults: readonly SchoolYearOption[],
  addressIds: readonly number[],
): YearStructureRow[] {
  const onByDefault = new Set(defaults.map((year) => year.level));
  const address = addressIds.length === 1 ? addressIds[0]! : null;
  return yearStructureRows([], years).map((row) =>
    onByDefault.has(row.value) ? { ...row, status: 'active', organization_address_id: address } : row,
  );
}
