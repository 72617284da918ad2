/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** A real API host (e.g. https://api.example.org/). Unset: demo mode, answered by the MSW worker. */
  readonly VITE_API_URL?: string;
  /**
   * The deployment's token revoke endpoint, relative to the API host (e.g. `api/admin/logout`): logout
   * posts to it with the bearer token before it clears the browser. Unset with VITE_API_URL: logout
   * calls no server; in demo mode the demo backend's (ADR 0106).
   */
  readonly VITE_LOGOUT_PATH?: string;
  /** The support address in the login help text. */
  readonly VITE_SUPPORT_EMAIL?: string;
  /** The user-facing host of the sign-up links (/welcome/{code}). */
  readonly VITE_USER_HOST?: string;
  /**
   * A MapLibre style URL (vector tiles from a provider or a self-hosted style), drawn under the maps by
   * MapLibre GL, which loads only then. Unset: raster tiles if set, else the offline basemap (ADR 0120).
   */
  readonly VITE_MAP_STYLE_URL?: string;
  /**
   * The address search's places service: a Nominatim-compatible search endpoint (e.g.
   * https://nominatim.openstreetmap.org/search, or LocationIQ's with its key), asked for UK and
   * Luxembourg only. Unset: the demo's own places in demo mode, else no address search.
   */
  readonly VITE_PLACES_URL?: string;
  /** Raster map tiles, a `{z}/{x}/{y}` URL template. Unset: the offline basemap (ADR 0044). */
  readonly VITE_MAP_TILES_URL?: string;
  /** The tiles' credit, shown over the map. @default '© OpenStreetMap contributors' */
  readonly VITE_MAP_TILES_ATTRIBUTION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
