export * from './OrganisationTable';
