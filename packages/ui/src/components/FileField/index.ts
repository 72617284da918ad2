export * from './FileField';
export * from './FormFileField';
