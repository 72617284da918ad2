import { describe, expect, it } from 'vitest';
import { homeVariants } from '../home/home-variants';
import { menuForRole, menuKeyOf } from './menu';
import { roles } from './role';
import { breadcrumbOf, canOpen, routesOfPage, screenRoutes, screens, type ScreenKey } from './screens';

const keys = Object.keys(screens) as ScreenKey[];

describe('the screen declarations', () => {
  it('give every route a path of its own', () => {
    const paths = screenRoutes().map(({ route }) => route.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it("open each screen's path on one of its own routes, or on a route under it", () => {
    const unreached = keys.filter(
      (key) =>
        !screens[key].routes.some(
          ({ path }) =>
            `/members/${path}` === screens[key].path ||
            `/members/${path}`.startsWith(`${screens[key].path}/`),
        ),
    );
    expect(unreached).toEqual([]);
  });

  it('keep both variants of Home on the home screen, each with its own description', () => {
    const home = screens.home.routes.map(({ path, description }) => ({
      path: `/members/${path}`,
      description: description ?? screens.home.description,
    }));
    expect(home).toEqual(homeVariants.map(({ path, description }) => ({ path, description })));
  });

  it('show a menu item only to roles that may open its screen', () => {
    for (const role of roles) {
      expect(
        menuForRole(role).filter(({ key }) => !canOpen(role, key)),
        role,
      ).toEqual([]);
    }
  });

  it('lead every sub-screen to a menu item that each role that may open it sees', () => {
    for (const role of roles) {
      const menu = menuForRole(role).map((item) => item.key);
      const unlit = keys.filter(
        (key) => screens[key].parent && canOpen(role, key) && !menu.includes(menuKeyOf(key)),
      );
      expect(unlit, role).toEqual([]);
    }
  });

  it('light up the item of the screen a sub-screen is reached from', () => {
    expect(menuKeyOf('engagement')).toBe('metrics');
    expect(menuKeyOf('users')).toBe('signups');
    expect(menuKeyOf('packages')).toBe('step_actions');
    expect(menuKeyOf('school_integrations')).toBe('actions');
    expect(menuKeyOf('noticeboard')).toBe('noticeboard');
  });
});

/**
 * Who opens which screen, written out from the spec (the menu by role and the roles and permissions sections), for SUPERADMIN,
 * COUNCIL_ADMIN, MULTI_SCHOOL_ADMIN, SCHOOL_ADMIN and ADMIN in that order. The others meet Not available.
 */
const opensByRole: ReadonlyArray<[ScreenKey, readonly boolean[]]> = [
  ['automations', [true, false, false, false, false]],
  ['step_actions', [true, false, false, false, false]],
  ['packages', [true, false, false, false, false]],
  ['school_integrations', [true, false, false, false, false]],
  ['actions', [true, false, false, false, false]],
  ['councils', [true, false, false, false, false]],
  ['heatmap', [true, false, false, false, false]],
  ['feedback', [true, false, false, false, false]],
  ['engagement', [true, false, false, false, false]],
  ['schools', [true, true, true, false, true]],
  ['travel_directory', [true, false, false, true, false]],
  ['noticeboard', [true, true, true, true, true]],
];

describe('canOpen, for every role', () => {
  // Rules: automations.access.super-admin-only, notices.verify.super-admin-only, organisations.list.not-school-admin
  it.each(opensByRole)('%s', (key, expected) => {
    expect(roles.map((role) => canOpen(role, key))).toEqual(expected);
  });
});

describe('routesOfPage', () => {
  it('gives the metrics panes as tabs in their order, Engagement under its own screen', () => {
    expect(routesOfPage('metrics').map(({ screen, route }) => [route.path, route.tab, screen])).toEqual([
      ['travel_planning', 'Summary', 'metrics'],
      ['sustainable_travel', 'Sustainable Travel', 'metrics'],
      ['travel_habits', 'Travel Habits', 'metrics'],
      ['car_journeys', 'Car Journeys', 'metrics'],
      ['engagement', 'Engagement', 'engagement'],
    ]);
  });

  it("titles each pane with its tab, the first as its screen's title", () => {
    const [summary, ...others] = routesOfPage('metrics').map(({ route }) => route.title);
    expect(summary).toBe(screens.metrics.title);
    expect(others).toEqual([
      'Travel Plan Metrics | Sustainable Travel',
      'Travel Plan Metrics | Travel Habits',
      'Travel Plan Metrics | Car Journeys',
      screens.engagement.title,
    ]);
  });
});

describe('breadcrumbOf', () => {
  it('leads the user lists back to Sign-ups', () => {
    expect(breadcrumbOf('users')).toEqual([{ label: 'Sign-ups', path: '/members/signups' }]);
  });

  it('is empty for a screen reached from the menu', () => {
    expect(breadcrumbOf('signups')).toEqual([]);
  });
});
