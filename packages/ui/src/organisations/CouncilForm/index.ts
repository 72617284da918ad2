export * from './CouncilForm';
