import type { DefaultBodyType, HttpResponseResolver, PathParams } from 'msw';
import { HttpResponse } from 'msw';
import { canOpen, type Role, type ScreenKey } from '@stride/domain';
import type { DbAccount } from '../data/db-shape';
import { demoDb } from '../data/demo-db';
import { bearerToken, userIdFromDemoToken } from './demo-tokens';

/** The demo account behind the request's bearer token, or null when it is missing or unknown. */
export function identifyCaller(request: Request): DbAccount | null {
  const token = bearerToken(request);
  const userId = token === null ? null : userIdFromDemoToken(token);
  return userId === null ? null : (demoDb.accounts.find((account) => account.id === userId) ?? null);
}

/** Whether a caller's role opens the screen whose calls these are: the console asks the same `canOpen`. */
export const opens = (role: Role | null, key: ScreenKey) => role !== null && canOpen(role, key);

/**
 * 401 for a missing or unknown bearer. Deliberately not 'Token has expired': that message means
 * "session over" to the client, and the expiry fault scenario is the way to ask for it.
 */
export function unauthenticatedResponse(): Response {
  return HttpResponse.json({ error: 'unauthenticated', message: 'Unauthenticated.' }, { status: 401 });
}

export type CallerResolverInfo<Params extends PathParams> = {
  request: Request;
  params: Params;
  caller: DbAccount;
};

/** Wraps a resolver that needs to know who is calling; answers 401 when nobody is. */
export function asCaller<Params extends PathParams<keyof Params> = PathParams>(
  resolve: (info: CallerResolverInfo<Params>) => Response | Promise<Response>,
): HttpResponseResolver<Params, DefaultBodyType, undefined> {
  return ({ request, params }) => {
    const caller = identifyCaller(request);
    return caller ? resolve({ request, params, caller }) : unauthenticatedResponse();
  };
}
