import { z } from 'zod';

/** A school year as offered by year pickers: level -3 EY1 ... 0 Reception ... 11 (spec 1 §3, spec 3 §3). */
export const schoolYearOptionSchema = z.object({
  level: z.number(),
  name: z.string(),
});
export type SchoolYearOption = z.infer<typeof schoolYearOptionSchema>;

export const yearLevelStatuses = ['active', 'inactive'] as const;

/** One level of an organisation's year structure (spec 3 §3); an active level needs an address. */
export const yearStructureLevelSchema = z.object({
  id: z.number(),
  value: z.number(),
  name: z.string(),
  status: z.enum(yearLevelStatuses),
  organization_address_id: z.number().nullish(),
});
export type YearStructureLevel = z.infer<typeof yearStructureLevelSchema>;
