import { z } from 'zod';

/** The filter value meaning "the current term" (the filter bar's Term, docs/product/metrics.md). */
export const currentTerm = 'CURRENT';

/**
 * An entry of the terms list; `term` is the value the filter sends. `starts_on` and `ends_on`
 * ('yyyy-MM-dd') are the term's first and last days when the server gives them (the date presets'
 * terms, `term-ranges.ts`).
 */
export const termSchema = z.object({
  term: z.string(),
  id: z.number().optional(),
  name: z.string().nullish(),
  starts_on: z.iso.date().nullish(),
  ends_on: z.iso.date().nullish(),
});
