import { isApiError, login, type ApiClient } from '@stride/api';
import {
  loginFailureMessage,
  loginMessages,
  sessionFromLogin,
  type AdminUser,
  type LoginForm,
} from '@stride/domain';
import { loadError } from '../../app/load-error';

/** How a sign-in ends: the admin, or the alert the login form shows (docs/product/session.md) and its technical detail. */
export type SignInResult = { user: AdminUser } | { error: string; detail?: string };

/**
 * Logs in and words a refusal. The login page loads this module when it shows, so the login
 * answer's schema (zod) is not part of the JS that must load before the form (ADR 0098).
 */
export async function signIn(client: ApiClient, values: LoginForm): Promise<SignInResult> {
  try {
    const answer = await login(client, values);
    return sessionFromLogin(answer.user) ? { user: answer.user } : { error: loginMessages.wrongAccount };
  } catch (failure) {
    // The server refusing the login has the spec's messages, which say it all; any other failure
    // (not reached, a timeout, an unreadable answer, a 5xx) reads as anywhere in the console (ADR 0114).
    const { message, detail } = loadError(failure, 'The login failed.');
    const refused = isApiError(failure) && failure.kind === 'http' && (failure.status ?? 0) < 500;
    return refused ? { error: loginFailureMessage(failure) } : { error: message, detail };
  }
}
