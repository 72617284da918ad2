/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** A real API host (e.g. https://api.example.org/). Unset: demo mode, answered by the MSW worker. */
  readonly VITE_API_URL?: string;
  /** The support address in the login help text. */
  readonly VITE_SUPPORT_EMAIL?: string;
  /** The user-facing host of the sign-up links (/welcome/{code}). */
  readonly VITE_USER_HOST?: string;
  /** Raster map tiles, a `{z}/{x}/{y}` URL template. Unset: the offline basemap (ADR 0044). */
  readonly VITE_MAP_TILES_URL?: string;
  /** The tiles' credit, shown over the map. @default '© OpenStreetMap contributors' */
  readonly VITE_MAP_TILES_ATTRIBUTION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
