// Which way the maps draw their data. With a GPU, deck.gl draws everything in WebGL. Where WebGL is
// software (SwiftShader, llvmpipe: GPU-blocklisted laptops, the remote desktops many councils run
// admins on) every WebGL pixel is a CPU's work: a blank frame alone costs ~40 ms. There the journey
// dots and the heat are drawn on 2D canvases by the CPU instead (the same dots, colours and picks),
// and a mode toggle shows or hides a canvas without drawing anything again.
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** 'gpu': deck.gl draws every layer in WebGL. 'cpu': the data layers are drawn on 2D canvases. */
export type MapRenderer = 'gpu' | 'cpu';

/** What a map is told: a path, or 'auto' (the CPU path where WebGL is software). */
export type MapRendererChoice = MapRenderer | 'auto';

/** Where a machine or support asks for one path (`localStorage['stride:map-renderer'] = 'gpu'`). */
const mapRendererKey = 'stride:map-renderer';

// Renderers that are a CPU standing in for a GPU (Chromium's SwiftShader, Mesa's llvmpipe and
// softpipe, Windows' Basic Render Driver).
const softwareRenderers = /swiftshader|llvmpipe|softpipe|software rasterizer|basic render driver/i;

/** The path for a WebGL renderer's name (the unmasked one where the browser tells it); null: no WebGL. */
export function rendererFor(webglRenderer: string | null): MapRenderer {
  return webglRenderer === null || softwareRenderers.test(webglRenderer) ? 'cpu' : 'gpu';
}

/** The WebGL renderer's name (unmasked where the browser allows), or null when there is no WebGL 2. */
function webglRendererName(): string | null {
  if (typeof document === 'undefined') return null;
  const gl = document.createElement('canvas').getContext('webgl2');
  if (!gl) return null;
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return name;
}

function storedChoice(): MapRenderer | null {
  try {
    const stored = globalThis.localStorage?.getItem(mapRendererKey);
    return stored === 'gpu' || stored === 'cpu' ? stored : null;
  } catch {
    return null;
  }
}

let detected: MapRenderer | null = null;

/** This machine's path: a stored choice, else the CPU path where WebGL is software or missing (asked once). */
function machineMapRenderer(): MapRenderer {
  detected ??= storedChoice() ?? rendererFor(webglRendererName());
  return detected;
}

const MapRendererContext = createContext<MapRendererChoice>('auto');

/** Sets the path of every map inside (Storybook pictures the GPU path unless a story asks otherwise). */
export function MapRendererProvider({
  renderer,
  children,
}: {
  renderer: MapRendererChoice;
  children: ReactNode;
}) {
  return <MapRendererContext.Provider value={renderer}>{children}</MapRendererContext.Provider>;
}

/** The path a map draws with: its own `renderer` prop, else the provider's, else this machine's. */
export function useMapRenderer(renderer: MapRendererChoice = 'auto'): MapRenderer {
  const provided = useContext(MapRendererContext);
  const choice = renderer === 'auto' ? provided : renderer;
  return useMemo(() => (choice === 'auto' ? machineMapRenderer() : choice), [choice]);
}
