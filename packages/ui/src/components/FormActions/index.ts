export * from './FormActions';
