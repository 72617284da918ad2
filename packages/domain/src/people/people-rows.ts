import { z } from 'zod';
import { numericSchema } from '../metrics/numeric';

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
/** `names` and `emails` of a pupil row: a list, or one comma-separated string as PHP may join it. */
const textList = z.union([z.array(z.string()), z.string(), z.null(), z.undefined()]).transform((value) =>
  Array.isArray(value)
    ? value
    : value
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : [],
);

/**
 * The names of the schools a row belongs to: the build's addition to the three rows (a choice written in
 * docs/product/people.md), so admins who see several schools know whose a row is; a server that does not
 * send it gives an empty list.
 */
const schoolNames = textList.optional();

/** Staff row (docs/product/people.md): staff_type is 1, 2, 3 or a code (see `staffTypeLabel`). */
export const staffRowSchema = z.object({
  user_id: z.number(),
  name: text,
  email: text,
  staff_type: z.union([z.number(), z.string()]).nullish(),
  schools: schoolNames,
});
export type StaffRow = z.infer<typeof staffRowSchema>;

/** Parent row (docs/product/people.md): `children` are the children's names (a list, or a joined string). */
export const parentRowSchema = z.object({
  user_id: z.number(),
  first_name: text,
  last_name: text,
  email: text,
  children: textList,
  schools: schoolNames,
});
export type ParentRow = z.infer<typeof parentRowSchema>;

/** Pupil row (docs/product/people.md): `names` and `emails` are the parents'. */
export const pupilRowSchema = z.object({
  student_id: z.number(),
  first_name: text,
  last_name: text,
  current_year: z.union([z.number(), z.string()]).nullish(),
  names: textList,
  emails: textList,
  schools: schoolNames,
});
export type PupilRow = z.infer<typeof pupilRowSchema>;

/** Sign-up stats (docs/product/people.md). */
export const signupStatsSchema = z.object({
  total_parents: numericSchema,
  total_staff: numericSchema,
  total_children: numericSchema,
  total_users: numericSchema,
  usersByDay: z.array(z.object({ date: z.string(), staff: numericSchema, parents: numericSchema })),
  pupilsBySchoolYear: z.array(
    z.object({ year: z.union([z.string(), z.number()]).transform(String), count: numericSchema }),
  ),
});
export type SignupStats = z.infer<typeof signupStatsSchema>;

/** A question and its answer in 'How to Increase Your Sign-Ups?' (the answer is server HTML). */
export const signupTipSchema = z.object({ question: z.string(), answer: z.string() });
export type SignupTip = z.infer<typeof signupTipSchema>;

/** Action log (docs/product/people.md). */
export const actionLogSchema = z.object({
  category: text,
  action: text,
  user_id: z.number().nullish(),
  student_id: z.number().nullish(),
  school_id: z.number().nullish(),
  created_at: text,
});
export type ActionLog = z.infer<typeof actionLogSchema>;
