import { z } from 'zod';

/**
 * Answer of the organisation and council saves: the saved record's id. A save without one is a
 * failure the console alerts as 'Errors' (docs/product/organisations.md).
 */
export const savedIdAnswerSchema = z.object({ id: z.number().nullish() });
export type SavedIdAnswer = z.infer<typeof savedIdAnswerSchema>;
