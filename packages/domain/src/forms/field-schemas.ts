import { z } from 'zod';

/** Text that must not be blank once trimmed: `message` when it is. */
export const requiredText = (message: string) => z.string().trim().min(1, message);

/** A required e-mail address: `blank` when empty, `invalid` (the same by default) when not an address. */
export const requiredEmail = (blank: string, invalid: string = blank) =>
  requiredText(blank).pipe(z.email(invalid));
