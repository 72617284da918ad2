export * from './IntegrationSchoolsTable';
export * from './ProviderStatsList';
export * from './ProviderLogTable';
export * from './IntegrationSchoolForm';
export * from './TestUserForm';
export * from './EmailCheck';
