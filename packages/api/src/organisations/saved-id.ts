import { z } from 'zod';

/**
 * Answer of the organisation and council saves: the saved record's id. A save without one is a
 * failure the console alerts as 'Errors' (spec 3 §8).
 */
export const savedIdAnswerSchema = z.object({ id: z.number().nullish() });
export type SavedIdAnswer = z.infer<typeof savedIdAnswerSchema>;
