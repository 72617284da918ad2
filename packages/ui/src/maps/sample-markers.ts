import {
  mapDefaults,
  travelModes,
  type JourneyMarker,
  type MapMarkers,
  type MapSchool,
} from '@stride/domain';

/** Three schools of the stories, away from the map's centre so a marker there stands alone. */
export const sampleSchools: MapSchool[] = [
  { id: 1, name: 'Camden Primary', latitude: 51.545, longitude: -0.16 },
  { id: 2, name: 'Hackney Academy', latitude: 51.55, longitude: -0.05 },
  { id: 3, name: 'Lambeth School', latitude: 51.46, longitude: -0.12 },
];

/**
 * Markers for stories: homes scattered around each sample school (a fixed pseudo-random sequence),
 * plus one car journey exactly at the map's centre, where pixel tests look for it.
 */
export function sampleMarkers(count = 1500): MapMarkers {
  let state = 7;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
  const marker = (
    id: number,
    latitude: number,
    longitude: number,
    staff: boolean,
    mode: JourneyMarker['mode'],
  ): JourneyMarker => ({
    id,
    latitude,
    longitude,
    mode,
    staff,
    shared: next() < 0.3,
  });
  const journeys: JourneyMarker[] = [
    marker(1, mapDefaults.centre.latitude, mapDefaults.centre.longitude, false, 'CAR'),
  ];
  const parkings: JourneyMarker[] = [];
  for (let index = 0; index < count; index += 1) {
    const school = sampleSchools[index % sampleSchools.length]!;
    const distance = 0.035 * Math.sqrt(next());
    const angle = next() * Math.PI * 2;
    const staff = next() < 0.15;
    journeys.push(
      marker(
        index + 2,
        school.latitude + distance * Math.sin(angle),
        school.longitude + distance * 1.6 * Math.cos(angle),
        staff,
        travelModes[Math.floor(next() * travelModes.length)]!,
      ),
    );
    if (index % 10 === 0)
      parkings.push(
        marker(
          100_000 + index,
          school.latitude + (next() - 0.5) * 0.006,
          school.longitude + (next() - 0.5) * 0.009,
          staff,
          null,
        ),
      );
  }
  return { journeys, parkings, schoolIds: sampleSchools.map((school) => school.id) };
}

/** Heatmap points for stories: a dense cluster at the map's centre and a thinner spread around it. */
export function sampleHeatmapPoints(count = 20_000): Float32Array {
  const points = new Float32Array(count * 2);
  let state = 11;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
  for (let index = 0; index < count; index += 1) {
    const spread = index % 2 === 0 ? 0.02 : 0.4;
    const distance = spread * Math.sqrt(next());
    const angle = next() * Math.PI * 2;
    points[index * 2] = mapDefaults.centre.longitude + distance * 1.6 * Math.cos(angle);
    points[index * 2 + 1] = mapDefaults.centre.latitude + distance * Math.sin(angle);
  }
  return points;
}
