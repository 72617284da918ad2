// Layers a map draws on 2D canvases of its own, over deck.gl's canvas (the CPU path of map-renderer):
// one canvas a layer, stacked in order, in device pixels, drawn for the view deck.gl drew. A layer is
// drawn again only when its `draw` function or the view changed; hiding and showing it again draws
// nothing (its canvas keeps the picture), so a mode toggle costs a style change.
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
  draw: (context: CanvasRenderingContext2D, frame: CanvasFrame) => void;
  /** The index of the layer's object drawn at `x`, `y` CSS pixels from the map's top-left, or -1. */
  pick?: (frame: CanvasFrame, x: number, y: number) => number;
};

type Drawn = {
  canvas: HTMLCanvasElement;
  context: CanvasRenderingContext2D;
  draw: CanvasLayer['draw'] | null;
  frameKey: string;
};

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

/** The canvases of a map's canvas layers, in a container over deck.gl's canvas. */
export class CanvasLayerStack {
  private readonly drawn = new Map<string, Drawn>();

  constructor(private readonly container: HTMLElement) {}

  /** Draws the layers that changed or whose view did, shows and hides the rest; true if any was drawn. */
  paint(layers: readonly CanvasLayer[], frame: CanvasFrame): boolean {
    const key = frameKey(frame);
    let changed = false;
    const ids = new Set(layers.map((layer) => layer.id));
    for (const [id, { canvas }] of this.drawn) {
      if (ids.has(id)) continue;
      canvas.remove();
      this.drawn.delete(id);
    }
    layers.forEach((layer, index) => {
      const entry = this.canvasOf(layer.id, index);
      const visible = layer.visible !== false;
      entry.canvas.style.visibility = visible ? 'visible' : 'hidden';
      if (!visible || (entry.draw === layer.draw && entry.frameKey === key)) return;
      if (entry.canvas.width !== frame.width || entry.canvas.height !== frame.height) {
        entry.canvas.width = frame.width;
        entry.canvas.height = frame.height;
      } else entry.context.clearRect(0, 0, frame.width, frame.height);
      layer.draw(entry.context, frame);
      entry.draw = layer.draw;
      entry.frameKey = key;
      changed = true;
    });
    return changed;
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

  private canvasOf(id: string, index: number): Drawn {
    let entry = this.drawn.get(id);
    if (!entry) {
      const canvas = document.createElement('canvas');
      canvas.dataset.layer = id;
      // Over deck.gl's canvas, which keeps the pointer (pan, zoom, picks).
      Object.assign(canvas.style, {
        position: 'absolute',
        inset: '0',
        width: '100%',
        height: '100%',
        pointerEvents: 'none',
      });
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas context');
      entry = { canvas, context, draw: null, frameKey: '' };
      this.drawn.set(id, entry);
    }
    // In the layers' order, bottom first.
    const at = this.container.children[index];
    if (at !== entry.canvas) this.container.insertBefore(entry.canvas, at ?? null);
    return entry;
  }
}
