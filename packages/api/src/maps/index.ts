// maps: every module of this area that the package exports.
export * from './markers';
export * from './change-travel-mode';
export * from './marker-lookup';
export * from './journey-detail';
export * from './heatmap';
export * from './geofences';
