import { z } from 'zod';
import { requiredEmail } from '../forms/field-schemas';
import { loginMessages } from './login-form';

/**
 * The login form: username (an e-mail) and password, both required. In a file of its own so the
 * login screen's messages load without zod: the form loads these rules after first paint (ADR 0098).
 */
export const loginFormSchema = z.object({
  email: requiredEmail(loginMessages.emailRequired, loginMessages.emailInvalid),
  password: z.string().min(1, loginMessages.passwordRequired),
});
export type LoginForm = z.infer<typeof loginFormSchema>;
