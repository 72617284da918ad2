import type { MapMarkers } from '@stride/domain';
import type { ApiClient } from '../client/create-api-client';
import { markersAnswerSchema } from './markers';
import { endpoint } from '../contract/endpoint';

export const studentMarkersPath = 'api/admin/administration/studentMarkers';
export const studentJourneyPath = 'api/admin/administration/studentJourney';

/**
 * The super admin's lookups (docs/product/maps.md). Their answers are not shown; both are read as the
 * marker load's answer (journeys, parkings, school_ids), so the map draws them alike (ADR 0042).
 */
export function getStudentMarkers(client: ApiClient, studentId: string): Promise<MapMarkers> {
  return client.request({
    method: 'POST',
    path: studentMarkersPath,
    body: { student_id: studentId },
    schema: markersAnswerSchema,
  });
}

/** The journey of a tracking id (`t_id`). */
export function getStudentJourney(client: ApiClient, trackingId: string): Promise<MapMarkers> {
  return client.request({
    method: 'POST',
    path: studentJourneyPath,
    body: { t_id: trackingId },
    schema: markersAnswerSchema,
  });
}

export const studentMarkersEndpoint = /* @__PURE__ */ endpoint({
  name: 'getStudentMarkers',
  method: 'POST',
  path: studentMarkersPath,
  summary: "A student's journeys as map markers ({ student_id })",
  answer: markersAnswerSchema,
});

export const studentJourneyEndpoint = /* @__PURE__ */ endpoint({
  name: 'getStudentJourney',
  method: 'POST',
  path: studentJourneyPath,
  summary: 'One journey as map markers ({ t_id })',
  answer: markersAnswerSchema,
});
