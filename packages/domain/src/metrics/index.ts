// metrics: every module of this area that the package exports.
export * from './filter-selection';
export * from './numeric';
export * from './travel-mode';
export * from './stats';
export * from './engagement';
export * from './co2';
export * from './months';
export * from './date-time';
export * from './date-time-range-form';
export * from './filter-url';
export * from './habits';
export * from './relative-time';
export * from './date-range-presets';
