// notices: every module of this area that the package exports.
import type { EndpointArea } from '../contract/endpoint';
import { chatEndpoint, sendChatMessageEndpoint } from './chat';
import { saveCommentEndpoint, removeCommentEndpoint, likeCommentEndpoint } from './comments';
import {
  noticesEndpoint,
  viewNoticeEndpoint,
  noticeAudienceEndpoint,
  deleteNoticeEndpoint,
  likeNoticeEndpoint,
  hideNoticeEndpoint,
  pollAnswerEndpoint,
} from './notices';
import { pendingNoticesEndpoint, verifyNoticeEndpoint } from './pending-notices';
import { schoolGroupsEndpoint, saveGroupEndpoint, deleteGroupEndpoint } from './school-groups';
import { sendNotificationsEndpoint, viewNoticeTemplateEndpoint } from './send-notice';
import { sendNotificationsOnlyEndpoint } from './send-notifications-only';
export * from './notices';
export * from './comments';
export * from './send-notice';
export * from './pending-notices';
export * from './school-groups';
export * from './chat';

export * from './send-notifications-only';

/** This area's endpoints in the contract (docs/api/openapi.json, ADR 0124). */
export const noticeEndpoints: EndpointArea = {
  area: 'Notice board, posts, templates and groups',
  endpoints: [
    chatEndpoint,
    sendChatMessageEndpoint,
    saveCommentEndpoint,
    removeCommentEndpoint,
    likeCommentEndpoint,
    noticesEndpoint,
    viewNoticeEndpoint,
    noticeAudienceEndpoint,
    deleteNoticeEndpoint,
    likeNoticeEndpoint,
    hideNoticeEndpoint,
    pollAnswerEndpoint,
    pendingNoticesEndpoint,
    verifyNoticeEndpoint,
    schoolGroupsEndpoint,
    saveGroupEndpoint,
    deleteGroupEndpoint,
    sendNotificationsEndpoint,
    viewNoticeTemplateEndpoint,
    sendNotificationsOnlyEndpoint,
  ],
};
