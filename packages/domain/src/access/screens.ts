import { homeVariants } from '../home/home-variants';
import { roles, type Role } from './role';

/** The icons of the screens in the menu and on Home's tiles; ui's icon set draws every one. */
export type ScreenIconName =
  | 'home'
  | 'noticeboard'
  | 'directory'
  | 'metrics'
  | 'maps'
  | 'users'
  | 'councils'
  | 'schools'
  | 'heatmap'
  | 'feedback'
  | 'actions'
  | 'automations'
  | 'steps'
  | 'inbox';

/** One route of a screen: its address under /members and the page it loads. */
export type ScreenRoute<Page extends string = string> = {
  /** Relative to /members, in react-router's syntax (`:id`, `:new?`). */
  path: string;
  /** The page the route loads: the console's route table has one lazy import per page id. */
  page: Page;
  /** The header's title on this route, when it is not the screen's. */
  title?: string;
  /** The line under the title on this route, when it is not the screen's. */
  description?: string;
  /** Its label among the tabs of a page that shows its routes as tabs (the metrics panes). */
  tab?: string;
};

/** A screen's item in the left menu. */
type ScreenMenuEntry = {
  /** The item's short label. */
  label: string;
  icon: ScreenIconName;
  /**
   * Who sees it in the menu, when that is fewer than the screen's `roles` (the super admin opens the
   * travel directory through Edit TD, not the menu).
   */
  roles?: readonly Role[];
};

type ScreenDeclaration<Key extends string> = {
  /** Page title shown in the header (the product's name for the route where there is one). */
  title: string;
  /** One line under the title. */
  description: string;
  /** The path a menu item, tile or link opens. */
  path: string;
  /** Who may open it; the others see "not available for your role". */
  roles: readonly Role[];
  /** Its menu item, in declaration order; a screen without one is reached through another screen. */
  menu?: ScreenMenuEntry;
  /** The screen it is reached from: that screen's menu item lights up for it, and leads its breadcrumb. */
  parent?: Key;
  /** Its name in the breadcrumb of a screen under it, when that is not its title. */
  crumb?: string;
  /** Every route that shows the screen. */
  routes: readonly ScreenRoute[];
};

/** Checks every declaration at compile time, `parent` included, and keeps the literal page ids and paths. */
const declareScreens = <
  const Declared extends { [K in keyof Declared]: ScreenDeclaration<keyof Declared & string> },
>(
  declared: Declared,
) => declared;

/** A metrics pane: every pane is the metrics page, which shows the pane of its path as a tab. */
const metricsPane = <const Path extends string, const Tab extends string>(path: Path, tab: Tab) =>
  ({ path, page: 'metrics', title: `Travel Plan Metrics | ${tab}`, tab }) as const;

const everyone = roles;
const superOnly: readonly Role[] = ['SUPERADMIN'];
const schoolsRoles: readonly Role[] = ['SUPERADMIN', 'COUNCIL_ADMIN', 'MULTI_SCHOOL_ADMIN'];

/**
 * Every screen of the console, declared once (routes and roles: docs/product/README.md): the route
 * table, the menu (in this order), the icons, each route's title and description, the breadcrumbs
 * and `canOpen` are all made from it. The menu follows "Menu by role" in docs/product/layout.md.
 */
