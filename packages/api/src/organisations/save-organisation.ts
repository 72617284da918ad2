import type { OrganisationFormOutput, SchoolType } from '@stride/domain';
import type { ApiClient } from '../client/create-api-client';
import { savedIdAnswerSchema, type SavedIdAnswer } from './saved-id';
import { family, mutation } from '../query/mutation';
import { organisationsByTypeQuery } from './organisations-by-type';
import { endpoint } from '../contract/endpoint';

/** POST api/admin/organization/store. */
export const saveOrganisationPath = 'api/admin/organization/store';

/** Body: the organisation form (docs/product/organisations.md) as a school; an edit adds the organisation's `id` (ADR 0051). */
export type SaveOrganisationBody = {
  id?: number;
  organization_type: 'SCHOOL';
  name: string;
  school_type: SchoolType;
  council_id: number | null;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  code: string;
  staff_code: string;
};

/** Creates an organisation or, with `id`, updates one. */
export function saveOrganisation(client: ApiClient, body: SaveOrganisationBody): Promise<SavedIdAnswer> {
  return client.request({ method: 'POST', path: saveOrganisationPath, body, schema: savedIdAnswerSchema });
}

/** The body for the checked form values. */
export function saveOrganisationBodyOf(values: OrganisationFormOutput, id?: number): SaveOrganisationBody {
  const body: SaveOrganisationBody = {
    ...values,
    organization_type: 'SCHOOL',
    council_id: values.council_id === '' ? null : Number(values.council_id),
  };
  return id === undefined ? body : { ...body, id };
}

/** Saving an organisation: the schools list and the organisation itself are read again. */
export const saveOrganisationMutation = (body: SaveOrganisationBody) =>
  mutation('saveOrganisation', (client) => saveOrganisation(client, body), {
    refreshes: [organisationsByTypeQuery('school'), family('organisation')],
  });

export const saveOrganisationEndpoint = /* @__PURE__ */ endpoint({
  name: 'saveOrganisation',
  method: 'POST',
  path: saveOrganisationPath,
  summary: 'Saves a school; answers its id',
  answer: savedIdAnswerSchema,
});
