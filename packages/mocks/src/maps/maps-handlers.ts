import {
  changeTravelModePath,
  dashboardPath,
  geofencesAction,
  heatmapDataPath,
  homeGeofencesAction,
  heatmapDefaultDataPath,
  markersAction,
  studentJourneyPath,
  studentMarkersPath,
  userGeofencesAction,
} from '@stride/api';
import {
  canChangeJourneyMode,
  canLookUpJourneys,
  canOpen,
  heatmapModes,
  isTravelMode,
  type HeatmapMode,
} from '@stride/domain';
import { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { filterFromBody, resolveFilter } from '../metrics/dashboard-filter-answers';
import { errorAnswer, forbiddenAnswer, notFoundAnswer } from '../answers/error-answers';
import { journeyDetailsOf, markersOf } from './map-markers-answers';
import { journeysMatching } from '../metrics/stats-answers';
import { demoDb } from '../data/demo-db';
import { hasPosition } from '../data/db-shape';
import { heatmapPointsOf, heatmapTableOf } from './heatmap-points';
import { metricsTablesOf, metricsTablesReady } from './demo-journeys';
import { changeJourneyMode } from './journey-mode-changes';
import type { DbJourney } from './journey-shape';
import { asCaller } from '../session/caller';
import { anyHost } from '../handlers/any-host';

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType>;

const loadMarkers = asCaller(async ({ request, caller }) => {
  const body: unknown = await request.json().catch(() => null);
  const filter = filterFromBody(body);
  if (filter === null) return errorAnswer(400, 'invalid_filter', 'The filter is not valid');
  const asked = (body as { journeyMarkers?: unknown }).journeyMarkers;
  const modes = Array.isArray(asked) ? asked.filter(isTravelMode) : undefined;
  const journeys = journeysMatching(
    (await metricsTablesReady(demoDb)).journeys,
    resolveFilter(demoDb, caller, filter),
  );
  return HttpResponse.json(markersOf(demoDb, journeys, modes));
}) as Resolver;

/** Geofences (getGeofences): a circle around each site of the filter's schools. */
const loadGeofences = asCaller(async ({ request, caller }) => {
  const filter = filterFromBody(await request.json().catch(() => null));
  if (filter === null) return errorAnswer(400, 'invalid_filter', 'The filter is not valid');
  const { schoolIds } = resolveFilter(demoDb, caller, filter);
  const sites = demoDb.schoolAddresses.filter(
    (site) => schoolIds.has(site.organization_id) && hasPosition(site),
  );
  return HttpResponse.json(sites.map((site) => ({ lat: site.latitude, long: site.longitude })));
}) as Resolver;

/**
 * The people's geofences (getHomeGeofences: every home of the filter's parents and staff;
 * getUserGeofences: the homes of those who made a journey in the filter's span), a circle each.
 */
function peopleGeofences(journeyingOnly: boolean): Resolver {
  return asCaller(async ({ request, caller }) => {
    const filter = filterFromBody(await request.json().catch(() => null));
    if (filter === null) return errorAnswer(400, 'invalid_filter', 'The filter is not valid');
    const resolved = resolveFilter(demoDb, caller, filter);
    const travellers = journeyingOnly
      ? new Set(
          journeysMatching((await metricsTablesReady(demoDb)).journeys, resolved).map(
            (journey) => `${journey.user_type}:${journey.user_id}`,
          ),
        )
      : null;
    const homes = [
      ...(resolved.type === 'staff'
        ? []
        : demoDb.parents
            .filter((parent) => parent.school_ids.some((id) => resolved.schoolIds.has(id)))
            .map((parent) => ({ key: `parent:${parent.id}`, home: parent.home }))),
      ...(resolved.type === 'parent'
        ? []
        : demoDb.staff
            .filter((member) => resolved.schoolIds.has(member.school_id))
            .map((member) => ({ key: `staff:${member.id}`, home: member.home }))),
    ].filter(({ key }) => !travellers || travellers.has(key));
    return HttpResponse.json(homes.map(({ home }) => ({ lat: home.latitude, long: home.longitude })));
  }) as Resolver;
}
const loadHomeGeofences = peopleGeofences(false);
const loadUserGeofences = peopleGeofences(true);

const allHeatmapModes = heatmapModes('simulated');
const isHeatmapMode = (value: unknown): value is HeatmapMode =>
  allHeatmapModes.includes(value as HeatmapMode);

/** Heatmap points (super admin): tracked ones for heatmapData, every simulated one for heatmapDefaultData. */
function heatmapResolver(trackedOnly: boolean): Resolver {
  return asCaller(async ({ request, caller }) => {
    if (!(caller.role && canOpen(caller.role, 'heatmap'))) return forbiddenAnswer('view the heatmap');
    const body: unknown = await request.json().catch(() => null);
    const filter = filterFromBody(body);
    if (filter === null) return errorAnswer(400, 'invalid_filter', 'The filter is not valid');
    const fields = body as { travelModes?: unknown; mode?: unknown };
    const modes = Array.isArray(fields.travelModes)
      ? fields.travelModes.filter(isHeatmapMode)
      : allHeatmapModes;
    const { schoolIds, span } = resolveFilter(demoDb, caller, filter);
    const points = heatmapPointsOf(heatmapTableOf(demoDb), {
      schoolIds,
      span,
      modes,
      background: fields.mode === 'bg',
      trackedOnly,
    });
    return HttpResponse.json({ points });
  }) as Resolver;
}

/** A super-admin lookup: the markers of the journeys whose `idOf` is the id in the body's `field`. */
function lookupResolver(field: 'student_id' | 't_id', idOf: (journey: DbJourney) => number | null): Resolver {
  return asCaller(async ({ request, caller }) => {
    if (!(caller.role && canLookUpJourneys(caller.role))) return forbiddenAnswer('look up journeys');
    const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
    const id = Number(body?.[field]);
    const journeys = (await metricsTablesReady(demoDb)).journeys.filter((journey) => idOf(journey) === id);
    const markers = markersOf(demoDb, journeys);
    // Each journey's row also says who made it, to which school and when (the change-mode panel shows it).
    const detailOf = journeyDetailsOf(demoDb);
    const byId = new Map(journeys.map((journey) => [journey.id, journey]));
    return HttpResponse.json({
      ...markers,
      journeys: markers.journeys.map((row) => ({ ...row, ...detailOf(byId.get(row.t_id)!) })),
    });
  }) as Resolver;
}

/**
 * The maps' calls (docs/endpoints.md): the marker load (POST api/admin/dashboard/ with action getMarkers:
 * answered here, other actions fall through to the dashboard handlers) and the super admin's change
 * of a journey's travel mode, which changes the session's dataset; the student and tracking-id
 * lookups answer the markers of one student's journeys or of one journey; geofences and the
 * heatmap's tracked and simulated points.
 */
export const mapHandlers = [
  http.post(anyHost(dashboardPath), async (info) => {
    const body: unknown = await info.request
      .clone()
      .json()
      .catch(() => null);
    const action =
      typeof body === 'object' && body !== null ? (body as { action?: unknown }).action : undefined;
    if (action === markersAction) return loadMarkers(info);
    if (action === homeGeofencesAction) return loadHomeGeofences(info);
    if (action === userGeofencesAction) return loadUserGeofences(info);
    return action === geofencesAction ? loadGeofences(info) : undefined;
  }),
  http.post(anyHost(heatmapDataPath), heatmapResolver(true)),
  http.post(anyHost(heatmapDefaultDataPath), heatmapResolver(false)),
  http.post(
    anyHost(studentMarkersPath),
    lookupResolver('student_id', (journey) => journey.student_id),
  ),
  http.post(
    anyHost(studentJourneyPath),
    lookupResolver('t_id', (journey) => journey.id),
  ),
  http.post(
    anyHost(changeTravelModePath),
    asCaller(async ({ request, caller }) => {
      if (!(caller.role && canChangeJourneyMode(caller.role))) return forbiddenAnswer('change travel modes');
      const body = (await request.json().catch(() => null)) as {
        terms_archive_id?: unknown;
        new_travel_mode?: unknown;
      } | null;
      if (!isTravelMode(body?.new_travel_mode))
        return errorAnswer(422, 'invalid_travel_mode', 'new_travel_mode is not a travel mode');
      const journey = metricsTablesOf(demoDb).journeys.find((row) => row.id === body?.terms_archive_id);
      if (!journey) return notFoundAnswer('Journey');
      changeJourneyMode(demoDb, journey, body.new_travel_mode);
      return HttpResponse.json({
        success: true,
        terms_archive_id: journey.id,
        new_travel_mode: journey.mode,
      });
    }),
  ),
];
