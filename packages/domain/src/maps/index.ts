// maps: every module of this area that the package exports.
export * from './map-rules';
export * from './heatmap-rules';
export * from './map-marker';
