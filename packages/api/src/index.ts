// @stride/api: the documented endpoints as typed functions, on an HTTP client with the session rules.
export * from './client/api-error';
export * from './client/create-api-client';
export * from './client/request-url';
export * from './client/session-store';
export * from './client/token-expiry';
export * from './query/query';
export * from './query/mutation';

export * from './session';

export * from './organisations';

export * from './metrics';

export * from './home';
export * from './inbox';
export * from './account';
export * from './uploads';
export * from './people';
export * from './travel-directory';
export * from './feedback';
export * from './integrations';

export * from './automations';
export * from './notices';

export * from './maps';
export * from './ml';
export * from './step-tools';
export * from './admin-messages';
export * from './csv-snapshot';
export * from './actions';
