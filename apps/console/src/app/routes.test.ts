import { describe, expect, it, vi } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { menuForRole, screens, type ScreenKey } from '@stride/domain';
import { routes, type ScreenHandle } from './routes';

// The route tree's own elements draw the design system, which needs a browser; the table is what is tested.
vi.mock('./RootProviders', () => ({ RootProviders: () => null }));
vi.mock('./PageLoading', () => ({ PageLoading: () => null }));
vi.mock('./RouteError', () => ({ RouteError: () => null }));

/** What the console shows at `path`: the screen of the deepest route that names one, or where it redirects. */
function screenAt(path: string): ScreenKey | null | 'login' | undefined {
  const matches = matchRoutes(routes, path) ?? [];
  const last = matches.at(-1)?.route;
  if (last?.path === '*' && matches.length === 2) return 'login';
  if (last?.path === '/') return 'login';
  const handle = matches
    .map((match) => match.route.handle as ScreenHandle | undefined)
    .findLast((h) => h?.screen !== undefined);
  return handle?.screen;
}

// The spec's route table, written out from it rather than derived from the code under test.
const routeTable: Array<[string, ScreenKey]> = [
  ['/members/home', 'home'],
  ['/members/homev2', 'home'],
  ['/members/account', 'account'],
  ['/members/noticeboard', 'noticeboard'],
  ['/members/noticeboard/edit', 'noticeboard'],
  ['/members/noticeboard/edit/new', 'noticeboard'],
  ['/members/travel_features', 'travel_directory'],
  ['/members/travel_features/walking', 'travel_directory'],
  ['/members/travel_features/walking/12', 'travel_directory'],
  ['/members/school_integrations', 'school_integrations'],
  ['/members/travel_planning', 'metrics'],
  ['/members/travel_habits', 'metrics'],
  ['/members/car_journeys', 'metrics'],
  ['/members/sustainable_travel', 'metrics'],
  ['/members/engagement', 'engagement'],
  ['/members/maps', 'maps'],
  ['/members/maps/parking', 'maps'],
  ['/members/heatmap', 'heatmap'],
  ['/members/schools', 'schools'],
  ['/members/organizations/school', 'schools'],
  ['/members/organization', 'schools'],
  ['/members/organization/12', 'schools'],
  ['/members/councils', 'councils'],
  ['/members/council', 'councils'],
  ['/members/council/3', 'councils'],
  ['/members/signups', 'signups'],
  ['/members/users/pupils', 'users'],
  ['/members/users/parents', 'users'],
  ['/members/users/staff', 'users'],
  ['/members/actions', 'actions'],
  ['/members/actions/new_term', 'actions'],
  ['/members/automations', 'automations'],
  ['/members/automations/logs', 'automations'],
  ['/members/automations/7', 'automations'],
  ['/members/step_actions', 'step_actions'],
  ['/members/packages', 'packages'],
  ['/members/admin_messages', 'admin_messages'],
  ['/members/feedback', 'feedback'],
  ['/members/surveys', 'surveys'],
];

describe('the route table', () => {
  // Rules: layout.route.home, layout.route.account, layout.route.noticeboard, layout.route.travel-directory, layout.route.school-integrations, layout.route.metrics, layout.route.maps, layout.route.heatmap, layout.route.organisations, layout.route.councils, layout.route.signups, layout.route.users, layout.route.actions, layout.route.automations, layout.route.step-tools, layout.route.inbox, layout.route.feedback-surveys
  it.each(routeTable)('%s opens the %s screen', (path, screen) => {
    expect(screenAt(path)).toBe(screen);
  });

  // Rules: layout.route.users
  it('sends /members/users to the pupils', () => {
    const matches = matchRoutes(routes, '/members/users') ?? [];
    expect(matches.at(-1)?.route.index).toBe(true);
    expect(screenAt('/members/users/pupils')).toBe('users');
  });

  // Rules: session.routes.public, layout.route.unknown-address
  it('has Login at / and Logout at /logout; everything else is under /members, an unknown path elsewhere goes to Login', () => {
    expect(matchRoutes(routes, '/')?.at(-1)?.route.path).toBe('/');
    expect(matchRoutes(routes, '/logout')?.at(-1)?.route.path).toBe('/logout');
    expect(screenAt('/nowhere')).toBe('login');
    expect(screenAt('/members/nowhere')).toBeNull();
  });
});

describe('the named routes the menu opens', () => {
  // Rules: layout.route.named
  it("are titled by the product's route names", () => {
    const titles = menuForRole('SUPERADMIN').map((item) => screens[item.key].title);
    expect(titles).toEqual([
      'Home',
      'Notice Board',
      'Travel Plan Metrics | Summary',
      'Travel Plan Maps',
      'Sign-ups & Users',
      'Councils',
      'Schools',
      'Journey(Heatmap) Maps',
      'Feedback',
      'Actions',
      'Automations',
      'Step Actions',
      'Inbox',
    ]);
    expect(menuForRole('SCHOOL_ADMIN').map((item) => screens[item.key].title)).toContain(
      'Travel Directory Editor',
    );
  });
});
