/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** A real API host (e.g. https://api.example.org/). Unset: demo mode, answered by the MSW worker. */
  readonly VITE_API_URL?: string;
  /** The support address in the login help text. */
  readonly VITE_SUPPORT_EMAIL?: string;
  /** The user-facing host of the sign-up links (/welcome/{code}). */
  readonly VITE_USER_HOST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
