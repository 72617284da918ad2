/** Where Login sends the admin back to after a session expired (ADR 0097). */
type ReturnTo = { returnTo: string };
const homePath = '/members/home';

/** The router state that takes `location` back after the next login. */
export const returnToState = (location: { pathname: string; search: string }): ReturnTo => ({
  returnTo: location.pathname + location.search,
});

/** The page to land on after login: the one the session expired on, else Home (ADR 0021). */
export function landingAfterLogin(state: unknown): string {
  const returnTo = state && typeof state === 'object' && 'returnTo' in state ? state.returnTo : undefined;
  return typeof returnTo === 'string' && returnTo.startsWith('/members/') ? returnTo : homePath;
}
