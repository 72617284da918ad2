import { homePathOf, homeVariants, type Role } from '@stride/domain';

/** Where Login sends the admin back to after a session expired (ADR 0097). */
type ReturnTo = { returnTo: string };

/** The router state that takes `location` back after the next login. */
export const returnToState = (location: { pathname: string; search: string }): ReturnTo => ({
  returnTo: location.pathname + location.search,
});

/** The page to land on after login: the one the session expired on, else the role's Home (ADR 0021, 0111). */
export function landingAfterLogin(state: unknown, role: Role | undefined): string {
  const returnTo = state && typeof state === 'object' && 'returnTo' in state ? state.returnTo : undefined;
  if (typeof returnTo === 'string' && returnTo.startsWith('/members/')) return returnTo;
  return role ? homePathOf(role) : homeVariants[0].path;
}
