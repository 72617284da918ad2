import { z } from 'zod';

/**
 * A number as a PHP server may send it: a JSON number, a numeric string ("12", "3.50", " 7 "),
 * or null for "nothing yet", which reads as 0. Anything else (NaN, "abc", Infinity) is rejected,
 * so a parsed answer never holds NaN.
 */
export const numericSchema = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
  z.null().transform(() => 0),
]);

/** Like `numericSchema`, but a string may end in '%' ("12.50%" reads as 12.5). */
export const percentSchema = z.union([
  numericSchema,
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?\s*%$/)
    .transform((value) => Number(value.replace('%', '').trim())),
]);
