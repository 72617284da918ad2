// Stride's side of the heatmap pair: the console's HeatmapView (packages/ui) rendered on its own with
// the same answer as leaflet.heat gets, parsed as the console's API client does (a Float32Array of
// longitude, latitude pairs), on the path `?renderer=` names ('gpu': deck.gl's heatmap in WebGL;
// 'cpu': the CPU path's canvas). The console's demo serves 50 000 or 1 000 000 points only, so both
// sizes are drawn here. window.peer.draw(url) answers milliseconds.
import { StrideProvider } from '@stride/ui';
import { HeatmapView } from '@stride/ui/map';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { strideDrawn, fetchAnswer } from './frames';

const query = new URLSearchParams(location.search);
const width = Number(query.get('w') ?? 1100);
const height = Number(query.get('h') ?? 600);
const renderer = query.get('renderer') === 'cpu' ? 'cpu' : 'gpu';
let show: (points: Float32Array) => void = () => undefined;

function Harness() {
  const [points, setPoints] = useState<Float32Array>(() => new Float32Array(0));
  show = setPoints;
  return (
    <StrideProvider>
      <div style={{ width, height, display: 'grid' }}>
        <HeatmapView label="Journey heatmap" points={points} renderer={renderer} />
      </div>
    </StrideProvider>
  );
}

createRoot(document.getElementById('root')!).render(<Harness />);

const mapRoot = () => document.querySelector<HTMLElement>('section[aria-label="Journey heatmap"]');

async function draw(url: string) {
  const { text, arrived } = await fetchAnswer(url);
  const points = Float32Array.from((JSON.parse(text) as { points: number[] }).points);
  const drawn = strideDrawn(mapRoot()!);
  show(points);
  return { ms: (await drawn) - arrived, points: points.length / 2 };
}

/** The map is up (shaders compiled, the offline land drawn). */
const ready = () => mapRoot()?.getAttribute('data-state') === 'drawn';

Object.assign(window, { peer: { draw, ready } });
