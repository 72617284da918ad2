import type { AdminUser, Role } from '@stride/domain';
import { agreeDemoTerms, demoAccounts, demoSessionFor, resetDemoDb, stopDemoClock } from '@stride/mocks';
import { AppClockProvider, ListPreferencesProvider, memoryListPreferences } from '@stride/ui';
import { createStore } from 'jotai';
import { useEffect, useState } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { demoAccountsAtom } from '../app/demo-atoms';
import { routes } from '../app/routes';
import { roleOf } from './console-stories';
import { storyMoment } from './demo-clock';
import { lastRefreshAtom, sessionStorageKeys, tokenAtom, userAtom } from '../session/session-atoms';

export type ConsoleAtProps = {
  /** The console path to open, e.g. '/members/home'. */
  path: string;
  /** Signed in with this role's demo account; null: signed out. */
  role: Role | null;
  /**
   * The role's organisation has agreed to its terms; false shows the mandatory terms dialog first.
   * @default true
   */
  termsAgreed?: boolean;
  /**
   * The route tree; a story may add a page of its own to the console's (e.g. one that throws).
   * @default the console's routes
   */
  routeTree?: RouteObject[];
  /** Changes the admin kept in local storage before the console starts (a hostile edit). */
  tamperStoredUser?: (user: AdminUser) => AdminUser;
  /**
   * Console paths this tab visited before `path`, oldest first: the browser's Back goes to the last one.
   * @default none (the console was opened at `path`)
   */
  history?: string[];
  /**
   * How long ago (ms) the session's token was last refreshed: past 13600 s, the next answer asks for a new one.
   * @default 0
   */
  tokenRefreshedAgo?: number;
};

/**
 * The whole console (real routes, providers and demo backend) at one path, signed in as a role:
 * what a page story renders. Each mount starts clean: fresh jotai store, SWR cache and dataset.
 */
export function ConsoleAt({
  path,
  role,
  termsAgreed = true,
  routeTree = routes,
  tamperStoredUser,
  history = [],
  tokenRefreshedAgo = 0,
}: ConsoleAtProps) {
  // What lists keep in the browser (hidden columns, saved views) lasts through a reload, not into the next story.
  const [listPreferences] = useState(() => memoryListPreferences());
  const [app, setApp] = useState(() => {
    for (const key of Object.values(sessionStorageKeys)) localStorage.removeItem(key);
    resetDemoDb();
    // What the demo backend writes carries this time, not the real one: pictures do not depend on when
    // the story ran.
    stopDemoClock(storyMoment);
    if (role && termsAgreed) agreeDemoTerms(role);
    return openConsole(routeTree, [...history, path], role, 0, tamperStoredUser, tokenRefreshedAgo);
  });
  useEffect(() => {
    // A reload keeps the demo data and the session and opens the page the console was at, afresh: the
    // page it is going to when a navigation is still under way (a lazy route loading), as the person
    // reloads the page they asked for.
    const reload = () =>
      setApp((open) => {
        const { navigation, location } = open.router.state;
        const { pathname, search } = navigation.location ?? location;
        return openConsole(routeTree, [`${pathname}${search}`], role, open.mount + 1);
      });
    window.addEventListener(reloadEvent, reload);
    return () => window.removeEventListener(reloadEvent, reload);
  }, [routeTree, role]);
  useEffect(() => {
    shownRouter = app.router;
  }, [app.router]);
  return (
    <AppProviders key={app.mount} store={app.store} swr={{ provider: () => new Map() }}>
      <ListPreferencesProvider value={listPreferences}>
        <AppClockProvider now={storyClock}>
          <RouterProvider router={app.router} />
        </AppClockProvider>
      </ListPreferencesProvider>
    </AppProviders>
  );
}

/**
 * The console's "now" in a page story: the demo backend's stopped clock (`storyMoment`), so the
 * times it stamps and the '… ago' the board and the lists measure from them agree on every run.
 */
const storyClock = () => new Date(Date.parse(`${storyMoment.replace(' ', 'T')}Z`));

const reloadEvent = 'stride-story-reload';

/** The router of the console on screen: a page story's play reads its address from it. */
let shownRouter: { state: { location: { pathname: string; search: string } } } | null = null;

/** In a page story's play: the address the console is at, its path and query (`/members/automations?q=x`). */
export function consoleAddress(): string {
  const { pathname, search } = shownRouter!.state.location;
  return `${pathname}${search}`;
}

/**
 * In a page story's play: the console as after the browser's reload. Memory starts afresh (state,
 * cache, the page at the same path) while the demo backend keeps what was written, as the demo console
 * keeps it across reloads: what the page then shows is what the server has.
 */
export function reloadConsole(): void {
  window.dispatchEvent(new Event(reloadEvent));
}

function openConsole(
  routeTree: RouteObject[],
  entries: string[],
  role: Role | null,
  mount: number,
  tamperStoredUser?: (user: AdminUser) => AdminUser,
  tokenRefreshedAgo = 0,
) {
  const store = createStore();
  store.set(demoAccountsAtom, demoAccounts);
  // Set every session atom, signed out too: a storage atom's first value is the local storage
  // seen when its module loaded, i.e. an earlier story's session.
  const session = role ? demoSessionFor(role) : null;
  store.set(tokenAtom, session?.token ?? null);
  store.set(userAtom, session && tamperStoredUser ? tamperStoredUser(session.user) : (session?.user ?? null));
  store.set(lastRefreshAtom, session ? Date.now() - tokenRefreshedAgo : null);
  return {
    mount,
    store,
    router: createMemoryRouter(routeTree, { initialEntries: entries, initialIndex: entries.length - 1 }),
  };
}

/** A page story's render: the story's role if it names one, else the Role toolbar's (via `globals`). */
export function renderAsRole(args: ConsoleAtProps, { globals }: { globals: Record<string, unknown> }) {
  const role = args.role ?? roleOf(globals);
  // Keyed by the role: choosing another role in the toolbar opens the console afresh as that role.
  return <ConsoleAt key={role} {...args} role={role} />;
}