const declared = declareScreens({
  home: {
    title: 'Home',
    // The tiles variant's; the dashboard variant's route gives its own.
    description: homeVariants[0].description,
    path: '/members/home',
    roles: everyone,
    menu: { label: 'Home', icon: 'home' },
    routes: [
      { path: 'home', page: 'home' },
      { path: 'homev2', page: 'home-dashboard', description: homeVariants[1].description },
    ],
  },
  noticeboard: {
    title: 'Notice Board',
    description: 'Post notices and send free targeted alerts to parents.',
    path: '/members/noticeboard',
    roles: everyone,
    menu: { label: 'Notice Board', icon: 'noticeboard' },
    routes: [
      { path: 'noticeboard', page: 'notice-board' },
      { path: 'noticeboard/edit/:new?', page: 'post-edit', title: 'Edit message' },
    ],
  },
  travel_directory: {
    title: 'Travel Directory Editor',
    description: "Edit your school's travel directory.",
    path: '/members/travel_features',
    roles: ['SCHOOL_ADMIN', 'SUPERADMIN'],
    menu: { label: 'Travel Directory', icon: 'directory', roles: ['SCHOOL_ADMIN'] },
    routes: [{ path: 'travel_features/:type?/:id?', page: 'travel-directory' }],
  },
  metrics: {
    title: 'Travel Plan Metrics | Summary',
    description: 'Automated travel-plan metrics for the selected schools and dates.',
    path: '/members/travel_planning',
    roles: everyone,
    menu: { label: 'Metrics', icon: 'metrics' },
    routes: [
      metricsPane('travel_planning', 'Summary'),
      metricsPane('sustainable_travel', 'Sustainable Travel'),
      metricsPane('travel_habits', 'Travel Habits'),
      metricsPane('car_journeys', 'Car Journeys'),
    ],
  },
  engagement: {
    title: 'Travel Plan Metrics | Engagement',
    description: 'How parents, staff and schools engage with the platform, month by month.',
    path: '/members/engagement',
    roles: superOnly,
    parent: 'metrics',
    routes: [metricsPane('engagement', 'Engagement')],
  },
  maps: {
    title: 'Travel Plan Maps',
    description: 'Travel modes, user base and parking locations on the map.',
    path: '/members/maps',
    roles: everyone,
    menu: { label: 'Maps', icon: 'maps' },
    routes: [
      { path: 'maps', page: 'maps' },
      { path: 'maps/:category', page: 'maps' },
    ],
  },
  signups: {
    title: 'Sign-ups & Users',
    description: 'Parent, staff and pupil sign-ups.',
    path: '/members/signups',
    roles: everyone,
    menu: { label: 'Users', icon: 'users' },
    crumb: 'Sign-ups',
    routes: [{ path: 'signups', page: 'signups' }],
  },
  users: {
    title: 'Users',
    description: 'Staff, parents and pupils.',
    // Opens the pupils (the console's route table sends /members/users there).
    path: '/members/users',
    roles: everyone,
    parent: 'signups',
    routes: [
      { path: 'users/pupils', page: 'users' },
      { path: 'users/parents', page: 'users' },
      { path: 'users/staff', page: 'users' },
    ],
  },
  councils: {
    title: 'Councils',
    description: 'The councils (local authorities) on the platform.',
    path: '/members/councils',
    roles: superOnly,
    menu: { label: 'Councils', icon: 'councils' },
    routes: [
      { path: 'councils', page: 'councils' },
      { path: 'council/:council_id?', page: 'council-edit', title: 'Council' },
    ],
  },
  schools: {
    title: 'Schools',
    description: 'The schools on the platform.',
    path: '/members/schools',
    roles: [...schoolsRoles, 'ADMIN'],
    menu: { label: 'Schools', icon: 'schools', roles: schoolsRoles },
    routes: [
      { path: 'schools', page: 'organisations' },
      { path: 'organizations/:type', page: 'organisations' },
      { path: 'organization/:org_id?', page: 'organisation-edit', title: 'Organisation' },
    ],
  },
  heatmap: {
    title: 'Journey(Heatmap) Maps',
    description: 'Tracked and simulated journeys as a heatmap.',
    path: '/members/heatmap',
    roles: superOnly,
    menu: { label: 'Heatmap', icon: 'heatmap' },
    routes: [{ path: 'heatmap', page: 'heatmap' }],
  },
  feedback: {
    title: 'Feedback',
    description: 'Feedback.',
    path: '/members/feedback',
    roles: superOnly,
    menu: { label: 'Feedback', icon: 'feedback' },
    routes: [{ path: 'feedback', page: 'feedback' }],
  },
  surveys: {
    title: 'Surveys',
    description: 'Surveys.',
    path: '/members/surveys',
    roles: superOnly,
    routes: [{ path: 'surveys', page: 'surveys' }],
  },
  actions: {
    title: 'Actions',
    description: 'Super-admin actions.',
    path: '/members/actions',
    roles: superOnly,
    menu: { label: 'Actions', icon: 'actions' },
    routes: [
      { path: 'actions', page: 'actions' },
      { path: 'actions/verify_notices', page: 'pending-notices', title: 'Verify notices' },
      { path: 'actions/user_info', page: 'user-info', title: 'User Info' },
      { path: 'actions/send_admin_messages', page: 'admin-messages', title: 'Send admin messages' },
      { path: 'actions/csv_snapshot', page: 'csv-snapshot', title: 'CSV Snapshot' },
      { path: 'actions/:action', page: 'action' },
    ],
  },
  school_integrations: {
    title: 'School Integrations',
    description: 'Link schools to the school-data provider and check its data.',
    path: '/members/school_integrations',
    roles: superOnly,
    parent: 'actions',
    routes: [{ path: 'school_integrations', page: 'school-integrations' }],
  },
  automations: {
    title: 'Automations',
    description: 'Automated messages, rules and schedules.',
    path: '/members/automations',
    roles: superOnly,
    menu: { label: 'Automations', icon: 'automations' },
    routes: [
      { path: 'automations', page: 'automations' },
      { path: 'automations/logs', page: 'automation-logs', title: 'Automation logs' },
      { path: 'automations/detailed_logs/:automation_id', page: 'detailed-logs', title: 'Detailed log' },
      { path: 'automations/notice_templates', page: 'notice-templates', title: 'Notice Templates' },
      { path: 'automations/mailgun_templates', page: 'email-templates', title: 'Email Templates' },
      {
        path: 'automations/raw_mailgun_templates',
        page: 'raw-email-templates',
        title: 'Raw email templates',
      },
      { path: 'automations/mailgun_templates/:id', page: 'email-template-edit', title: 'Email template' },
      { path: 'edit-email-template/:id', page: 'email-template-edit', title: 'Email template' },
      { path: 'automations/:id', page: 'automation-item' },
    ],
  },
  step_actions: {
    title: 'Step Actions',
    description: 'Step tools.',
    path: '/members/step_actions',
    roles: superOnly,
    menu: { label: 'Step Actions', icon: 'steps' },
    routes: [{ path: 'step_actions', page: 'step-actions' }],
  },
  packages: {
    title: 'Packages',
    description: 'Step data packages uploaded through the Step Datamodel, to process.',
    path: '/members/packages',
    roles: superOnly,
    parent: 'step_actions',
    routes: [{ path: 'packages', page: 'packages' }],
  },
  admin_messages: {
    title: 'Inbox',
    description: 'Administration messages.',
    path: '/members/admin_messages',
    roles: everyone,
    // Not in the product's menu list: the inbox and its unread count (ADR 0040).
    menu: { label: 'Inbox', icon: 'inbox' },
    routes: [{ path: 'admin_messages', page: 'inbox' }],
  },
  account: {
    title: 'Account',
    description: 'Edit your admin and organisation details.',
    path: '/members/account',
    roles: everyone,
    routes: [{ path: 'account', page: 'account' }],
  },
});

