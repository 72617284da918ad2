import { defaultFilterSelection, type FilterSelection } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import * as api from '../index';
import {
  automationTemplatesQuery,
  emailTemplatesQuery,
  templatesPath,
} from '../automations/automation-items';
import type { Query } from './query';

/** Every descriptor the package exports: by convention (checked below) `xxxQuery`, named `xxx`. */
type DescriptorName = Extract<keyof typeof api, `${string}Query`>;

const filter: FilterSelection = defaultFilterSelection;
const otherFilter: FilterSelection = { ...defaultFilterSelection, type: 'staff', schoolIds: [3] };
const noSearch = {
  first_name: null,
  last_name: null,
  email: null,
  user_id: null,
  student_first_name: null,
  student_last_name: null,
  student_id: null,
};

/**
 * Representative arguments of every descriptor: each argument list is one call. The type asks for an
 * entry per exported descriptor, and the test below asks for it again at run time.
 */
const calls: { [Name in DescriptorName]: Parameters<(typeof api)[Name]>[] } = {
  actionsHistoryQuery: [
    [{ school_id: null, category: null, user_id: 7, student_id: null }],
    [{ school_id: null, category: null, user_id: null, student_id: null, action: 'new_term' }],
  ],
  adminMessagesQuery: [[]],
  alertsQuery: [[]],
  allSchoolYearsQuery: [[]],
  automationJobsQuery: [[]],
  automationLogsQuery: [
    [null, 0],
    [4, 1],
  ],
  automationQuery: [[4]],
  automationScheduleQuery: [[4]],
  automationStatsQuery: [
    [4, '3m'],
    [4, '24h'],
  ],
  automationTemplatesQuery: [['email'], ['notice'], ['notices'], ['headers_footers']],
  automationsQuery: [[]],
  chatQuery: [[7]],
  councilQuery: [[1], ['1']],
  councilSchoolsQuery: [[1]],
  councilsQuery: [[]],
  csvListQuery: [[]],
  csvSnapshotsQuery: [[]],
  dashboardHomeQuery: [[]],
  defaultStudentYearsQuery: [[]],
  detailedLogsQuery: [[4, 0]],
  emailTemplatesQuery: [[], ['email'], ['headers_footers']],
  engagementQuery: [[filter], [otherFilter]],
  feedbackListQuery: [[]],
  filterOrganisationsQuery: [[]],
  geofencesQuery: [[filter], [otherFilter]],
  heatmapQuery: [
    [filter, [{ source: 'tracked', modes: ['CAR'], kind: 'normal' }]],
    [
      filter,
      [
        { source: 'simulated', modes: ['CAR', 'BUS'], kind: 'normal' },
        { source: 'simulated', modes: ['CAR', 'BUS'], kind: 'bg' },
      ],
    ],
  ],
  homeDataQuery: [[filter], [otherFilter]],
  increaseSignupsQuery: [[]],
  integrationSchoolsQuery: [[]],
  isTermsAgreedQuery: [[]],
  journeyDetailQuery: [[1], [2]],
  mailTemplateQuery: [[200]],
  markersQuery: [[filter], [otherFilter]],
  mlModelQuery: [[2]],
  mlModelsQuery: [[]],
  noticeAudienceQuery: [[9]],
  noticeTemplatesQuery: [[]],
  noticesQuery: [[{ schoolId: null, page: 0, filter: null }], [{ schoolId: 3, page: 1, filter: 'eco' }]],
  orgRelationshipsQuery: [[3]],
  orgUsersQuery: [[3]],
  organisationAddressesQuery: [[3]],
  organisationGroupsQuery: [['student_year', 3]],
  organisationQuery: [[3]],
  organisationSettingsQuery: [[]],
  organisationsByTypeQuery: [['school'], ['council']],
  parentOrStudentQuery: [[{ user_id: 7 }], [{ student_id: 7 }]],
  pendingNoticesQuery: [[]],
  personSearchQuery: [[noSearch], [{ ...noSearch, user_id: 7 }]],
  providerLogsQuery: [[]],
  providerStatsQuery: [[3]],
  rawMailgunTemplatesQuery: [[]],
  refreshAdminQuery: [[]],
  schoolAddressesQuery: [[3]],
  schoolCreationYearsQuery: [[3]],
  schoolGroupsQuery: [[]],
  schoolPeopleQuery: [['staff'], ['parents', [3]], ['pupils', [3, 'group_1']]],
  schoolYearLookupQuery: [[3]],
  schoolYearsQuery: [['SCHOOL_ADMIN'], ['SUPERADMIN', [3, 4]]],
  schoolsQuery: [[]],
  schoolsWithAddressQuery: [[]],
  sentAdminMessagesQuery: [[]],
  signupsQuery: [[filter], [otherFilter]],
  stepAccountsQuery: [[]],
  termsQuery: [[]],
  travelFeaturesQuery: [[{ type: 'school', id: 3 }], [{ type: 'council', id: 3 }]],
  unreadCountQuery: [[]],
  viewNoticeQuery: [[9]],
  viewNoticeTemplateQuery: [[9]],
};

type Made = { descriptor: string; key: readonly unknown[] };

/** A key as a cache compares it: by value, object fields in any order. */
const serialised = (key: readonly unknown[]) =>
  JSON.stringify(key, (_field, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );

/** Pairs of different descriptors that made the same key. */
function sharedKeys(made: readonly Made[]): string[] {
  const byKey = new Map<string, string>();
  const shared: string[] = [];
  for (const { descriptor, key } of made) {
    const text = serialised(key);
    const first = byKey.get(text);
    if (first === undefined) byKey.set(text, descriptor);
    else if (first !== descriptor) shared.push(`${first} and ${descriptor} both make ${text}`);
  }
  return shared;
}

const exported = Object.keys(api).filter((name) => name.endsWith('Query'));
const made: Made[] = Object.entries(calls).flatMap(([descriptor, argumentLists]) =>
  argumentLists.map((args) => ({
    descriptor,
    key: ((api as Record<string, unknown>)[descriptor] as (...args: unknown[]) => Query<unknown>)(...args)
      .key,
  })),
);

describe('query descriptors', () => {
  it('lists every exported descriptor, each with at least one call', () => {
    expect(exported.length).toBeGreaterThan(0);
    expect(Object.keys(calls).sort()).toEqual([...exported].sort());
    for (const argumentLists of Object.values(calls)) expect(argumentLists.length).toBeGreaterThan(0);
  });

  it('begins every key with the name of its descriptor', () => {
    for (const { descriptor, key } of made) expect(key[0]).toBe(descriptor.slice(0, -'Query'.length));
  });

  it('never gives two descriptors the same key', () => {
    expect(sharedKeys(made)).toEqual([]);
  });

  it('would notice two descriptors sharing a key', () => {
    const path = templatesPath('email');
    expect(
      sharedKeys([
        { descriptor: 'automationTemplatesQuery', key: [path] },
        { descriptor: 'emailTemplatesQuery', key: [path] },
      ]),
    ).toHaveLength(1);
  });

  it('keys the automation editor’s templates apart from the email templates list, on the same path', () => {
    const forAutomation = automationTemplatesQuery('email').key;
    const forList = emailTemplatesQuery('email').key;
    expect(forAutomation).not.toEqual(forList);
    expect(forAutomation).toContain(templatesPath('email'));
    expect(forList).toContain(templatesPath('email'));
  });
});
