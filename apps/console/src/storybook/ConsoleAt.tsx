import type { Role } from '@stride/domain';
import { agreeDemoTerms, demoAccounts, demoSessionFor, resetDemoDb, stopDemoClock } from '@stride/mocks';
import { createStore } from 'jotai';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { demoAccountsAtom } from '../app/demo-atoms';
import { routes } from '../app/routes';
import { roleOf } from './console-stories';
import { lastRefreshAtom, sessionStorageKeys, tokenAtom, userAtom } from '../session/session-atoms';

/** The moment page stories' writes are stamped with: after every seeded date. */
const storyMoment = '2026-11-24 10:00:00';

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
};

/**
 * The whole console (real routes, providers and demo backend) at one path, signed in as a role:
 * what a page story renders. Each mount starts clean: fresh jotai store, SWR cache and dataset.
 */
export function ConsoleAt({ path, role, termsAgreed = true }: ConsoleAtProps) {
  const [app] = useState(() => {
    for (const key of Object.values(sessionStorageKeys)) localStorage.removeItem(key);
    resetDemoDb();
    // What the demo backend writes carries this time, not the real one: pictures do not depend on when
    // the story ran.
    stopDemoClock(storyMoment);
    if (role && termsAgreed) agreeDemoTerms(role);
    const store = createStore();
    store.set(demoAccountsAtom, demoAccounts);
    // Set every session atom, signed out too: a storage atom's first value is the local storage
    // seen when its module loaded, i.e. an earlier story's session.
    const session = role ? demoSessionFor(role) : null;
    store.set(tokenAtom, session?.token ?? null);
    store.set(userAtom, session?.user ?? null);
    store.set(lastRefreshAtom, session ? Date.now() : null);
    return { store, router: createMemoryRouter(routes, { initialEntries: [path] }) };
  });
  return (
    <AppProviders store={app.store} swr={{ provider: () => new Map() }}>
      <RouterProvider router={app.router} />
    </AppProviders>
  );
}

/** A page story's render: the story's role if it names one, else the Role toolbar's (via `globals`). */
export function renderAsRole(args: ConsoleAtProps, { globals }: { globals: Record<string, unknown> }) {
  return <ConsoleAt {...args} role={args.role ?? roleOf(globals)} />;
}
