import { z } from 'zod';

/** Text that must not be blank once trimmed: `message` when it is. */
export const requiredText = (message: string) => z.string().trim().min(1, message);

/** Text, trimmed, checked by `problemOf`: its answer is the message, none when the text may be sent. */
export const checkedText = (problemOf: (text: string) => string | null | undefined) =>
  z
    .string()
    .trim()
    .superRefine((text, context) => {
      const problem = problemOf(text);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });

/** A required e-mail address: `blank` when empty, `invalid` (the same by default) when not an address. */
export const requiredEmail = (blank: string, invalid: string = blank) =>
  requiredText(blank).pipe(z.email(invalid));
