import { heatmapOnlyModes, travelModes, type HeatmapOnlyMode, type TravelMode } from '../metrics/travel-mode';

export type HeatmapMode = TravelMode | HeatmapOnlyMode;
export type HeatmapSource = 'simulated' | 'tracked';

/** Modes only simulated data has (docs/product/maps.md, heatmap). */
const simulatedOnlyModes: readonly HeatmapMode[] = ['TAXI', 'CARPOOL', 'BUS', 'SCHOOL_BUS', 'TRAIN'];

/** The heatmap's mode toggles: the map's modes plus STILL and UNKNOWN, without the simulated-only modes when tracked. */
export function heatmapModes(source: HeatmapSource): HeatmapMode[] {
  const all: HeatmapMode[] = [...travelModes, ...heatmapOnlyModes];
  return source === 'simulated' ? all : all.filter((mode) => !simulatedOnlyModes.includes(mode));
}

export const heatmapRadiusStep = 4;
const defaultHeatmapRadius = 12;
const defaultHeatmapWeight = 1;

/** The radius button (docs/product/maps.md): up by 4 until above 20, then back to 4. */
export function nextHeatmapRadius(radius: number): number {
  const next = radius + heatmapRadiusStep;
  return next > 20 ? heatmapRadiusStep : next;
}

/** Weight up multiplies by 1.2 (docs/product/maps.md). */
export function heavierHeatmapWeight(weight: number): number {
  return weight * 1.2;
}

/** Weight down multiplies by 0.8, never below 1 (docs/product/maps.md). */
export function lighterHeatmapWeight(weight: number): number {
  return Math.max(1, weight * 0.8);
}

/** Geofence circles are drawn only when fewer than 1000 exist (docs/product/maps.md). */
export function geofencesShown(count: number): boolean {
  return count < 1000;
}

/** The heatmap's settings: the source, modes, which journeys (background, non-background), radius and weight. */
export type HeatmapSettings = {
  source: HeatmapSource;
  modes: HeatmapMode[];
  background: boolean;
  nonBackground: boolean;
  radius: number;
  weight: number;
};

export const defaultHeatmapSettings: HeatmapSettings = {
  source: 'simulated',
  modes: heatmapModes('simulated'),
  background: false,
  nonBackground: true,
  radius: defaultHeatmapRadius,
  weight: defaultHeatmapWeight,
};

/** Switching the source keeps only the selected modes the new source offers. */
export function withHeatmapSource(settings: HeatmapSettings, source: HeatmapSource): HeatmapSettings {
  const offered = heatmapModes(source);
  return { ...settings, source, modes: settings.modes.filter((mode) => offered.includes(mode)) };
}
