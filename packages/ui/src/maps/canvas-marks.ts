// The few marks drawn over the CPU path's dots and heat on a 2D canvas, as deck.gl draws them on the
// GPU path: school icons (IconLayer) and geofence outlines (ScatterplotLayer, stroked).
import type { Geofence, MapSchool } from '@stride/domain';
import { iconPaths } from '../icons/icon-paths';
import { worldPositions, worldToPixels, pixelsPerMetre } from './canvas-dots';
import { tokenValues } from '../theme/theme';
import type { CanvasLayer } from './MapView/canvas-layers';

/** Longitude, latitude pairs of things placed on the map, kept with the things (one array per list). */
const placesOf = new WeakMap<readonly object[], Float64Array>();
function placesIn(things: readonly { longitude: number; latitude: number }[]) {
  let places = placesOf.get(things);
  if (!places) {
    places = new Float64Array(things.flatMap((thing) => [thing.longitude, thing.latitude]));
    placesOf.set(things, places);
  }
  return worldPositions(places);
}

// The school icon as its SVG draws it (24 units a side, a 2.4 unit round stroke).
let schoolPath: Path2D | null = null;

/** Schools as icons `size` CSS pixels square, centred on the school, in the map's school colour. */
export function schoolsCanvasLayer(schools: readonly MapSchool[], size: number): CanvasLayer {
  return {
    id: 'schools',
    draw: (context, frame) => {
      schoolPath ??= new Path2D(iconPaths.schools);
      const world = placesIn(schools);
      const { a, b, c, d } = worldToPixels(frame.viewport);
      const scale = (size / 24) * frame.pixelRatio;
      context.strokeStyle = tokenValues.color.map.school;
      context.lineWidth = 2.4;
      context.lineCap = 'round';
      context.lineJoin = 'round';
      for (let index = 0; index < world.length; index += 2) {
        const x = (a * world[index]! + b) * frame.pixelRatio;
        const y = (c * world[index + 1]! + d) * frame.pixelRatio;
        context.setTransform(scale, 0, 0, scale, x - 12 * scale, y - 12 * scale);
        context.stroke(schoolPath);
      }
      context.setTransform(1, 0, 0, 1, 0, 0);
    },
  };
}

/** Geofences as 2-pixel outlines of their radius in metres. */
export function geofencesCanvasLayer(geofences: readonly Geofence[]): CanvasLayer {
  return {
    id: 'geofences',
    draw: (context, frame) => {
      const world = placesIn(geofences);
      const { a, b, c, d } = worldToPixels(frame.viewport);
      const perMetre = pixelsPerMetre(frame.viewport) * frame.pixelRatio;
      context.strokeStyle = tokenValues.color.map.geofence;
      context.lineWidth = 2 * frame.pixelRatio;
      context.beginPath();
      geofences.forEach((fence, index) => {
        const x = (a * world[index * 2]! + b) * frame.pixelRatio;
        const y = (c * world[index * 2 + 1]! + d) * frame.pixelRatio;
        const radius = fence.radiusMetres * perMetre;
        context.moveTo(x + radius, y);
        context.arc(x, y, radius, 0, Math.PI * 2);
      });
      context.stroke();
    },
  };
}
