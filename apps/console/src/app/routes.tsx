import { screenRoutes, type PageId, type ScreenKey } from '@stride/domain';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { PageLoading } from './PageLoading';
import { RootProviders } from './RootProviders';
import { RouteError } from './RouteError';

/** The header of an address that is no page of the console. */
export const pageNotFound = {
  title: 'Page not found',
  description: 'This address is not a page of the console.',
} as const;

/**
 * What a route tells the layout: which screen it is (title, roles, menu item) and an optional title and
 * description of its own; `screen: null` is a page of no screen (Page not found): its own header, no
 * menu item lit, open to every role.
 */
export type ScreenHandle =
  | { screen: ScreenKey; title?: string; description?: string }
  | { screen: null; title: string; description: string };

/**
 * The page of each page id that a screen's route loads (packages/domain/src/access/screens.ts): the
 * page's module loads when one of its routes is first opened, so each page is its own chunk.
 */
const pages: Record<PageId, () => Promise<ComponentType>> = {
  home: async () => (await import('../features/home/HomePage')).HomePage,
  'home-dashboard': async () => (await import('../features/home/HomeDashboardPage')).HomeDashboardPage,
  'notice-board': async () => (await import('../features/notices/NoticeBoardPage')).NoticeBoardPage,
  'post-edit': async () => (await import('../features/notices/PostEditPage')).PostEditPage,
  'travel-directory': async () =>
    (await import('../features/travel-directory/TravelDirectoryPage')).TravelDirectoryPage,
  metrics: async () => (await import('../features/metrics/MetricsPage')).MetricsPage,
  maps: async () => (await import('../features/maps/MapsPage')).MapsPage,
  signups: async () => (await import('../features/people/SignupsPage')).SignupsPage,
  users: async () => (await import('../features/people/UsersPage')).UsersPage,
  councils: async () => (await import('../features/organisations/CouncilsPage')).CouncilsPage,
  'council-edit': async () => (await import('../features/organisations/CouncilEditPage')).CouncilEditPage,
  organisations: async () => (await import('../features/organisations/OrganisationsPage')).OrganisationsPage,
  'organisation-edit': async () =>
    (await import('../features/organisations/OrganisationEditPage')).OrganisationEditPage,
  heatmap: async () => (await import('../features/maps/HeatmapPage')).HeatmapPage,
  feedback: async () => (await import('../features/feedback/FeedbackPage')).FeedbackPage,
  surveys: async () => (await import('../features/feedback/SurveysPage')).SurveysPage,
  actions: async () => (await import('../features/actions/ActionsListPage')).ActionsListPage,
  'pending-notices': async () => (await import('../features/notices/PendingNoticesPage')).PendingNoticesPage,
  'user-info': async () => (await import('../features/actions/UserInfoPage')).UserInfoPage,
  'admin-messages': async () =>
    (await import('../features/admin-messages/AdminMessagesPage')).AdminMessagesPage,
  'csv-snapshot': async () => (await import('../features/csv-snapshot/CsvSnapshotPage')).CsvSnapshotPage,
  action: async () => (await import('../features/actions/ActionPage')).ActionPage,
  'school-integrations': async () =>
    (await import('../features/integrations/SchoolIntegrationsPage')).SchoolIntegrationsPage,
  automations: async () => (await import('../features/automations/AutomationsPage')).AutomationsPage,
  'automation-logs': async () =>
    (await import('../features/automations/AutomationLogsPage')).AutomationLogsPage,
  'detailed-logs': async () => (await import('../features/automations/DetailedLogsPage')).DetailedLogsPage,
  'notice-templates': async () =>
    (await import('../features/notices/NoticeTemplatesPage')).NoticeTemplatesPage,
  'email-templates': async () =>
    (await import('../features/automations/email-templates/EmailTemplatesPage')).EmailTemplatesPage,
  'raw-email-templates': async () =>
    (await import('../features/automations/email-templates/RawMailgunTemplatesPage')).RawMailgunTemplatesPage,
  'email-template-edit': async () =>
    (await import('../features/automations/email-templates/EmailTemplateEditPage')).EmailTemplateEditPage,
  // The same page as the list: the list stays mounted while a record opens and closes over it.
  'automation-item': async () => (await import('../features/automations/AutomationsPage')).AutomationsPage,
  'step-actions': async () => (await import('../features/step-tools/StepActionsPage')).StepActionsPage,
  packages: async () => (await import('../features/step-tools/PackagesPage')).PackagesPage,
  inbox: async () => (await import('../features/inbox/InboxPage')).InboxPage,
  account: async () => (await import('../features/account/AccountPage')).AccountPage,
};

/** Every declared route of every screen, under /members. */
const declaredRoutes: RouteObject[] = screenRoutes().map(({ screen, route }) => ({
  path: route.path,
  handle: { screen, title: route.title, description: route.description } satisfies ScreenHandle,
  lazy: async () => ({ Component: await pages[route.page]() }),
}));

/** Every route of the product (docs/product/README.md, by area), in history mode. Everything but Login and Logout lives under /members. */
export const routes: RouteObject[] = [
  {
    element: <RootProviders />,
    // Shown while the first lazy screen of a visit loads.
    HydrateFallback: PageLoading,
    // A page that stops working shows the console's own error page, never the router's.
    errorElement: <RouteError />,
    children: [
      {
        path: '/',
        lazy: async () => ({ Component: (await import('../features/session/LoginPage')).LoginPage }),
      },
      {
        path: '/logout',
        lazy: async () => ({ Component: (await import('../features/session/LogoutRoute')).LogoutRoute }),
      },
      {
        path: '/members',
        lazy: async () => ({ Component: (await import('../features/layout/MembersLayout')).MembersLayout }),
        children: [
          {
            // A page that stops working shows the error page inside the layout: the menu stays.
            errorElement: <RouteError />,
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('../features/home/RoleHome')).RoleHome }),
              },
              ...declaredRoutes,
              // /members/users opens the pupils.
              { path: 'users', children: [{ index: true, element: <Navigate to="pupils" replace /> }] },
              {
                path: '*',
                handle: { screen: null, ...pageNotFound } satisfies ScreenHandle,
                lazy: async () => ({
                  Component: (await import('../features/screens/UnknownPage')).UnknownPage,
                }),
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
