// The heatmap's peer: leaflet.heat (canvas) on a Leaflet map without tiles (nothing is fetched).
// The bench calls window.peer.draw(url): answer arrived → parsed, the layer added, its frame drawn.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { mapDefaults } from '@stride/domain';
import { canvasDrawn, fetchAnswer, sizeFromQuery } from './frames';

type HeatLayer = L.Layer & { _canvas: HTMLCanvasElement; _frame: number | null };
type HeatLayerFactory = (points: [number, number][], options: Record<string, number>) => HeatLayer;

const element = document.getElementById('map')!;
sizeFromQuery(element);
const map = L.map(element, {
  zoomControl: false,
  attributionControl: false,
  fadeAnimation: false,
  zoomAnimation: false,
}).setView([mapDefaults.centre.latitude, mapDefaults.centre.longitude], mapDefaults.heatmapZoom);

// leaflet.heat is a plain script that extends the global L.
Object.assign(window, { L });
await import('leaflet.heat');
const heatLayer = (L as unknown as { heatLayer: HeatLayerFactory }).heatLayer;
let layer: HeatLayer | null = null;

async function draw(url: string) {
  const { text, arrived } = await fetchAnswer(url);
  const flat = (JSON.parse(text) as { points: number[] }).points;
  const points: [number, number][] = new Array(flat.length / 2);
  for (let index = 0; index < points.length; index += 1)
    points[index] = [flat[index * 2 + 1], flat[index * 2]];
  layer?.remove();
  // The console's kernel radius (12 px); leaflet.heat draws the layer as it is added.
  layer = heatLayer(points, { radius: 12, blur: 15 }).addTo(map) as HeatLayer;
  const current = layer;
  const drawn = await canvasDrawn(current._canvas, () => current._frame != null);
  return { ms: drawn - arrived, points: points.length };
}

Object.assign(window, { peer: { draw, ready: () => true } });
