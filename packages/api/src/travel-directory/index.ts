// travel-directory: every module of this area that the package exports.
export * from './travel-features';
