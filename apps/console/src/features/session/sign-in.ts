import { isApiError, login, type ApiClient } from '@stride/api';
import {
  loginFailureMessage,
  loginMessages,
  sessionFromLogin,
  type AdminUser,
  type LoginForm,
} from '@stride/domain';

/** How a sign-in ends: the admin, or the alert the login form shows (spec 1 §8). */
export type SignInResult = { user: AdminUser } | { error: string };

/**
 * Logs in and words a refusal. The login page loads this module when it shows, so the login
 * answer's schema (zod) is not part of the JS that must load before the form (ADR 0098).
 */
export async function signIn(client: ApiClient, values: LoginForm): Promise<SignInResult> {
  try {
    const answer = await login(client, values);
    return sessionFromLogin(answer.user) ? { user: answer.user } : { error: loginMessages.wrongAccount };
  } catch (failure) {
    // A call that outlived its 10 s deadline says so (ADR 0093); other network failures are 'not reached'.
    return {
      error:
        isApiError(failure) && (failure.kind !== 'network' || failure.code === 'timeout')
          ? loginFailureMessage(failure)
          : 'The server could not be reached. Check your connection and try again.',
    };
  }
}
