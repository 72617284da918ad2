import type { ApiClient } from '@stride/api';
import { useContext } from 'react';
import { ApiClientContext } from './ApiClientProvider';

/** The api client of the surrounding ApiClientProvider. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an ApiClientProvider above it');
  return client;
}
