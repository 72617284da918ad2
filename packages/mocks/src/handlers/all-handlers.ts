import type { HttpHandler } from 'msw';
import { accountHandlers } from './account';
import { automationHandlers } from './automations';
import { councilHandlers } from './councils';
import { dashboardHandlers } from './dashboard';
import { homeHandlers } from './home';
import { inboxHandlers } from './inbox';
import { mapHandlers } from './maps';
import { organisationHandlers } from './organisations';
import { orgUserHandlers } from './org-users';
import { uploadHandlers } from './uploads';
import { schoolStructureHandlers } from './school-structure';
import { sessionHandlers } from './session';
import { peopleHandlers } from './people';
import { travelFeatureHandlers } from './travel-features';
import { feedbackHandlers } from './feedback';
import { integrationHandlers } from './integrations';
import { noticeHandlers } from './notices';
import { noticeWriteHandlers } from './notice-writes';
import { noticeChatHandlers } from './notice-chat';
import { templateHandlers } from './templates';
import { mlHandlers } from './ml';
import { stepToolHandlers } from './step-tools';
import { adminMessageHandlers } from './admin-messages';
import { csvSnapshotHandlers } from './csv-snapshots';
import { actionHandlers } from './actions';

/** Every documented endpoint the demo backend answers. Later areas append their lists here. */
export const handlers: HttpHandler[] = [
  ...sessionHandlers,
  ...organisationHandlers,
  ...councilHandlers,
  ...schoolStructureHandlers,
  ...orgUserHandlers,
  ...uploadHandlers,
  // Before the dashboard's: it answers the dashboard path's `signups` action and passes the others on.
  ...peopleHandlers,
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
