import { homeVariants, type ScreenKey } from '@stride/domain';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { metricsPanes } from '../features/metrics/metrics-panes';
import { PageLoading } from './PageLoading';
import { RootProviders } from './RootProviders';
import { RouteError } from './RouteError';

/** What a route tells the layout: which screen it is (title, roles) and an optional title and description of its own. */
export type ScreenHandle = { screen: ScreenKey; title?: string; description?: string };

/** A /members route that shows its screen's page header until its feature is built. */
const screenRoute = (path: string, screen: ScreenKey, title?: string): RouteObject => ({
  path,
  handle: { screen, title } satisfies ScreenHandle,
  lazy: async () => ({ Component: (await import('../features/screens/ScreenPage')).ScreenPage }),
});

/** A /members route whose page is built: the page's module loads when the route is first opened. */
const pageRoute = (
  path: string,
  screen: ScreenKey,
  load: () => Promise<ComponentType>,
  title?: string,
): RouteObject => ({
  path,
  handle: { screen, title } satisfies ScreenHandle,
  lazy: async () => ({ Component: await load() }),
});

const loadUsersPage = async () => (await import('../features/people/UsersPage')).UsersPage;
const loadMapsPage = async () => (await import('../features/maps/MapsPage')).MapsPage;
const loadOrganisationsPage = async () =>
  (await import('../features/organisations/OrganisationsPage')).OrganisationsPage;
const loadEmailTemplateEditPage = async () =>
  (await import('../features/automations/email-templates/EmailTemplateEditPage')).EmailTemplateEditPage;

