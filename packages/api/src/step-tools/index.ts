// step-tools: every module of this area that the package exports.
export * from './step-datamodel';
export * from './step-accounts';
