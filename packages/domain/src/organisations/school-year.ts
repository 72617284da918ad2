import { z } from 'zod';

/** A school year as offered by year pickers: level -3 EY1 ... 0 Reception ... 11 (docs/product/organisations.md). */
export const schoolYearOptionSchema = z.object({
  level: z.number(),
  name: z.string(),
});
export type SchoolYearOption = z.infer<typeof schoolYearOptionSchema>;

const yearNames: Readonly<Record<number, string>> = {
  [-3]: 'EY1',
  [-2]: 'EY2',
  [-1]: 'Nursery',
  0: 'Reception',
};

/**
 * A school year as people name it (docs/product/organisations.md): EY1, EY2, Nursery, Reception, else Year n.
 * A year the server sends as text that is not a number is shown as sent; none is shown as nothing.
 */
export function schoolYearName(year: number | string | null | undefined): string {
  if (year === null || year === undefined || year === '') return '';
  const level = Number(year);
  if (!Number.isInteger(level)) return String(year);
  return yearNames[level] ?? `Year ${level}`;
}

const yearLevelStatuses = ['active', 'inactive'] as const;

/** One level of an organisation's year structure (docs/product/organisations.md); an active level needs an address. */
export const yearStructureLevelSchema = z.object({
  id: z.number(),
  value: z.number(),
  name: z.string(),
  status: z.enum(yearLevelStatuses),
  organization_address_id: z.number().nullish(),
});
export type YearStructureLevel = z.infer<typeof yearStructureLevelSchema>;
