import { defaultFilterSelection } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import * as api from '../index';
import { family, mutation, setQueryData, type Mutation } from './mutation';

/** Every mutation descriptor the package exports: by convention (checked below) `xxxMutation`, named `xxx`. */
type MutationName = Extract<keyof typeof api, `${string}Mutation`>;

/** An argument whose shape the descriptor's reads do not depend on. */
const any = {} as never;
const file = new File(['a'], 'a.csv');

/**
 * Representative arguments of every mutation descriptor, one list per call. The type asks for an entry
 * per exported descriptor, and the test below asks for it again at run time.
 */
const calls: { [Name in MutationName]: Parameters<(typeof api)[Name]>[] } = {
  addIntegrationSchoolMutation: [[any]],
  agreeToTermsMutation: [[]],
  answerPollMutation: [[any]],
  applyModelMutation: [[{ stap_data_upload_id: 1, model_id: 2 }]],
  changeFeedbackStatusMutation: [[3, any]],
  changeTravelModeMutation: [[api.markersQuery(defaultFilterSelection), 4, 'CAR']],
  deleteAutomationMutation: [[4]],
  deleteGroupMutation: [[4]],
  deleteMailTemplateMutation: [[4]],
  deleteMlModelMutation: [[4]],
  deleteNoticeMutation: [[4]],
  deleteNoticeTemplateMutation: [[4]],
  deleteOrgUserMutation: [[3, 4]],
  deleteStepAccountMutation: [[4]],
  deleteTravelFeatureMutation: [[{ type: 'school', id: 3 }, 4]],
  duplicateAutomationMutation: [[4]],
  duplicateMailTemplateMutation: [[4]],
  duplicateMlModelMutation: [[4]],
  executeAutomationMutation: [[any]],
  generateCsvSnapshotMutation: [['users']],
  hideAlertMutation: [[4]],
  hideNoticeMutation: [[4]],
  likeCommentMutation: [[4]],
  likeNoticeMutation: [[4]],
  markAdminMessageReadMutation: [[4]],
  removeCommentMutation: [[4]],
  runActionMutation: [[any, any]],
  runProfileActionMutation: [
    ['delete_user', any],
    ['new_term', any],
  ],
  saveAdminMessageMutation: [[any]],
  saveAutomationMutation: [[any]],
  saveCommentMutation: [[any]],
  saveCouncilMutation: [[any]],
  saveGroupMutation: [[any]],
  saveMailTemplateMutation: [[any]],
  saveMlModelMutation: [[any]],
  saveOrgRelationshipsMutation: [[3, any]],
  saveOrgUserMutation: [[{ organization_id: 3 } as never]],
  saveOrganisationAddressMutation: [[3, any]],
  saveOrganisationMutation: [[any]],
  saveSchoolYearsMutation: [[3, []]],
  saveTravelFeatureMutation: [[{ type: 'council', id: 3 }, any]],
  sendChatMessageMutation: [[{ user_id: 7 } as never]],
  sendNoticeMutation: [[any]],
  storeJobMutation: [[any]],
  storeSchoolMutation: [[any]],
  submitStepAccountMutation: [[any]],
  syncIntegrationSchoolMutation: [[3]],
  trainMlMutation: [[4]],
  updateAdminInfoMutation: [[any]],
  updateAutomationStatusMutation: [[4, true]],
  uploadImageMutation: [
    [{ owner: 'council_id', id: 3, field: 'council_logo' }, file, 'a.png'],
    [{ owner: 'organization_id', id: 3, field: 'front_image' }, file, 'a.png'],
  ],
  uploadStepCsvMutation: [[{ name: 'a', file, contentType: 'text/csv' }]],
  uploadSurveyCsvMutation: [[{ name: 'a', file, fileName: 'a.csv', overwriteCache: false }]],
  verifyNoticeMutation: [[4, any]],
};

/** The names of the query descriptors: `xxxQuery` is named `xxx`. */
const queryNames = new Set(
  Object.keys(api)
    .filter((name) => name.endsWith('Query'))
    .map((name) => name.slice(0, -'Query'.length)),
);

/** What a descriptor changes that is no query's name. */
function unknownNames<R>(write: Mutation<R>): string[] {
  const changed = [
    ...write.refreshes.map((read) => ('family' in read ? read.family : read.key[0])),
    ...[...write.optimistic, ...write.updates(undefined as R)].map((update) => update.key[0]),
  ];
  return changed.filter((name) => !queryNames.has(name));
}

const exported = Object.keys(api).filter((name) => name.endsWith('Mutation'));
const made = Object.entries(calls).flatMap(([descriptor, argumentLists]) =>
  argumentLists.map((args) => ({
    descriptor,
    write: ((api as Record<string, unknown>)[descriptor] as (...args: unknown[]) => Mutation<unknown>)(
      ...args,
    ),
  })),
);

describe('mutation descriptors', () => {
  it('lists every exported descriptor, each with at least one call', () => {
    expect(exported.length).toBeGreaterThan(0);
    expect(Object.keys(calls).sort()).toEqual([...exported].sort());
    for (const argumentLists of Object.values(calls)) expect(argumentLists.length).toBeGreaterThan(0);
  });

  it('names every descriptor after its export', () => {
    for (const { descriptor, write } of made)
      expect(write.name).toBe(descriptor.slice(0, -'Mutation'.length));
  });

  it('changes only reads that exist: every refreshed, family or updated name is a query’s', () => {
    for (const { descriptor, write } of made)
      expect({ descriptor, unknown: unknownNames(write) }).toEqual({
        descriptor,
        unknown: [],
      });
  });

  it('changes something: every write refreshes or updates a read', () => {
    for (const { descriptor, write } of made)
      expect({
        descriptor,
        changes: write.refreshes.length + write.optimistic.length + write.updates(undefined).length,
      }).not.toEqual({ descriptor, changes: 0 });
  });

  it('would notice a family or a read that is no query', () => {
    const alerts = api.alertsQuery();
    const wrong = mutation('wrong', async () => undefined, {
      refreshes: [family('alert'), { ...alerts, key: ['alertz'] }],
      optimistic: [setQueryData(alerts, (current) => current)],
    });
    expect(unknownNames(wrong)).toEqual(['alert', 'alertz']);
  });
});