/** A metrics pane: every pane is the metrics page, which shows the pane of its path. */
const metricsPaneRoute = ({ path, label, screen }: (typeof metricsPanes)[number]): RouteObject => ({
  path,
  handle: { screen, title: `Travel Plan Metrics | ${label}` } satisfies ScreenHandle,
  lazy: async () => ({ Component: (await import('../features/metrics/MetricsPage')).MetricsPage }),
});

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
              pageRoute('home', 'home', async () => (await import('../features/home/HomePage')).HomePage),
              {
                path: 'homev2',
                handle: { screen: 'home', description: homeVariants[1].description } satisfies ScreenHandle,
                lazy: async () => ({
                  Component: (await import('../features/home/HomeDashboardPage')).HomeDashboardPage,
                }),
              },
              pageRoute(
                'account',
                'account',
                async () => (await import('../features/account/AccountPage')).AccountPage,
              ),
              pageRoute(
                'noticeboard',
                'noticeboard',
                async () => (await import('../features/notices/NoticeBoardPage')).NoticeBoardPage,
              ),
              pageRoute(
                'noticeboard/edit/:new?',
                'noticeboard',
                async () => (await import('../features/notices/PostEditPage')).PostEditPage,
                'Edit message',
              ),
              pageRoute(
                'travel_features/:type?/:id?',
                'travel_directory',
                async () =>
                  (await import('../features/travel-directory/TravelDirectoryPage')).TravelDirectoryPage,
              ),
              pageRoute(
                'school_integrations',
                'school_integrations',
                async () =>
                  (await import('../features/integrations/SchoolIntegrationsPage')).SchoolIntegrationsPage,
              ),
              ...metricsPanes.map(metricsPaneRoute),
              pageRoute('maps', 'maps', loadMapsPage),
              pageRoute('maps/:category', 'maps', loadMapsPage),
              pageRoute(
                'heatmap',
                'heatmap',
                async () => (await import('../features/maps/HeatmapPage')).HeatmapPage,
              ),
              pageRoute('schools', 'schools', loadOrganisationsPage),
              pageRoute('organizations/:type', 'schools', loadOrganisationsPage),
              pageRoute(
                'organization/:org_id?',
                'schools',
                async () =>
                  (await import('../features/organisations/OrganisationEditPage')).OrganisationEditPage,
                'Organisation',
              ),
              pageRoute(
                'councils',
                'councils',
                async () => (await import('../features/organisations/CouncilsPage')).CouncilsPage,
              ),
              pageRoute(
                'council/:council_id?',
                'councils',
                async () => (await import('../features/organisations/CouncilEditPage')).CouncilEditPage,
                'Council',
              ),
              pageRoute(
                'signups',
                'signups',
                async () => (await import('../features/people/SignupsPage')).SignupsPage,
              ),
              {
                path: 'users',
                children: [
                  { index: true, element: <Navigate to="pupils" replace /> },
                  pageRoute('pupils', 'users', loadUsersPage),
                  pageRoute('parents', 'users', loadUsersPage),
                  pageRoute('staff', 'users', loadUsersPage),
                ],
              },
              pageRoute(
                'actions',
                'actions',
                async () => (await import('../features/actions/ActionsListPage')).ActionsListPage,
              ),
              pageRoute(
                'actions/verify_notices',
                'actions',
                async () => (await import('../features/notices/PendingNoticesPage')).PendingNoticesPage,
                'Verify notices',
              ),
              pageRoute(
                'actions/user_info',
                'actions',
                async () => (await import('../features/actions/UserInfoPage')).UserInfoPage,
                'User Info',
              ),
              pageRoute(
                'actions/send_admin_messages',
                'actions',
                async () => (await import('../features/admin-messages/AdminMessagesPage')).AdminMessagesPage,
                'Send admin messages',
              ),
              pageRoute(
                'actions/csv_snapshot',
                'actions',
                async () => (await import('../features/csv-snapshot/CsvSnapshotPage')).CsvSnapshotPage,
                'CSV Snapshot',
              ),
              pageRoute(
                'actions/:action',
                'actions',
                async () => (await import('../features/actions/ActionPage')).ActionPage,
              ),
              pageRoute(
                'automations',
                'automations',
                async () => (await import('../features/automations/AutomationsPage')).AutomationsPage,
              ),
              pageRoute(
                'automations/logs',
                'automations',
                async () => (await import('../features/automations/AutomationLogsPage')).AutomationLogsPage,
                'Automation logs',
              ),
              pageRoute(
                'automations/detailed_logs/:automation_id',
                'automations',
                async () => (await import('../features/automations/DetailedLogsPage')).DetailedLogsPage,
                'Detailed log',
              ),
              pageRoute(
                'automations/notice_templates',
                'automations',
                async () => (await import('../features/notices/NoticeTemplatesPage')).NoticeTemplatesPage,
                'Notice Templates',
              ),
              pageRoute(
                'automations/mailgun_templates',
                'automations',
                async () =>
                  (await import('../features/automations/email-templates/EmailTemplatesPage'))
                    .EmailTemplatesPage,
                'Email Templates',
              ),
              pageRoute(
                'automations/raw_mailgun_templates',
                'automations',
                async () =>
                  (await import('../features/automations/email-templates/RawMailgunTemplatesPage'))
                    .RawMailgunTemplatesPage,
                'Raw email templates',
              ),
              pageRoute(
                'automations/mailgun_templates/:id',
                'automations',
                loadEmailTemplateEditPage,
                'Email template',
              ),
              pageRoute(
                'edit-email-template/:id',
                'automations',
                loadEmailTemplateEditPage,
                'Email template',
              ),
              pageRoute(
                'automations/:id',
                'automations',
                async () => (await import('../features/automations/AutomationItemPage')).AutomationItemPage,
              ),
              pageRoute(
                'step_actions',
                'step_actions',
                async () => (await import('../features/step-tools/StepActionsPage')).StepActionsPage,
              ),
              screenRoute('packages', 'packages'),
              pageRoute(
                'admin_messages',
                'admin_messages',
                async () => (await import('../features/inbox/InboxPage')).InboxPage,
              ),
              pageRoute(
                'feedback',
                'feedback',
                async () => (await import('../features/feedback/FeedbackPage')).FeedbackPage,
              ),
              pageRoute(
                'surveys',
                'surveys',
                async () => (await import('../features/feedback/SurveysPage')).SurveysPage,
              ),
              {
                path: '*',
                handle: { screen: 'home', title: 'Page not found' } satisfies ScreenHandle,
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
