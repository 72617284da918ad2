import { z } from 'zod';

/**
 * POST api/admin/actions/changeSchoolAndYear (row 75): the answer is a students count (docs/endpoints.md),
 * read from `students` (ADR 0086).
 */
export const changeSchoolAndYearAnswerSchema = z.object({ students: z.number().int().nonnegative() });
export type ChangeSchoolAndYearAnswer = z.infer<typeof changeSchoolAndYearAnswerSchema>;