type Declared = typeof declared;

/** Every screen of the console (the keys of the declaration). */
export type ScreenKey = keyof Declared;

type DeclaredRoute = Declared[ScreenKey]['routes'][number];

/** Every page a route loads: the console's route table demands a loader for each. */
export type PageId = DeclaredRoute['page'];

/** The declared routes that load `page`, with their literal paths. */
export type PageRoute<Page extends PageId> = Extract<DeclaredRoute, { page: Page }>;

export type Screen = Omit<ScreenDeclaration<ScreenKey>, 'routes'> & {
  key: ScreenKey;
  routes: readonly ScreenRoute<PageId>[];
};

const screenKeys = Object.keys(declared) as ScreenKey[];
const screenOf = (key: ScreenKey): Screen => ({ key, ...declared[key] });

/** Every screen by key, in declaration order (the menu's). */
export const screens = Object.fromEntries(screenKeys.map((key) => [key, screenOf(key)])) as Readonly<
  Record<ScreenKey, Screen>
>;

/** Whether `role` may open the screen; a role that may not sees a "not available for your role" screen. */
export function canOpen(role: Role, key: ScreenKey): boolean {
  return screens[key].roles.includes(role);
}

/** Every declared route with its screen, in declaration order. */
export function screenRoutes(): Array<{ screen: ScreenKey; route: ScreenRoute<PageId> }> {
  return screenKeys.flatMap((screen) => screens[screen].routes.map((route) => ({ screen, route })));
}

/** The routes that load `page`, with their screens, in declaration order (the metrics panes as tabs). */
export function routesOfPage<Page extends PageId>(
  page: Page,
): Array<{ screen: ScreenKey; route: PageRoute<Page> }> {
  return screenRoutes().filter(
    (entry): entry is { screen: ScreenKey; route: PageRoute<Page> } => entry.route.page === page,
  );
}

/** The breadcrumb above a screen: the screens it is reached from, outermost first, each a link. */
export function breadcrumbOf(key: ScreenKey): Array<{ label: string; path: string }> {
  const parent = screens[key].parent;
  if (!parent) return [];
  return [
    ...breadcrumbOf(parent),
    { label: screens[parent].crumb ?? screens[parent].title, path: screens[parent].path },
  ];
}
