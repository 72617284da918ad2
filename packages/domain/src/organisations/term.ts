import { z } from 'zod';

/** The filter value meaning "the current term" (the filter bar's Term, docs/product/metrics.md). */
export const currentTerm = 'CURRENT';

/** An entry of the terms list; `term` is the value the filter sends. */
export const termSchema = z.object({
  term: z.string(),
  id: z.number().optional(),
  name: z.string().nullish(),
});
