import { TileLayer } from '@deck.gl/geo-layers';
import { BitmapLayer, GeoJsonLayer } from '@deck.gl/layers';
import type { FeatureCollection, MultiPolygon, Polygon, Feature } from 'geojson';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import landTopology from 'world-atlas/land-50m.json';
import { landInside, landOutlines, type LandArea } from './land-area';
import { mapColours } from './map-colours';

let outlines: ReturnType<typeof landOutlines> | null = null;

/** The world's land at 1:50m from world-atlas, converted once from TopoJSON, each polygon with its box. */
function worldLand() {
  if (!outlines) {
    const topology = landTopology as unknown as Topology;
    outlines = landOutlines(
      feature(topology, topology.objects.land!) as
        Feature<Polygon | MultiPolygon> | FeatureCollection<Polygon | MultiPolygon>,
    );
  }
  return outlines;
}

/**
 * The basemap. With no tile URL: land and coastline from the world-atlas package, drawn by deck.gl,
 * so the map works offline (demo mode, Storybook, tests); only the land within `landArea` (around
 * the view) is handed to the GPU (ADR 0102). With a raster tile URL template
 * (`https://…/{z}/{x}/{y}.png`): the deployment's tiles instead.
 */
export function basemapLayers(tilesUrl: string | undefined, landArea: LandArea) {
  if (tilesUrl) {
    return [
      new TileLayer({
        id: 'basemap-tiles',
        data: tilesUrl,
        tileSize: 256,
        minZoom: 0,
        maxZoom: 19,
        renderSubLayers: (props) => {
          const [[west, south], [east, north]] = props.tile.boundingBox;
          return new BitmapLayer({
            ...props,
            id: `${props.id}-bitmap`,
            data: undefined,
            image: props.data as string,
            bounds: [west, south, east, north],
          });
        },
      }),
    ];
  }
  return [
    new GeoJsonLayer({
      id: 'basemap-land',
      data: landInside(worldLand(), landArea),
      // The coastline is the land's edge against the water colour: no outline. An outline (the
      // world's 1:50m coast as paths) measured ~2.4 s of SwiftShader time per frame (ADR 0070).
      filled: true,
      stroked: false,
      getFillColor: mapColours.land,
    }),
  ];
}
