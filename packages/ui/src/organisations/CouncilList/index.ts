export * from './CouncilList';
