export * from './FileField';
