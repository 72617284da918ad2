import type { HttpHandler } from 'msw';
import { accountHandlers } from '../account/account-handlers';
import { automationHandlers } from '../automations/automations-handlers';
import { councilHandlers } from '../organisations/councils-handlers';
import { dashboardHandlers } from '../metrics/metrics-handlers';
import { homeHandlers } from '../home/home-handlers';
import { inboxHandlers } from '../inbox/inbox-handlers';
import { mapHandlers } from '../maps/maps-handlers';
import { organisationHandlers } from '../organisations/organisations-handlers';
import { orgUserHandlers } from '../organisations/org-users-handlers';
import { uploadHandlers } from './uploads';
import { schoolStructureHandlers } from '../organisations/school-structure-handlers';
import { placesHandlers } from '../organisations/places-handlers';
import { sessionHandlers } from '../session/session-handlers';
import { peopleHandlers } from '../people/people-handlers';
import { parentsChildrenHandlers } from '../people/parents-children-handlers';
import { schoolCreationHandlers } from '../organisations/school-creation-handlers';
import { travelFeatureHandlers } from '../travel-directory/travel-features-handlers';
import { feedbackHandlers } from '../feedback/feedback-handlers';
import { integrationHandlers } from '../integrations/integrations-handlers';
import { noticeHandlers } from '../notices/notices-handlers';
import { noticeWriteHandlers } from '../notices/notice-writes-handlers';
import { noticeChatHandlers } from '../notices/notice-chat-handlers';
import { templateHandlers } from '../notices/templates-handlers';
import { mlHandlers } from '../ml/ml-handlers';
import { stepToolHandlers } from '../step-tools/step-tools-handlers';
import { adminMessageHandlers } from '../admin-messages/admin-messages-handlers';
import { csvSnapshotHandlers } from '../csv-snapshot/csv-snapshots-handlers';
import { actionHandlers } from '../actions/actions-handlers';
import { superAdminToolGuards } from '../session/super-admin-tools';

/** Every documented endpoint the demo backend answers. Later areas append their lists here. */
export const handlers: HttpHandler[] = [
  // First: the super admin's tooling refuses every other role in one place (the tooling spec's roles and permissions).
  ...superAdminToolGuards,
  ...sessionHandlers,
  ...organisationHandlers,
  ...councilHandlers,
  ...schoolStructureHandlers,
  ...placesHandlers,
  ...schoolCreationHandlers,
  ...orgUserHandlers,
  ...uploadHandlers,
  // Before the dashboard's: it answers the dashboard path's `signups` action and passes the others on.
  ...peopleHandlers,
  ...parentsChildrenHandlers,
  // Before the dashboard's: it answers the getMarkers action of the same path.
  ...mapHandlers,
  ...dashboardHandlers,
  ...homeHandlers,
  ...inboxHandlers,
  ...accountHandlers,
  ...travelFeatureHandlers,
  ...feedbackHandlers,
  ...integrationHandlers,
  ...automationHandlers,
  ...noticeHandlers,
  ...noticeWriteHandlers,
  ...noticeChatHandlers,
  ...templateHandlers,
  ...mlHandlers,
  ...stepToolHandlers,
  ...adminMessageHandlers,
  ...csvSnapshotHandlers,
  ...actionHandlers,
];
