// Every call the reference API answered while the over-HTTP tests drove the built console
// (apps/console/e2e/over-http.e2e.ts): method, path, status, content type and body, in order. They
// are what the console really asked and got, for checking against the API's contract.
import type { ApiExchange } from '@stride/mocks/http-server';

export const apiExchanges: ApiExchange[] = [];
