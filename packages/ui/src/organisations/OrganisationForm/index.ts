export * from './OrganisationForm';
