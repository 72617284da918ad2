import { adminUserSchema } from '@stride/domain';
import { sessionStorageKeys } from './session-atoms';

const parsesAsAdmin = (stored: string) => {
  try {
    return adminUserSchema.safeParse(JSON.parse(stored)).success;
  } catch {
    return false;
  }
};

/**
 * A stored admin that no longer parses (a shape an older console stored, an edited value) counts
 * as signed out: the stored session is removed. `main.tsx` runs this before the first render when
 * an admin is stored, so zod is not loaded before the login form of a signed-out visitor (ADR 0098).
 */
export function forgetUnparsableSession(storage: Storage = localStorage) {
  const stored = storage.getItem(sessionStorageKeys.user);
  if (stored === null || parsesAsAdmin(stored)) return;
  for (const key of Object.values(sessionStorageKeys)) storage.removeItem(key);
}
