// The travel map's peer: Leaflet with one L.circleMarker per journey on its canvas renderer, as the
// original console drew one Google Maps circle per journey. No tile layer: nothing is fetched.
// The bench calls window.peer.draw(url) and window.peer.toggle(mode); both answer milliseconds.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { mapDefaults, markerRadiusMetres } from '@stride/domain';
import { canvasDrawn, fetchAnswer, sizeFromQuery } from './frames';

type RawMarker = { latLng: string; type?: string | null };

const element = document.getElementById('map')!;
sizeFromQuery(element);
// padding 0: the canvas covers the view only, as deck.gl's does.
const renderer = L.canvas({ padding: 0 });
const map = L.map(element, {
  renderer,
  preferCanvas: true,
  zoomControl: false,
  attributionControl: false,
  fadeAnimation: false,
  zoomAnimation: false,
  markerZoomAnimation: false,
}).setView([mapDefaults.centre.latitude, mapDefaults.centre.longitude], mapDefaults.zoom);

// The same dot size as the console's modes map at this zoom (metres to pixels), at least 1.5 px.
const metresPerPixel =
  (40_075_016.686 * Math.cos((mapDefaults.centre.latitude * Math.PI) / 180)) / 2 ** (mapDefaults.zoom + 8);
const radius = Math.max(markerRadiusMetres('modes_of_travel_map', mapDefaults.zoom) / metresPerPixel, 1.5);
const palette = ['#2a9d8f', '#e76f51', '#264653', '#e9c46a', '#8ab17d', '#b5838d', '#6d597a', '#457b9d'];

let groups = new Map<string, L.LayerGroup>();
const colours = new Map<string, string>();
// Leaflet draws a canvas in its own animation-frame callback; until it has run, the frame is pending.
const pending = () => (renderer as unknown as { _redrawRequest?: number | null })._redrawRequest != null;
const canvas = () => (renderer as unknown as { _container: HTMLCanvasElement })._container;

/** Answer arrived → parsed, every circle made and added, and that frame drawn. */
async function draw(url: string) {
  const { text, arrived } = await fetchAnswer(url);
  const answer = JSON.parse(text) as { journeys: RawMarker[] };
  for (const group of groups.values()) group.remove();
  groups = new Map();
  for (const row of answer.journeys) {
    const [latitude, longitude] = row.latLng.split(',').map(Number);
    const mode = row.type ?? 'none';
    let group = groups.get(mode);
    if (!group) {
      group = L.layerGroup();
      groups.set(mode, group);
      if (!colours.has(mode)) colours.set(mode, palette[colours.size % palette.length]);
    }
    L.circleMarker([latitude, longitude], {
      radius,
      stroke: false,
      fillColor: colours.get(mode),
      fillOpacity: 0.85,
    }).addTo(group);
  }
  for (const group of groups.values()) group.addTo(map);
  const drawn = await canvasDrawn(canvas(), pending);
  return { ms: drawn - arrived, markers: answer.journeys.length };
}

/** A mode's circles hidden or shown again (the layer group leaves or joins the map) → frame drawn. */
async function toggle(mode: string) {
  const start = performance.now();
  const group = groups.get(mode)!;
  if (map.hasLayer(group)) group.remove();
  else group.addTo(map);
  return (await canvasDrawn(canvas(), pending)) - start;
}

Object.assign(window, { peer: { draw, toggle, ready: () => true } });
