import { filterPayload, type FilterSelection, type HeatmapMode, type HeatmapSource } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

export const heatmapDataPath = 'api/dashboard/heatmapData';
export const heatmapDefaultDataPath = 'api/dashboard/heatmapDefaultData';

/**
 * Heatmap answers (shape not shown in the spec, ADR 0042): `points`, a flat list of longitude,
 * latitude pairs, compact enough for a million points. Read into a Float32Array that deck.gl's
 * HeatmapLayer takes as it is.
 */
const heatmapAnswerSchema = z
  .object({
    points: z
      .array(z.number())
      .refine((values) => values.length % 2 === 0, 'points must be longitude, latitude pairs'),
  })
  .transform((answer) => Float32Array.from(answer.points));

/** What the heatmap asks for: the source, the modes switched on, and background (`bg`) or normal journeys. */
export type HeatmapRequest = { source: HeatmapSource; modes: readonly HeatmapMode[]; kind: 'normal' | 'bg' };

function heatmapBody(filter: FilterSelection, request: HeatmapRequest) {
  return request.source === 'tracked'
    ? {
        ...filterPayload(filter),
        travelModes: [...request.modes],
        accuracy: null,
        student_id: null,
        user_id: null,
        mode: request.kind,
      }
    : { ...filterPayload(filter), travelModes: [...request.modes], mode: request.kind };
}

/** Heatmap points: tracked (heatmapData) or simulated (heatmapDefaultData) journeys. */
export function getHeatmapPoints(
  client: ApiClient,
  filter: FilterSelection,
  request: HeatmapRequest,
): Promise<Float32Array> {
  const path = request.source === 'tracked' ? heatmapDataPath : heatmapDefaultDataPath;
  return client.request({
    method: 'POST',
    path,
    body: heatmapBody(filter, request),
    schema: heatmapAnswerSchema,
  });
}

/** One array of every point: background and non-background journeys are asked for separately (mode bg / normal). */
function joined(parts: Float32Array[]): Float32Array {
  if (parts.length === 1) return parts[0]!;
  const all = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}

/** The points of several requests for the same filter, in one array. */
async function getHeatmapPointsOf(
  client: ApiClient,
  filter: FilterSelection,
  requests: readonly HeatmapRequest[],
): Promise<Float32Array> {
  return joined(await Promise.all(requests.map((request) => getHeatmapPoints(client, filter, request))));
}

/** Query descriptor of `getHeatmapPointsOf`: one part per request, its path and body. */
export const heatmapQuery = (filter: FilterSelection, requests: readonly HeatmapRequest[]) =>
  query(
    'heatmap',
    requests.map((request) => [
      request.source === 'tracked' ? heatmapDataPath : heatmapDefaultDataPath,
      JSON.stringify(heatmapBody(filter, request)),
    ]),
    (client) => getHeatmapPointsOf(client, filter, requests),
  );

export const heatmapDataEndpoint = /* @__PURE__ */ endpoint({
  name: 'getHeatmapPoints',
  method: 'POST',
  path: heatmapDataPath,
  summary: "The tracked journeys' heatmap: longitude, latitude pairs",
  answer: heatmapAnswerSchema,
});

export const heatmapDefaultDataEndpoint = /* @__PURE__ */ endpoint({
  name: 'getDefaultHeatmapPoints',
  method: 'POST',
  path: heatmapDefaultDataPath,
  summary: "The simulated journeys' heatmap: longitude, latitude pairs",
  answer: heatmapAnswerSchema,
});
