// home: every module of this area that the package exports.
export * from './dashboard-home';
export * from './alerts';
