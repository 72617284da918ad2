import { answerProblems, endpointAreas, type Endpoint } from '@stride/api/contract';
import {
  actionRequests,
  automationBodyOf,
  emptyAutomationForm,
  emptyDateOptions,
  emptyPostForm,
  formActionKeys,
  formActions,
  mlModelBodyOf,
  mlModelFormOf,
  postPayload,
  yearStructureRows,
  type ActionValue,
  type AutomationFormValues,
  type YearStructureLevel,
} from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, demoUserIds } from './data/demo-accounts';
import { demoDb } from './data/demo-db';
import { serveApi, type ApiServer } from './http-server';
import { noticeBoardOf } from './notices/notice-boards';
import { profileTablesOf } from './people/profile-tables';

/**
 * The contract (docs/api/openapi.json) holds for the reference API: every declared endpoint is called
 * over HTTP as the super admin, with ids from the seeded data, and its answer is checked against the
 * contract's schema for its status. Every test starts from the seeded data again.
 */
let api: ApiServer;
/** A token per demo admin, signed in once. */
const tokens = new Map<string, string>();
const superAdmin = 'super@demo.test';

type Call = {
  /** The concrete path, no leading slash. */
  path: string;
  query?: Record<string, string | number | readonly (string | number)[]>;
  body?: unknown;
  /** A multipart body: each field's text, or a file under `file`'s name. */
  form?: Record<string, string | Blob>;
  /** The demo admin who calls, where the super admin may not. @default the super admin */
  as?: string;
};

type Answer = { status: number; contentType?: string; body: unknown; path: string };

