/** Messages of the login screen (docs/product/session.md), verbatim. */
export const loginMessages = {
  wrongCredentials: 'Incorrect login/password',
  schoolDisabled: 'School has been disabled',
  wrongAccount: 'Wrong account. Use your admin credentials to login',
  // The spec is silent on field validation; these are plain and short.
  emailRequired: 'Enter your e-mail address',
  emailInvalid: 'Enter a valid e-mail address',
  passwordRequired: 'Enter your password',
} as const;

/** What is known about a failed login: the server's error code, HTTP status and message. */
export type LoginFailure = { code?: string; status?: number; message?: string };

/**
 * The alert text for a failed login (docs/product/session.md): error code `school_disabled` and wrong
 * credentials (code `invalid_credentials`, or a bare 401) have fixed messages; anything else shows the error
 * itself.
 */
export function loginFailureMessage(failure: LoginFailure): string {
  if (failure.code === 'school_disabled') return loginMessages.schoolDisabled;
  if (failure.code === 'invalid_credentials') return loginMessages.wrongCredentials;
  if (failure.status === 401 && !failure.code) return loginMessages.wrongCredentials;
  return failure.message || failure.code || loginMessages.wrongCredentials;
}
