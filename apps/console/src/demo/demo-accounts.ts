/**
 * The demo accounts the login page lists: a few lines that `main.tsx` imports statically so the
 * list shows with the form (no layout shift when the backend comes up later, ADR 0098). In a build
 * with VITE_API_URL nothing uses it and it is dropped with the rest of the demo.
 */
export { demoAccounts } from '@stride/mocks';
