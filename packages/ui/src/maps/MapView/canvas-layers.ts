// Layers a map draws on 2D canvases of its own, over deck.gl's canvas (the CPU path of map-renderer):
// each layer draws on a canvas in memory (an OffscreenCanvas, in device pixels, for the view deck.gl
// drew), and the visible ones are copied in order onto the one canvas the page shows. A layer is drawn
// again only when its `draw` function or the view changed; hiding and showing it copies the layers
// again and draws nothing (a mode toggle costs a few copies). One shown canvas, not one a layer: on
// software WebGL the browser composites every canvas of a page through the CPU too, so ten
// map-sized canvases cost ten times one on every frame.
import type { Viewport, WebMercatorViewport } from '@deck.gl/core';

/** The view a canvas layer is drawn for. */
export type CanvasFrame = {
  viewport: WebMercatorViewport;
  /** Device pixels per CSS pixel. */
  pixelRatio: number;
  /** The canvas's size in device pixels. */
  width: number;
  height: number;
};

export type CanvasLayer = {
  /** Names the layer (what a pick reports); one canvas per id. */
  id: string;
  /**
   * Hidden layers keep their canvas (and picture) and are drawn again only if they are stale when shown.
   * @default true
   */
  visible?: boolean;
  /**
   * Draws the layer into a cleared context of `frame.width` × `frame.height` device pixels. A new
   * function means the layer changed: keep it the same (memoised) while what it draws is the same.
   */
  draw: (context: LayerContext, frame: CanvasFrame) => void;
  /** The index of the layer's object drawn at `x`, `y` CSS pixels from the map's top-left, or -1. */
  pick?: (frame: CanvasFrame, x: number, y: number) => number;
};

/** What a layer draws on: a 2D context of a canvas in memory. */
export type LayerContext = OffscreenCanvasRenderingContext2D;

type Drawn = {
  context: LayerContext;
  draw: CanvasLayer['draw'] | null;
  frameKey: string;
};

// Canvases in memory, not on the GPU: the layers' pictures are put whole (putImageData) and copied,
// which on a GPU-backed canvas are uploads and read-backs (and, on software WebGL, more CPU work).
const inMemory: CanvasRenderingContext2DSettings = { willReadFrequently: true };

const frameKey = ({ viewport, pixelRatio, width, height }: CanvasFrame) =>
  `${width}×${height}@${pixelRatio} ${viewport.longitude} ${viewport.latitude} ${viewport.zoom}`;

/** The frame of deck.gl's viewport (a Web Mercator one: the maps have no other). */
export function canvasFrame(viewport: Viewport, pixelRatio: number): CanvasFrame {
  return {
    viewport: viewport as WebMercatorViewport,
    pixelRatio,
    width: Math.max(1, Math.round(viewport.width * pixelRatio)),
    height: Math.max(1, Math.round(viewport.height * pixelRatio)),
  };
}

/** The canvases of a map's canvas layers: one shown, in a container over deck.gl's canvas. */
export class CanvasLayerStack {
  private readonly drawn = new Map<string, Drawn>();
  private readonly shown: CanvasRenderingContext2D;
  /** What the shown canvas holds: the layers copied, in order, and the view they were drawn for. */
  private shownKey = '';

  constructor(container: HTMLElement) {
    const canvas = document.createElement('canvas');
    canvas.dataset.layer = 'canvas-layers';
    // Over deck.gl's canvas, which keeps the pointer (pan, zoom, picks).
    Object.assign(canvas.style, {
      position: 'absolute',
      inset: '0',
      width: '100%',
      height: '100%',
      pointerEvents: 'none',
    });
    const context = canvas.getContext('2d', inMemory);
    if (!context) throw new Error('No 2D canvas context');
    container.append(canvas);
    this.shown = context;
  }

  /** Draws the layers that changed or whose view did, and shows the visible ones; true if the picture changed. */
  paint(layers: readonly CanvasLayer[], frame: CanvasFrame): boolean {
    const key = frameKey(frame);
    const ids = new Set(layers.map((layer) => layer.id));
    for (const id of this.drawn.keys()) if (!ids.has(id)) this.drawn.delete(id);
    const visible = layers.filter((layer) => layer.visible !== false);
    for (const layer of visible) {
      const entry = this.contextOf(layer.id, frame);
      if (entry.draw === layer.draw && entry.frameKey === key) continue;
      entry.context.clearRect(0, 0, frame.width, frame.height);
      layer.draw(entry.context, frame);
      entry.draw = layer.draw;
      entry.frameKey = key;
    }
    // The shown picture: the visible layers' drawings, bottom first.
    // Every visible layer is now drawn for this view: what it shows is its draw function's.
    const shownKey = `${key} ${visible.map((layer) => `${layer.id}:${drawNumberOf(layer.draw)}`).join(' ')}`;
    if (shownKey === this.shownKey) return false;
    this.shownKey = shownKey;
    const { canvas } = this.shown;
    if (canvas.width !== frame.width || canvas.height !== frame.height) {
      canvas.width = frame.width;
      canvas.height = frame.height;
    } else this.shown.clearRect(0, 0, frame.width, frame.height);
    for (const layer of visible) this.shown.drawImage(this.drawn.get(layer.id)!.context.canvas, 0, 0);
    return true;
  }

  /** The topmost visible layer's object at `x`, `y` CSS pixels, or null. */
  pick(layers: readonly CanvasLayer[], frame: CanvasFrame, x: number, y: number) {
    for (const layer of [...layers].reverse()) {
      if (layer.visible === false || !layer.pick) continue;
      const index = layer.pick(frame, x, y);
      if (index >= 0) return { layerId: layer.id, index };
    }
    return null;
  }

  private contextOf(id: string, { width, height }: CanvasFrame): Drawn {
    let entry = this.drawn.get(id);
    if (!entry) {
      const context = new OffscreenCanvas(width, height).getContext('2d', inMemory);
      if (!context) throw new Error('No 2D canvas context');
      entry = { context, draw: null, frameKey: '' };
      this.drawn.set(id, entry);
    } else if (entry.context.canvas.width !== width || entry.context.canvas.height !== height) {
      entry.context.canvas.width = width;
      entry.context.canvas.height = height;
    }
    return entry;
  }
}

/** A number for each draw function seen, so the shown picture's key changes when a layer's drawing does. */
const drawNumbers = new WeakMap<CanvasLayer['draw'], number>();
let nextDrawNumber = 0;
function drawNumberOf(draw: CanvasLayer['draw']) {
  let number = drawNumbers.get(draw);
  if (number === undefined) {
    nextDrawNumber += 1;
    number = nextDrawNumber;
    drawNumbers.set(draw, number);
  }
  return number;
}
