import {
  Layer,
  color,
  picking,
  project32,
  UNIT,
  type Accessor,
  type Color,
  type DefaultProps,
  type LayerProps,
  type Position,
  type Unit,
} from '@deck.gl/core';
import { Model } from '@luma.gl/engine';

/**
 * Journey markers as round dots, one GL point per marker (ADR 0071). deck.gl's ScatterplotLayer draws
 * an instanced quad per circle; software WebGL (SwiftShader, the only WebGL in CI and on these
 * machines) runs each instance as its own draw, so 100k circles took seconds per frame. One point
 * per marker is one draw: the same picture in a tenth of the time.
 */
export type MarkerDotsLayerProps<D = unknown> = {
  /** Radius of every dot, in `radiusUnits`. */
  radiusScale?: number;
  /** The dots never get smaller than this radius in pixels. */
  radiusMinPixels?: number;
  radiusUnits?: Unit;
  getPosition?: Accessor<D, Position>;
  getFillColor?: Accessor<D, Color>;
} & LayerProps;

const uniformBlock = /* glsl */ `\
layout(std140) uniform markerDotsUniforms {
  float radiusScale;
  float radiusMinPixels;
  highp int radiusUnits;
} markerDots;
`;

const markerDotsUniforms = {
  name: 'markerDots',
  vs: uniformBlock,
  fs: uniformBlock,
  source: '',
  uniformTypes: { radiusScale: 'f32', radiusMinPixels: 'f32', radiusUnits: 'i32' },
} as const;

const vs = /* glsl */ `\
#version 300 es
#define SHADER_NAME marker-dots-vertex-shader
in vec3 positions;
in vec3 positions64Low;
in vec4 fillColors;
out vec4 vFillColor;
out float radiusPixels;
out float halfPointPixels;
void main(void) {
  geometry.worldPosition = positions;
  geometry.pickingColor = picking_getPickingColorFromIndex(float(gl_VertexID));
  radiusPixels = max(project_size_to_pixel(markerDots.radiusScale, markerDots.radiusUnits), markerDots.radiusMinPixels);
  gl_Position = project_position_to_clipspace(positions, positions64Low, vec3(0.0), geometry.position);
  DECKGL_FILTER_GL_POSITION(gl_Position, geometry);
  halfPointPixels = radiusPixels + SMOOTH_EDGE_RADIUS;
  gl_PointSize = 2.0 * halfPointPixels * project.devicePixelRatio;
  vFillColor = vec4(fillColors.rgb, fillColors.a * layer.opacity);
  DECKGL_FILTER_COLOR(vFillColor, geometry);
}
`;

const fs = /* glsl */ `\
#version 300 es
#define SHADER_NAME marker-dots-fragment-shader
precision highp float;
in vec4 vFillColor;
in float radiusPixels;
in float halfPointPixels;
out vec4 fragColor;
void main(void) {
  float distToCenter = length(gl_PointCoord - 0.5) * 2.0 * halfPointPixels;
  float inCircle = smoothedge(distToCenter, radiusPixels);
  if (inCircle == 0.0) {
    discard;
  }
  fragColor = vec4(vFillColor.rgb, vFillColor.a * inCircle);
  DECKGL_FILTER_COLOR(fragColor, geometry);
}
`;

const defaultProps: DefaultProps<MarkerDotsLayerProps> = {
  radiusUnits: 'meters',
  radiusScale: { type: 'number', min: 0, value: 1 },
  radiusMinPixels: { type: 'number', min: 0, value: 0 },
  getPosition: { type: 'accessor', value: (marker: unknown) => (marker as { position: Position }).position },
  getFillColor: { type: 'accessor', value: [0, 0, 0, 255] },
};

export class MarkerDotsLayer<D = unknown> extends Layer<Required<MarkerDotsLayerProps<D>>> {
  static override layerName = 'MarkerDotsLayer';
  static override defaultProps = defaultProps;
  declare state: { model?: Model };

  override getShaders() {
    return super.getShaders({ vs, fs, modules: [project32, color, picking, markerDotsUniforms] });
  }

  override initializeState() {
    this.getAttributeManager()!.add({
      positions: { size: 3, type: 'float64', fp64: this.use64bitPositions(), accessor: 'getPosition' },
      fillColors: { size: 4, type: 'unorm8', accessor: 'getFillColor', defaultValue: [0, 0, 0, 255] },
    });
    this.setState({
      model: new Model(this.context.device, {
        ...this.getShaders(),
        id: this.props.id,
        bufferLayout: this.getAttributeManager()!.getBufferLayouts({ isInstanced: false }),
        topology: 'point-list',
        isInstanced: false,
        vertexCount: 0,
      }),
    });
  }

  override draw() {
    const { radiusScale, radiusMinPixels, radiusUnits } = this.props;
    const model = this.state.model!;
    model.setVertexCount(this.getNumInstances());
    model.shaderInputs.setProps({
      markerDots: { radiusScale, radiusMinPixels, radiusUnits: UNIT[radiusUnits] },
    });
    // Flat dots on a flat map: no depth test (with one, software WebGL dropped most points). deck.gl
    // resets the model's parameters to the layer's before each draw, so this comes last.
    model.setParameters({ ...model.parameters, depthCompare: 'always', depthWriteEnabled: false });
    model.draw(this.context.renderPass);
  }
}
