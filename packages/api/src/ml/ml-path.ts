import { z } from 'zod';

/** Every machine-learning call lives under api/admin/ml (docs/endpoints.md). */
export const mlPathOf = (...segments: (string | number)[]) =>
  ['api/admin/ml', ...segments.map((segment) => encodeURIComponent(String(segment)))].join('/');

/** Answer of save, apply and duplicate: an id (ADR 0079). */
export const mlIdAnswerSchema = z.object({ id: z.number() });
