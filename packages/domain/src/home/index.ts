// home: every module of this area that the package exports.
export * from './achievement';
export * from './dashboard-home';
export * from './performance';
export * from './signup-links';
export * from './home-tiles';
export * from './home-alert';
export * from './home-variants';
