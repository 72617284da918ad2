// The journey heatmap's layer: deck.gl's HeatmapLayer (the weights gathered in a float texture on the
// GPU, then coloured), fed and sized for what a frame needs.
//  - The points are gathered into cells of at most a pixel at the current zoom (heat-cells.ts), again
//    whenever the zoom passes a whole level: the same heat from a fraction of the sprites.
//  - The weights texture is chosen by the map's size: deck.gl's texels are never finer than 2 CSS
//    pixels, so the smallest power of two covering the map's larger side at 2 pixels a texel gives the
//    same picture as its default 2048² (which covers 4096 pixels) at a quarter of the texels or less.
//    HeatmapLayer reads the size only when it is created, so the size is in the sublayer's id.
//  - The largest weight (the top of the colour scale) is read back and searched on the CPU instead of
//    deck.gl's reduction, which draws one point per texel into a single pixel: on SwiftShader (the CPU
//    standing in for a GPU) that took ~0.1 s for 512² and ~0.5 s for 1024²; reading the texture back
//    and searching it, a few milliseconds. The same maximum, so the same colours.
import { HeatmapLayer } from '@deck.gl/aggregation-layers';
import { CompositeLayer, type Color, type DefaultProps, type UpdateParameters } from '@deck.gl/core';
import { degreesPerPixel, heatCells } from './heat-cells';

/** deck.gl's common-space pixels per weights texel (HeatmapLayer's RESOLUTION). */
const pixelsPerTexel = 2;
const GL_FLOAT = 0x1406;

/**
 * The weights texture's side for a map of `width` × `height` CSS pixels: enough texels to cover the
 * larger side at 2 pixels a texel, rounded up to a multiple of 128 (some room to pan before deck.gl
 * gathers the weights again), within deck.gl's limits (128 to 2048). Any side gives texels 2 pixels
 * apart on the same lattice (centred on the view), so the same picture as deck.gl's 2048².
 */
export function weightsTextureSize(width: number, height: number) {
  const texels = Math.ceil(Math.max(width, height, 1) / pixelsPerTexel);
  return Math.min(2048, Math.max(128, Math.ceil(texels / 128) * 128));
}

/** The parts of luma.gl's WebGL device used here (not typed by @deck.gl/core). */
type WebGLDeviceParts = {
  type: string;
  gl?: WebGL2RenderingContext;
  readPixelsToArrayWebGL?: (source: unknown, options: { sourceType: number }) => ArrayBufferView;
};

/**
 * luma.gl keeps a cache of the WebGL state and skips a setting equal to the cached one, but starts
 * the cache with a placeholder viewport of 0, 0, 1024, 1024 instead of the context's own (the canvas's
 * first size, 300 × 150 before the map is laid out). A weights texture of 1024² drawn before anything
 * else set the viewport was therefore drawn through the 300 × 150 one: all points squeezed into a
 * corner, none where the map looks, no heat drawn. Setting the context's real viewport again puts the
 * cache right (luma.gl answers getParameter from its cache, so the real one is asked of WebGL itself).
 */
function syncViewportCache(device: WebGLDeviceParts) {
  const gl = device.type === 'webgl' ? device.gl : undefined;
  if (!gl) return;
  const [x, y, width, height] = WebGL2RenderingContext.prototype.getParameter.call(
    gl,
    gl.VIEWPORT,
  ) as Int32Array;
  gl.viewport(x!, y!, width!, height!);
}

/** HeatmapLayer with the viewport cache put right before its weights pass and its maximum found on the CPU. */
class WeightsHeatmapLayer extends HeatmapLayer {
  static layerName = 'WeightsHeatmapLayer';

  override _updateWeightmap() {
    syncViewportCache(this.context.device as unknown as WebGLDeviceParts);
    super._updateWeightmap();
  }

  override _updateMaxWeightValue() {
    const device = this.context.device as unknown as WebGLDeviceParts;
    const { weightsTransform, maxWeightsTexture, format } = this.state;
    if (
      device.type !== 'webgl' ||
      !device.readPixelsToArrayWebGL ||
      format !== 'rgba32float' ||
      !weightsTransform ||
      !maxWeightsTexture
    ) {
      super._updateMaxWeightValue();
      return;
    }
    const texels = device.readPixelsToArrayWebGL(weightsTransform.getFramebuffer(), {
      sourceType: GL_FLOAT,
    }) as Float32Array;
    // As deck.gl's max shader and blending: the largest of each channel; green, the largest mean (red
    // over the count in alpha), is read by the MEAN aggregation only, so only then searched (else 0).
    const mean = this.props.aggregation === 'MEAN';
    let red = 0;
    let green = 0;
    let blue = 0;
    let alpha = 0;
    for (let index = 0; index < texels.length; index += 4) {
      const weight = texels[index]!;
      const count = texels[index + 3]!;
      if (weight > red) red = weight;
      if (count > alpha) alpha = count;
      if (texels[index + 2]! > blue) blue = texels[index + 2]!;
      if (mean && weight / Math.max(1, count) > green) green = weight / Math.max(1, count);
    }
    maxWeightsTexture.writeData(new Float32Array([red, green, blue, alpha]));
  }
}

export type JourneyHeatLayerProps = {
  /** Longitude, latitude pairs. */
  points: Float32Array;
  /** Kernel radius in pixels. */
  radiusPixels: number;
  /** Multiplies every weight. */
  intensity: number;
  /** Cool to hot. */
  colorRange: Color[];
};

type HeatData = {
  length: number;
  attributes: Record<string, { value: Float32Array; size: number }>;
};

const defaultProps: DefaultProps<JourneyHeatLayerProps> = {
  points: { type: 'object', value: new Float32Array(0) },
  radiusPixels: { type: 'number', min: 1, max: 100, value: 12 },
  intensity: { type: 'number', min: 0, value: 1 },
  colorRange: { type: 'array', value: [] },
};

/** The journey points as a heatmap (see the top of this file). */
export class JourneyHeatLayer extends CompositeLayer<JourneyHeatLayerProps> {
  static layerName = 'JourneyHeatLayer';
  static defaultProps = defaultProps;

  declare state: { data: HeatData; cellZoom: number };

  override shouldUpdateState({ changeFlags }: UpdateParameters<this>) {
    // The zoom decides the cells' size, so a new view is looked at too.
    return changeFlags.somethingChanged;
  }

  override updateState({ props, oldProps }: UpdateParameters<this>) {
    // Cells of a pixel at the next whole zoom level up: at most a pixel at this zoom.
    const cellZoom = Math.ceil(this.context.viewport.zoom);
    if (props.points === oldProps.points && cellZoom === this.state.cellZoom) return;
    const { points } = props;
    const cells = heatCells(points, degreesPerPixel(cellZoom));
    const data: HeatData = cells
      ? {
          length: cells.length,
          attributes: {
            getPosition: { value: cells.positions, size: 2 },
            getWeight: { value: cells.weights, size: 1 },
          },
        }
      : { length: points.length / 2, attributes: { getPosition: { value: points, size: 2 } } };
    this.setState({ data, cellZoom });
  }

  override renderLayers() {
    const { radiusPixels, intensity, colorRange } = this.props;
    const size = weightsTextureSize(this.context.viewport.width, this.context.viewport.height);
    return new WeightsHeatmapLayer(this.getSubLayerProps({ id: `weights-${size}` }), {
      data: this.state.data,
      getWeight: 1,
      radiusPixels,
      intensity,
      colorRange,
      weightsTextureSize: size,
    });
  }
}
