import { roles, type Role } from './role';

/** Every screen of the console with who may open it (routes and roles: docs/product/README.md). */
export type ScreenKey =
  | 'home'
  | 'account'
  | 'noticeboard'
  | 'travel_directory'
  | 'school_integrations'
  | 'metrics'
  | 'engagement'
  | 'maps'
  | 'heatmap'
  | 'schools'
  | 'councils'
  | 'signups'
  | 'users'
  | 'actions'
  | 'automations'
  | 'step_actions'
  | 'packages'
  | 'admin_messages'
  | 'feedback'
  | 'surveys';

export type Screen = {
  key: ScreenKey;
  /** Page title shown in the header (the product's name for the route where there is one). */
  title: string;
  /** One line under the title. */
  description: string;
  /** The path a menu item or tile opens. */
  path: string;
  roles: readonly Role[];
  /**
   * Who sees it in the menu, when that is fewer than `roles` (the super admin opens the travel
   * directory through Edit TD, not the menu).
   */
  menuRoles?: readonly Role[];
};

const everyone = roles;
const superOnly: readonly Role[] = ['SUPERADMIN'];
const schoolsRoles: readonly Role[] = ['SUPERADMIN', 'COUNCIL_ADMIN', 'MULTI_SCHOOL_ADMIN'];

export const screens: Record<ScreenKey, Screen> = {
  home: {
    key: 'home',
    title: 'Home',
    // The tiles variant's; the dashboard variant's route gives its own (home-variants.ts).
    description: 'Your alerts and a shortcut to each of your screens.',
    path: '/members/home',
    roles: everyone,
  },
  account: {
    key: 'account',
    title: 'Account',
    description: 'Edit your admin and organisation details.',
    path: '/members/account',
    roles: everyone,
  },
  noticeboard: {
    key: 'noticeboard',
    title: 'Notice Board',
    description: 'Post notices and send free targeted alerts to parents.',
    path: '/members/noticeboard',
    roles: everyone,
  },
  travel_directory: {
    key: 'travel_directory',
    title: 'Travel Directory Editor',
    description: "Edit your school's travel directory.",
    path: '/members/travel_features',
    roles: ['SCHOOL_ADMIN', 'SUPERADMIN'],
    menuRoles: ['SCHOOL_ADMIN'],
  },
  school_integrations: {
    key: 'school_integrations',
    title: 'School Integrations',
    description: 'Link schools to the school-data provider and check its data.',
    path: '/members/school_integrations',
    roles: superOnly,
  },
  metrics: {
    key: 'metrics',
    title: 'Travel Plan Metrics | Summary',
    description: 'Automated travel-plan metrics for the selected schools and dates.',
    path: '/members/travel_planning',
    roles: everyone,
  },
  engagement: {
    key: 'engagement',
    title: 'Travel Plan Metrics | Engagement',
    description: 'How parents, staff and schools engage with the platform, month by month.',
    path: '/members/engagement',
    roles: superOnly,
  },
  maps: {
    key: 'maps',
    title: 'Travel Plan Maps',
    description: 'Travel modes, user base and parking locations on the map.',
    path: '/members/maps',
    roles: everyone,
  },
  heatmap: {
    key: 'heatmap',
    title: 'Journey(Heatmap) Maps',
    description: 'Tracked and simulated journeys as a heatmap.',
    path: '/members/heatmap',
    roles: superOnly,
  },
  schools: {
    key: 'schools',
    title: 'Schools',
    description: 'The schools on the platform.',
    path: '/members/schools',
    roles: [...schoolsRoles, 'ADMIN'],
    menuRoles: schoolsRoles,
  },
  councils: {
    key: 'councils',
    title: 'Councils',
    description: 'The councils (local authorities) on the platform.',
    path: '/members/councils',
    roles: superOnly,
  },
  signups: {
    key: 'signups',
    title: 'Sign-ups & Users',
    description: 'Parent, staff and pupil sign-ups.',
    path: '/members/signups',
    roles: everyone,
  },
  users: {
    key: 'users',
    title: 'Users',
    description: 'Staff, parents and pupils.',
    path: '/members/users',
    roles: everyone,
  },
  actions: {
    key: 'actions',
    title: 'Actions',
    description: 'Super-admin actions.',
    path: '/members/actions',
    roles: superOnly,
  },
  automations: {
    key: 'automations',
    title: 'Automations',
    description: 'Automated messages, rules and schedules.',
    path: '/members/automations',
    roles: superOnly,
  },
  step_actions: {
    key: 'step_actions',
    title: 'Step Actions',
    description: 'Step tools.',
    path: '/members/step_actions',
    roles: superOnly,
  },
  packages: {
    key: 'packages',
    title: 'Packages',
    description: 'Step packages.',
    path: '/members/packages',
    roles: superOnly,
  },
  admin_messages: {
    key: 'admin_messages',
    title: 'Inbox',
    description: 'Administration messages.',
    path: '/members/admin_messages',
    roles: everyone,
  },
  feedback: {
    key: 'feedback',
    title: 'Feedback',
    description: 'Feedback.',
    path: '/members/feedback',
    roles: superOnly,
  },
  surveys: {
    key: 'surveys',
    title: 'Surveys',
    description: 'Surveys.',
    path: '/members/surveys',
    roles: superOnly,
  },
};

/** Whether `role` may open the screen; a role that may not sees a "not available for your role" screen. */
export function canOpen(role: Role, key: ScreenKey): boolean {
  return screens[key].roles.includes(role);
}