async function send(method: string, { path, query, body, form, as = superAdmin }: Call): Promise<Answer> {
  const bearer = tokens.get(as) ?? (await signIn(as));
  tokens.set(as, bearer);
  const url = new URL(path, api.url);
  for (const [name, value] of Object.entries(query ?? {}))
    if (Array.isArray(value)) for (const one of value) url.searchParams.append(`${name}[]`, String(one));
    else url.searchParams.set(name, String(value));
  let payload: BodyInit | undefined;
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${bearer}` };
  if (form) {
    const data = new FormData();
    for (const [name, value] of Object.entries(form))
      if (typeof value === 'string') data.append(name, value);
      else data.append(name, value, 'upload.png');
    payload = data;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(url, { method, headers, body: payload });
  const text = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? undefined,
    body: text.trim() === '' ? undefined : (JSON.parse(text) as unknown),
    path: url.pathname + url.search,
  };
}

async function signIn(email: string): Promise<string> {
  const answer = await fetch(new URL('api/admin/login', api.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  return ((await answer.json()) as { token: string }).token;
}

/** Ids the calls need, from the seeded data (the same after every reset). */
function seededIds() {
  const school = demoDb.schools[0]!;
  const notice = noticeBoardOf(school.id)[0]!;
  const parentCard = noticeBoardOf(school.id).find((card) => card.user_type === 6)!;
  const parent = demoDb.parents[0]!;
  const pupil = demoDb.pupils[0]!;
  const automation = demoDb.automations[0]!;
  const model = demoDb.mlModels.find((row) => row.stap_data_upload_id !== null)!;
  return {
    school: school.id,
    council: demoDb.councils[0]!.id,
    notice: notice.id,
    parentCard,
    parent,
    pupil,
    automation: automation.id!,
    model,
    adminMessage: demoDb.adminMessages.find((message) => message.recipient_id === demoUserIds.school)!.id,
    journey: profileTablesOf().userJourneys[0]!.id,
    feedback: demoDb.feedback[0]!.id,
    /** A post with comments. */
    commented: noticeBoardOf(school.id).find((card) => card.comments.length > 0)?.id ?? notice.id,
  };
}
type Ids = ReturnType<typeof seededIds>;

const travelOption = {
  section_id: 2,
  text: 'Bike shed by the main gate',
  link: 'https://a.uk',
  linkLabel: 'More info',
  staffOnly: 0,
  parentOnly: 0,
};

/** A new school as the organisation form sends it. */
const newSchool = {
  organization_type: 'SCHOOL',
  name: 'Orchard Lane Primary',
  school_type: 'INDEPENDENT',
  council_id: null,
  email: 'office@orchard.test',
  first_name: 'Olive',
  last_name: 'Orchard',
  phone: '02079460000',
  code: '',
  staff_code: '',
};

const filter = { school_ids: [], organization_address_id: null, type: 'all', term: null, range: null };
const image = () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

/** GET a path as the super admin and answer its body (for ids the seeded data does not name). */
const read = async <T>(path: string, as?: string): Promise<T> => (await send('GET', { path, as })).body as T;

/** The form an automation is saved, previewed or run with (automations' own test's). */
const automationForm: AutomationFormValues = {
  ...emptyAutomationForm,
  name: 'Walkers newsletter',
  user_type: 'parents',
  automation_type: 'manual',
  content_type: 'email',
  content_template_id: '200',
  repeating: 'once_month',
  when_to_launch: 'custom',
  date_options: { ...emptyDateOptions, months: [9, 10], days: ['last'], time: 'night' },
};

/** How each declared endpoint is called; `as` signs in as another demo admin where the super admin may not. */
const calls: Record<string, (ids: Ids) => Call | Promise<Call>> = {
  // Session, account, home, inbox
  login: () => ({ path: 'api/admin/login', body: { email: 'super@demo.test', password: demoPassword } }),
  refreshToken: () => ({ path: 'api/admin/refresh-token' }),
  refreshAdmin: () => ({ path: 'api/admin/administration/refreshAdmin' }),
  getIsTermsAgreed: () => ({ path: 'api/admin/administration/isTermsAgreed' }),
  getOrganisationSettings: () => ({ path: 'api/admin/organization/settings' }),
  saveOrganisationSettings: () => ({
    path: 'api/admin/organization/settings',
    body: { tc_agreed: true },
    as: 'school@demo.test',
  }),
  revokeSession: () => ({ path: 'api/admin/logout' }),
  updateAdminInfo: () => ({
    path: 'api/admin/administration/updateAdminInfo',
    as: 'school@demo.test',
    body: {
      logo_url: '',
      name: 'Camden Green School',
      email: 'school@demo.test',
      new_password: '',
      confirm_password: '',
      first_name: 'Sarah',
      last_name: 'Schoolwell',
      contacts: [],
    },
  }),
  getAlerts: () => ({ path: 'api/admin/alerts' }),
  hideAlert: () => ({ path: 'api/admin/alerts', body: { id: demoDb.alerts[0]!.id } }),
  getDashboardHome: () => ({ path: 'api/admin/dashboard/dashboardHome' }),
  getAdminMessages: () => ({ path: 'api/admin/administration/getAdminMessages', as: 'school@demo.test' }),
  getUnreadCount: () => ({ path: 'api/admin/administration/unreadAdminMessagesCount' }),
  markAdminMessageRead: (ids) => ({
    path: `api/admin/administration/setAdminMessageAsRead/${ids.adminMessage}`,
    as: 'school@demo.test',
  }),
  // Organisations and councils
  getAllSchoolYears: () => ({ path: 'api/admin/administration/allSchoolYears/' }),
  getCouncilSchools: (ids) => ({ path: `api/council-admin/council/${ids.council}/schools` }),
  getCouncil: (ids) => ({ path: `api/admin/councils/${ids.council}` }),
  getCouncils: () => ({ path: 'api/admin/councils' }),
  getDefaultStudentYears: () => ({ path: 'api/admin/organization/groups/defaultStudentYears' }),
  getFilterOrganisations: () => ({ path: 'api/admin/organization/orgs_groups_filtering' }),
  getOrgRelationships: (ids) => ({ path: `api/admin/organization/relationships/${ids.school}` }),
  saveOrgRelationships: (ids) => ({
    path: `api/admin/organization/relationships/${ids.school}`,
    body: { sub_orgs: true, multi_schools: false },
  }),
  getOrgUsers: (ids) => ({ path: `api/admin/organization/users/${ids.school}` }),
  saveOrgUser: (ids) => ({
    path: `api/admin/organization/users/${ids.school}`,
    body: {
      email: 'nia@hill.test',
      first_name: 'Nia',
      last_name: 'New',
      password: 'secret1',
      role_id: 7,
      organization_id: ids.school,
    },
  }),
  deleteOrgUser: async (ids) => {
    const { users } = await read<{ users: { id: number }[] }>(`api/admin/organization/users/${ids.school}`);
    return { path: `api/admin/organization/users/${ids.school}/${users[0]!.id}` };
  },
  getOrganisationAddresses: (ids) => ({ path: `api/admin/organization/addresses/${ids.school}` }),
  getOrganisationGroups: (ids) => ({ path: `api/admin/organization/groups/STUDENT_YEAR/${ids.school}` }),
  getOrganisation: (ids) => ({ path: `api/admin/organization/view/${ids.school}` }),
  getOrganisationsByType: () => ({ path: 'api/admin/organization/org_type/school' }),
  saveCouncil: () => ({
    path: 'api/admin/councils',
    body: {
      name: 'Royal Borough of Greenwich',
      first_name: 'Gina',
      last_name: 'Green',
      email: 'gina@greenwich.test',
      password: 'secret1',
      phone: '020 8854 8888',
      support_email: 'travel@greenwich.test',
      main_phone: '020 8921 4444',
    },
  }),
  saveOrganisationAddress: (ids) => ({
    path: 'api/admin/organization/addresses/store',
    body: { name: 'Annexe', postcode: 'NW5 2BB', organization_id: ids.school },
  }),
  saveOrganisation: () => ({ path: 'api/admin/organization/store', body: newSchool }),
  saveYearStructure: async (ids) => {
    const { groups } = await read<{ groups: YearStructureLevel[] }>(
      `api/admin/organization/groups/STUDENT_YEAR/${ids.school}`,
    );
    return {
      path: 'api/admin/organization/groups/storeStudentYears',
      body: { organization_id: ids.school, levels: yearStructureRows(groups, demoDb.schoolYears) },
    };
  },
  storeSchool: () => ({ path: 'api/admin/school-creation/store', body: newSchool }),
  getSchoolYearLookup: (ids) => ({ path: `api/admin/school-creation/${ids.school}/school-year-lookup` }),
  getSchoolCreationYears: (ids) => ({ path: `api/admin/school-creation/${ids.school}/get-school-years` }),
  getSchoolAddresses: (ids) => ({ path: `api/admin/school-creation/${ids.school}/get-school-addresses` }),
  saveSchoolYears: (ids) => ({
    path: `api/admin/school-creation/${ids.school}/saveSchoolYears`,
    body: { levels: [] },
  }),
  'getSchoolYears for SCHOOL_ADMIN': () => ({
    path: 'api/school-admin/school-years',
    as: 'school@demo.test',
  }),
  'getSchoolYears for COUNCIL_ADMIN MULTI_SCHOOL_ADMIN': () => ({
    path: 'api/council-admin/school-years',
    as: 'council@demo.test',
  }),
  'getSchoolYears for SUPERADMIN ADMIN': (ids) => ({
    path: 'api/admin/school-years',
    query: { schoolIds: [ids.school] },
  }),
  getSchoolsWithAddress: () => ({ path: 'api/admin/organization/orgs_with_address' }),
  getSchools: () => ({ path: 'api/admin/schools', query: { v2: 'yes' } }),
  getTerms: () => ({ path: 'api/admin/organization/terms' }),
  // Dashboard, maps, people
  getEngagement: () => ({ path: 'api/admin/dashboard/', body: { action: 'engagement', ...filter } }),
  getHomeData: () => ({ path: 'api/admin/dashboard/', body: { action: 'homeData', ...filter } }),
  getGeofences: () => ({ path: 'api/admin/dashboard/', body: { action: 'getGeofences', ...filter } }),
  getMarkers: () => ({
    path: 'api/admin/dashboard/',
    body: { action: 'getMarkers', ...filter, journeyMarkers: ['CAR', 'WALK'] },
  }),
  getSignups: () => ({ path: 'api/admin/dashboard/', body: { action: 'signups', ...filter } }),
  changeTravelMode: (ids) => ({
    path: 'api/admin/administration/changeTravelMode',
    body: { terms_archive_id: ids.journey, new_travel_mode: 'WALKING' },
  }),
  getHeatmapPoints: () => ({
    path: 'api/dashboard/heatmapData',
    body: {
      ...filter,
      travelModes: ['CAR'],
      accuracy: null,
      student_id: null,
      user_id: null,
      mode: 'normal',
    },
  }),
  getDefaultHeatmapPoints: () => ({
    path: 'api/dashboard/heatmapDefaultData',
    body: { ...filter, travelModes: ['CAR'], mode: 'normal' },
  }),
  getJourneyDetail: (ids) => ({
    path: 'api/admin/administration/studentJourney',
    body: { t_id: String(ids.journey) },
  }),
  getStudentJourney: (ids) => ({
    path: 'api/admin/administration/studentJourney',
    body: { t_id: String(ids.journey) },
  }),
  getStudentMarkers: (ids) => ({
    path: 'api/admin/administration/studentMarkers',
    body: { student_id: String(ids.pupil.id) },
  }),
  getActionsHistory: (ids) => ({
    path: 'api/admin/administration/actionsHistory',
    body: { school_id: ids.school, category: null, user_id: null, student_id: null },
  }),
  getParentOrStudent: (ids) => ({
    path: 'api/admin/actions/getParentOrStudent',
    body: { user_id: ids.parent.id },
  }),
  searchParentOrStudent: (ids) => ({
    path: 'api/admin/actions/getParentOrStudent',
    body: {
      first_name: null,
      last_name: null,
      email: ids.parent.email,
      user_id: null,
      student_first_name: null,
      student_last_name: null,
      student_id: null,
    },
  }),
  searchParentsChildren: (ids) => ({
    path: 'api/admin/actions/searchParentsChildren',
    body: { search: ids.parent.email },
  }),
  resetJourney: (ids) => ({ path: 'api/admin/actions/resetJourney', body: { journey_id: ids.journey } }),
  'runProfileAction newTerm': (ids) => ({
    path: 'api/admin/actions/newTerm',
    body: { user_id: ids.parent.id },
  }),
  'runProfileAction resetPassword': (ids) => ({
    path: 'api/admin/actions/resetPassword',
    body: { user_id: ids.parent.id },
  }),
  'runProfileAction deleteAction': (ids) => ({
    path: 'api/admin/actions/deleteAction',
    body: { student_id: ids.pupil.id },
  }),
  'runProfileAction removeUserFromSchool': (ids) => ({
    path: 'api/admin/actions/removeUserFromSchool',
    body: { user_id: ids.parent.id },
    as: 'school@demo.test',
  }),
  'runProfileAction removeStudentFromSchool': (ids) => ({
    path: 'api/admin/actions/removeStudentFromSchool',
    body: { student_id: ids.pupil.id },
    as: 'school@demo.test',
  }),
  'runProfileAction changeStudentYear': (ids) => ({
    path: 'api/admin/actions/changeStudentYear',
    body: { year: ids.pupil.current_year === 3 ? 4 : 3, student_id: ids.pupil.id },
  }),
  getSchoolStaff: (ids) => ({ path: 'api/admin/school/staff', query: { schoolIds: [ids.school] } }),
  getSchoolParents: (ids) => ({ path: 'api/admin/school/parents', query: { schoolIds: [ids.school] } }),
  getSchoolPupils: (ids) => ({ path: 'api/admin/school/students', query: { schoolIds: [ids.school] } }),
  getIncreaseSignups: () => ({ path: 'api/increaseSignups' }),
  // Notice board
  getNotices: (ids) => ({ path: 'api/admin/notification/all', query: { page: 0, school_id: ids.school } }),
  viewNotice: (ids) => ({ path: `api/admin/notification/viewNotice/${ids.notice}` }),
  getNoticeAudience: (ids) => ({ path: `api/admin/notification/audience/${ids.notice}` }),
  deleteNotice: (ids) => ({ path: `api/admin/notification/delete/${ids.notice}` }),
  likeNotice: (ids) => ({ path: 'api/admin/notification/likeNotice', body: { id: ids.notice } }),
  hideNotice: (ids) => ({ path: 'api/admin/notification/hideNotification', body: { id: ids.notice } }),
  answerPoll: (ids) => {
    const card = noticeBoardOf(ids.school).find((notice) => notice.poll !== null)!;
    return {
      path: 'api/admin/notification/pollAnswer',
      body: { poll_id: card.poll!.poll_id, answerIndex: 0, id: card.id, text: '' },
    };
  },
  saveComment: (ids) => ({
    path: 'api/admin/notification/comments/save',
    body: { comment: 'Well done', notice_id: ids.notice, noticeUserId: null },
  }),
  removeComment: async (ids) => {
    const { comments } = await read<{ comments: { id: number }[] }>(
      `api/admin/notification/viewNotice/${ids.commented}`,
    );
    return { path: `api/admin/users/comments/removeComment/${comments[0]!.id}` };
  },
  likeComment: async (ids) => {
    const { comments } = await read<{ comments: { id: number }[] }>(
      `api/admin/notification/viewNotice/${ids.commented}`,
    );
    return { path: 'api/admin/notification/likeComment', body: { comment_id: comments[0]!.id } };
  },
  getChat: (ids) => ({
    path: `api/admin/notification/chat/${ids.parentCard.user_id}`,
    as: 'school@demo.test',
  }),
  sendChatMessage: (ids) => ({
    path: 'api/admin/notification/chat/send',
    as: 'school@demo.test',
    body: { user_id: ids.parentCard.user_id, notice_id: ids.parentCard.id, message: 'Thanks for walking!' },
  }),
  getPendingNotices: () => ({ path: 'api/admin/notification/showPendingNotices' }),
  verifyNotice: async () => {
    const { notices } = await read<{ notices: { id: number }[] }>(
      'api/admin/notification/showPendingNotices',
    );
    return { path: `api/admin/notification/verifyNotice/${notices[0]!.id}/1` };
  },
  getSchoolGroups: () => ({ path: 'api/admin/administration/getSchoolGroups', as: 'multi@demo.test' }),
  saveGroup: () => ({
    path: 'api/admin/administration/saveGroup',
    as: 'multi@demo.test',
    body: { name: 'Walkers', description: 'Schools that walk' },
  }),
  deleteGroup: async () => {
    const { groups } = await read<{ groups: { id: number }[] }>(
      'api/admin/administration/getSchoolGroups',
      'multi@demo.test',
    );
    return {
      path: 'api/admin/administration/deleteGroup',
      as: 'multi@demo.test',
      body: { id: groups[0]!.id },
    };
  },
  sendNotice: () => ({
    path: 'api/admin/notification/sendNotifications',
    as: 'school@demo.test',
    query: { send: 1 },
    body: postPayload({ ...emptyPostForm, message: '<p>Walking Wednesday</p>' }),
  }),
  viewNoticeTemplate: () => ({
    path: `api/admin/notification/viewNoticeTemplate/${demoDb.noticeTemplates[0]!.id}`,
  }),
  sendNotificationsOnly: (ids) => ({ path: `api/admin/notification/sendNotificationsOnly/${ids.notice}` }),
  // Super-admin actions area: each action form's call as the form sends it (domain's actionRequests)
  ...Object.fromEntries(
    formActionKeys.map((action) => [
      `runAction ${action}`,
      (ids: Ids): Call => {
        const values = Object.fromEntries(
          formActions[action].fields.map(({ name, kind }) => [name, sampleValue(ids, name, kind)]),
        );
        const [request] = actionRequests(action, values);
        return { path: request!.path, body: request!.body };
      },
    ]),
  ),
  removeUsersSchools: (ids) => ({ path: `api/admin/actions/removeUsersSchools/${ids.school}` }),
  saveAdminMessage: (ids) => ({
    path: 'api/admin/actions/saveAdminMessage',
    body: { school_id: [ids.school], subject: 'Road closure', content: '<p>Park Road is closed.</p>' },
  }),
  getSentAdminMessages: () => ({ path: 'api/admin/actions/getAllAdminMessages' }),
  getCsvSnapshots: () => ({ path: 'api/admin/actions/csvSnapshots' }),
  generateCsvSnapshot: () => ({
    path: 'api/admin/actions/generateCsvSnapshot',
    body: { table_name: 'councils' },
  }),
  getCsvSnapshotFile: () => ({
    path: 'api/admin/actions/getCsvSnapshotFile',
    body: { csv_path: demoDb.csvSnapshots[0]!.csv_path },
  }),
  // Travel directory, feedback
  getTravelFeatures: (ids) => ({
    path: 'api/admin/travel_features',
    query: { type: 'school', type_id: ids.school },
  }),
  saveTravelFeature: (ids) => ({
    path: 'api/admin/travel_features',
    query: { type: 'school', type_id: ids.school },
    body: travelOption,
  }),
  saveTravelFeatureById: async (ids) => ({
    path: `api/admin/travel_features/${await ownTravelFeature(ids)}`,
    query: { type: 'school', type_id: ids.school },
    body: { ...travelOption, text: 'Moved shed' },
  }),
  deleteTravelFeature: async (ids) => ({
    path: `api/admin/travel_features/${await ownTravelFeature(ids)}`,
    query: { type: 'school', type_id: ids.school },
  }),
  getFeedbackList: () => ({ path: 'api/admin/feedback/feedbackList' }),
  changeFeedbackStatus: (ids) => ({
    path: 'api/admin/feedback/changeStatus',
    body: { id: ids.feedback, status: 'COMPLETED' },
  }),
  // Automations and templates
  deleteItem: (ids) => ({ path: `api/admin/automations/remove/automation/${ids.automation}` }),
  duplicateItem: (ids) => ({ path: `api/admin/automations/duplicate/automation/${ids.automation}` }),
  getAutomationTemplates: () => ({ path: 'api/admin/automations/templates/email' }),
  getEmailTemplates: () => ({ path: 'api/admin/automations/templates/headers_footers' }),
  getNoticeTemplates: () => ({ path: 'api/admin/automations/templates/notices' }),
  getAutomationJobs: () => ({ path: 'api/admin/automations/automationJobs' }),
  storeJob: (ids) => ({
    path: 'api/admin/automations/storeJob',
    body: { automation_id: ids.automation, from_date: '2026-12-01', organization_ids: [ids.school] },
  }),
  getAutomationLogs: () => ({ path: 'api/admin/automations/logs/all/0' }),
  getAutomationSchedule: (ids) => ({ path: `api/admin/automations/upcomingSchedule/${ids.automation}` }),
  getAutomationStats: (ids) => ({ path: `api/admin/automations/tagStats/${ids.automation}/3m` }),
  getAutomation: (ids) => ({ path: `api/admin/automations/id/${ids.automation}` }),
  getAutomations: () => ({ path: 'api/admin/automations' }),
  getDetailedLogs: (ids) => ({ path: `api/admin/automations/detailedLogs/${ids.automation}/0` }),
  executeAutomation: (ids) => ({
    path: 'api/admin/automations/executeManualAutomation',
    body: { ...automationBodyOf({ ...automationForm, organization_ids: [ids.school] }), limit_rows: 5 },
  }),
  getSingleMailTemplate: () => ({ path: 'api/admin/automations/getSingleMailTemplate/200' }),
  saveMailTemplate: () => ({
    path: 'api/admin/automations/saveMailTemplate',
    body: {
      title: 'Frost warning',
      subject: 'Icy paths today',
      description: '',
      template: { type: 'doc', content: [] },
      html: '<p>Careful, {{first_name}}</p>',
      variables: ['first_name'],
      user_type: 'parents_staff',
      global: true,
      type: 'template',
      header_id: null,
      footer_id: null,
    },
  }),
  previewAutomation: (ids) => ({
    path: 'api/admin/automations/previewData',
    body: { ...automationBodyOf({ ...automationForm, organization_ids: [ids.school] }), previewAll: true },
  }),
  getRawMailgunTemplates: () => ({ path: 'api/admin/automations/rawMailgunTemplates' }),
  sendAutomationTest: (ids) => ({
    path: 'api/admin/automations/sendTest',
    body: {
      ...automationBodyOf({ ...automationForm, organization_ids: [ids.school] }),
      test: true,
      testRecipient: 'me@demo.test',
    },
  }),
  saveAutomation: () => ({ path: 'api/admin/automations', body: automationBodyOf(automationForm) }),
  sendPreviewEmail: () => ({
    path: 'api/admin/automations/sendPreviewEmail',
    body: { id: 200, email: 'me@demo.test', name: 'Weekly tips' },
  }),
  updateAutomationStatus: (ids) => ({
    path: `api/admin/automations/updateField/${ids.automation}`,
    body: { field: 'status', id: ids.automation, value: 0 },
  }),
  // Machine-learning models
  applyModel: (ids) => ({
    path: 'api/admin/ml/applyModel',
    body: { stap_data_upload_id: ids.model.stap_data_upload_id, model_id: ids.model.id },
  }),
  deleteMlModel: (ids) => ({ path: `api/admin/ml/remove/${ids.model.id}` }),
  duplicateMlModel: (ids) => ({ path: `api/admin/ml/duplicate/${ids.model.id}` }),
  getMlModels: () => ({ path: 'api/admin/ml/list' }),
  getMlModel: (ids) => ({ path: `api/admin/ml/model/${ids.model.id}` }),
  previewMlData: (ids) => ({
    path: 'api/admin/ml/previewData',
    body: { ...mlModelBodyOf(mlModelFormOf(ids.model)), limit: 5 },
  }),
  previewMlPredict: (ids) => ({
    path: 'api/admin/ml/previewPredict',
    body: { stap_data_upload_id: ids.model.stap_data_upload_id, limit: 3, preview_models: [ids.model.id] },
  }),
  saveMlModel: (ids) => ({ path: 'api/admin/ml/store', body: mlModelBodyOf(mlModelFormOf(ids.model)) }),
  trainMl: (ids) => ({ path: `api/admin/ml/train/${ids.model.id}` }),
  trainMlModel: (ids) => ({
    path: 'api/admin/ml/trainMlModel',
    body: mlModelBodyOf(mlModelFormOf(ids.model)),
  }),
  uploadSurveyCsv: () => ({
    path: 'api/admin/ml/uploadCSV',
    form: { csv_file: new Blob(['a,b\n1,2\n'], { type: 'text/csv' }), name: 'Survey', overwrite_cache: '0' },
  }),
  // Step tools
  getStepAccounts: () => ({ path: 'api/admin/step_datamodel/step_accounts' }),
  submitStepAccount: () => ({
    path: 'api/admin/step_datamodel/account',
    body: {
      id: null,
      email: 'new@council.test',
      first_name: 'Nia',
      entity_type: 'COUNCIL',
      domain_ids: '881',
      password: 'secret',
    },
  }),
  deleteStepAccount: async () => {
    const { accounts } = await read<{ accounts: { id: number }[] }>('api/admin/step_datamodel/step_accounts');
    return { path: `api/admin/step_datamodel/account/${accounts[0]!.id}` };
  },
  getPresignedUploadUrl: () => ({
    path: 'api/admin/step_datamodel/getPresignedUploadUrl',
    body: { name: 'Model', fileName: 'model.csv', contentType: 'text/csv', section: 'step_datamodel' },
  }),
  stepAction: () => ({
    path: 'api/admin/step_datamodel/step_action',
    body: { action: 'clear_cache', council_id: 881 },
  }),
  getCsvList: () => ({ path: 'api/admin/step_datamodel/get_csv_list' }),
  // School integrations
  getProviderLogs: () => ({ path: 'api/admin/mis_integration/getMiLogs' }),
  getProviderStats: () => ({
    path: `api/admin/mis_integration/loadWondeStats/${demoDb.integrations[0]!.organization_id}`,
  }),
  addTestUser: (ids) => ({
    path: 'api/admin/mis_integration/addTestUserToWonde',
    body: {
      title: 'Ms',
      type: 'both',
      first_name: 'Tess',
      last_name: 'Test',
      organization_id: ids.school,
      email: 'tess@test.uk',
    },
  }),
  checkProviderEmail: () => ({
    path: 'api/admin/mis_integration/checkMiEmail',
    body: { email: linkedParent().email, school_id: null },
  }),
  excludeProviderUser: async () => {
    const found = await send('POST', {
      path: 'api/admin/mis_integration/checkMiEmail',
      body: { email: linkedParent().email, school_id: null },
    });
    const { users } = found.body as { users: { wonde_user_id: string }[] };
    return {
      path: 'api/admin/mis_integration/excludeWondeUser',
      body: { wonde_user_id: users[0]!.wonde_user_id },
    };
  },
  getIntegrationSchools: () => ({ path: 'api/admin/mis_integration/listSchools' }),
  addIntegrationSchool: () => {
    const school = demoDb.schools.find(
      (row) => !demoDb.integrations.some((link) => link.organization_id === row.id),
    )!;
    return {
      path: 'api/admin/mis_integration/integrationAddSchoolToken',
      body: {
        name: school.name,
        organization_id: school.id,
        provider_school_id: 'A99',
        token: 'tok',
        notes: '',
      },
    };
  },
  syncIntegrationSchool: () => ({
    path: `api/admin/mis_integration/syncSchoolData/${demoDb.integrations[0]!.organization_id}`,
  }),
  // File upload
  uploadFile: () => ({ path: 'api/uploadFile', query: { public: 'true' }, form: { file: image() } }),
};

/** A value an action form's field takes, from the seeded data. */
function sampleValue(ids: Ids, name: string, kind: string): ActionValue {
  if (kind === 'schools') return [ids.school];
  if (kind === 'school') return String(name === 'new_school_id' ? demoDb.schools[1]!.id : ids.school);
  if (kind === 'switch') return false;
  if (kind === 'year') return name === 'new_year' ? '4' : '3';
  if (kind === 'mode') return 'WALKING';
  const numbers: Record<string, number> = {
    user_id: ids.parent.id,
    notice_id: ids.notice,
    journey_id: ids.journey,
    stap_data_upload_id: ids.model.stap_data_upload_id ?? 1,
  };
  return name in numbers ? String(numbers[name]) : 'A99';
}

/** The parent of a school linked to the MIS provider. */
const linkedParent = () =>
  demoDb.parents.find((row) => row.school_ids.includes(demoDb.integrations[0]!.organization_id))!;

/** The school's own travel directory entry (added first). */
async function ownTravelFeature(ids: Ids): Promise<number> {
  await send('POST', {
    path: 'api/admin/travel_features',
    query: { type: 'school', type_id: ids.school },
    body: travelOption,
  });
  const answer = await read<{ data: { blocks: { id: number; my_item?: boolean; text?: string }[] }[] }>(
    `api/admin/travel_features?type=school&type_id=${ids.school}`,
  );
  return answer.data.flatMap((category) => category.blocks).find((block) => block.text === travelOption.text)!
    .id;
}

/** The calls after which the seeded data is restored: they delete, remove, move or retire what others name. */
const movesSeededData =
  /delete|remove|disable|reset|move|change|newTerm|new_term|train|updateAdminInfo|hide|OrgUser/i;

const declarations: Endpoint[] = endpointAreas.flatMap(({ endpoints }) => endpoints);

describe('the reference API answers as the contract says', () => {
  let ids: Ids;
  beforeAll(async () => {
    api = await serveApi();
    ids = seededIds();
  });
  afterAll(() => api.close());

  it('has a call for every declared endpoint', () => {
    expect(Object.keys(calls).sort()).toEqual(declarations.map(({ name }) => name).sort());
  });

  it.each(declarations.filter(({ name }) => name in calls))('$method $path ($name)', async (declaration) => {
    const call = await calls[declaration.name]!(ids);
    // Logging out revokes the token: the next test signs in again.
    if (declaration.name === 'revokeSession') tokens.delete(call.as ?? superAdmin);
    const answer = await send(declaration.method, call);
    if (declaration.name === 'revokeSession') tokens.delete(call.as ?? superAdmin);
    // A call that removes or moves what later calls name: the seeded data again (about 0.2 s each, so
    // only after these; adding and saving leaves the seeded ids in place).
    if (declaration.method !== 'GET' && movesSeededData.test(declaration.name)) api.reset();
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    expect(answerProblems({ method: declaration.method, ...answer })).toEqual([]);
  });
});
