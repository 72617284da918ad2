export * from './OrganisationDetail';
