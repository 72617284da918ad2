import {
  travelFeatureCategorySchema,
  type TravelDirectoryOwner,
  type TravelFeatureSave,
} from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { mutation } from '../query/mutation';
import { endpoint, pathTemplate } from '../contract/endpoint';

/** GET, POST and DELETE api/admin/travel_features, with an optional {id} (docs/endpoints.md). */
export const travelFeaturesPath = 'api/admin/travel_features';
export const travelFeaturePath = (id: number | string) =>
  `${travelFeaturesPath}/${encodeURIComponent(String(id))}`;

/** Every call names whose directory it is: `type=school|council&type_id=`. */
/** The owner every travel directory call names in its query string. */
const ownerQuerySchema = z.object({ type: z.enum(['school', 'council']), type_id: z.string() });
const ownerQuery = (owner: TravelDirectoryOwner): z.input<typeof ownerQuerySchema> => ({
  type: owner.type,
  type_id: String(owner.id),
});

const namedOrganisation = z.object({ id: z.number(), name: z.string() });

/**
 * Answer of the GET (docs/endpoints.md: data, schools and councils): the categories with their blocks, and
 * the schools and councils the caller may edit, by id and name (ADR 0060).
 */
const travelFeaturesAnswerSchema = z.object({
  data: z.array(travelFeatureCategorySchema),
  schools: z.array(namedOrganisation),
  councils: z.array(namedOrganisation),
});
export type TravelFeaturesAnswer = z.output<typeof travelFeaturesAnswerSchema>;
export type TravelFeaturesAnswerBody = z.input<typeof travelFeaturesAnswerSchema>;

/** The travel directory of a school or a council, as its admins see it. */
export function getTravelFeatures(
  client: ApiClient,
  owner: TravelDirectoryOwner,
): Promise<TravelFeaturesAnswer> {
  return client.request({
    path: travelFeaturesPath,
    query: ownerQuery(owner),
    schema: travelFeaturesAnswerSchema,
  });
}

/** Query descriptor of `getTravelFeatures`. */
export const travelFeaturesQuery = (owner: TravelDirectoryOwner) =>
  query('travelFeatures', [travelFeaturesPath, owner.type, owner.id], (client) =>
    getTravelFeatures(client, owner),
  );

/** Answer of a save or delete: `{ success }`; the page reloads the directory afterwards (ADR 0060). */
const travelFeatureWriteAnswerSchema = z.object({ success: z.boolean() });

/** Adds an option to the directory, or changes one of its own (`save.id`). */
export function saveTravelFeature(client: ApiClient, owner: TravelDirectoryOwner, save: TravelFeatureSave) {
  return client.request({
    method: 'POST',
    path: save.id === undefined ? travelFeaturesPath : travelFeaturePath(save.id),
    query: ownerQuery(owner),
    body: save,
    schema: travelFeatureWriteAnswerSchema,
  });
}

/** Removes one of the directory's own options. */
export function deleteTravelFeature(client: ApiClient, owner: TravelDirectoryOwner, id: number) {
  return client.request({
    method: 'DELETE',
    path: travelFeaturePath(id),
    query: ownerQuery(owner),
    schema: travelFeatureWriteAnswerSchema,
  });
}

/** Saving an option of the directory: the directory is read again. */
export const saveTravelFeatureMutation = (owner: TravelDirectoryOwner, save: TravelFeatureSave) =>
  mutation('saveTravelFeature', (client) => saveTravelFeature(client, owner, save), {
    refreshes: [travelFeaturesQuery(owner)],
  });

/** Deleting a block of the directory: the directory is read again. */
export const deleteTravelFeatureMutation = (owner: TravelDirectoryOwner, id: number) =>
  mutation('deleteTravelFeature', (client) => deleteTravelFeature(client, owner, id), {
    refreshes: [travelFeaturesQuery(owner)],
  });

export const travelFeaturesEndpoint = /* @__PURE__ */ endpoint({
  name: 'getTravelFeatures',
  method: 'GET',
  path: travelFeaturesPath,
  summary: "A school's or council's travel directory, by category",
  query: ownerQuerySchema,
  answer: travelFeaturesAnswerSchema,
});

export const createTravelFeatureEndpoint = /* @__PURE__ */ endpoint({
  name: 'saveTravelFeature',
  method: 'POST',
  path: travelFeaturesPath,
  summary: 'Adds a travel directory entry',
  query: ownerQuerySchema,
  answer: travelFeatureWriteAnswerSchema,
});

export const updateTravelFeatureEndpoint = /* @__PURE__ */ endpoint({
  name: 'saveTravelFeatureById',
  method: 'POST',
  path: /* @__PURE__ */ pathTemplate(travelFeaturePath, 'id'),
  summary: 'Saves a travel directory entry',
  query: ownerQuerySchema,
  answer: travelFeatureWriteAnswerSchema,
});

export const deleteTravelFeatureEndpoint = /* @__PURE__ */ endpoint({
  name: 'deleteTravelFeature',
  method: 'DELETE',
  path: /* @__PURE__ */ pathTemplate(travelFeaturePath, 'id'),
  summary: 'Deletes a travel directory entry',
  query: ownerQuerySchema,
  answer: travelFeatureWriteAnswerSchema,
});
