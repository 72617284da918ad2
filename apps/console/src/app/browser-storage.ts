/**
 * Why the browser refused to store a value in local storage:
 * - `storage-full`: over the quota with no room left (other data took it);
 * - `too-large`: over the quota, though a smaller value still fits: this one is too large for the room left;
 * - `refused`: not a quota at all (storage turned off or blocked, e.g. by a privacy setting).
 */
export type StorageRefusal = 'storage-full' | 'too-large' | 'refused';

/** Whether `error` is a browser's "over the quota" (Chrome, Safari, Firefox's old name, the legacy code). */
export function isQuotaExceeded(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error.code === 22)
  );
}

const probeKey = 'stride.storage-probe';

/**
 * Why `storage` refused a value of `length` characters with `error`: over the quota, a probe a quarter
 * its size (at most 1024 characters) tells a value too large for the room left from a storage with no
 * room at all; the probe is removed again.
 */
export function refusalOf(error: unknown, length: number, storage: Storage = localStorage): StorageRefusal {
  if (!isQuotaExceeded(error)) return 'refused';
  try {
    storage.setItem(probeKey, 'x'.repeat(Math.max(1, Math.min(1024, Math.floor(length / 4)))));
    storage.removeItem(probeKey);
    return 'too-large';
  } catch {
    return 'storage-full';
  }
}
