// step-tools: every module of this area that the package exports.
export * from './step-tools';
