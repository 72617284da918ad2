import { demoPlacesPath, searchPlaces } from '@stride/api';

/**
 * The deployment's places service for the address search (docs/product/organisations.md):
 * `VITE_PLACES_URL` is a Nominatim-compatible search endpoint (Nominatim, LocationIQ with its key, a
 * self-hosted one). In demo mode (no `VITE_API_URL`) the demo backend answers it with the demo's own
 * places; with an API and no places service there is no search (the address is typed or picked on the map).
 */
const placesUrl =
  import.meta.env.VITE_PLACES_URL || (import.meta.env.VITE_API_URL ? undefined : demoPlacesPath);

/** The address search's places call, restricted to UK and Luxembourg; undefined without a places service. */
export const addressSearch = placesUrl
  ? (query: string, signal: AbortSignal) => searchPlaces(placesUrl, query, signal)
  : undefined;
