/**
 * Which organisations agreed to their terms in this browser session. Demo writes normally live only
 * in memory, but the terms dialog would reappear on every reload, so agreement goes to
 * sessionStorage when there is one (the browser) and stays in memory otherwise (node tests).
 */
const storageKey = 'stride-demo-terms-agreed';
const inMemory = new Set<number>();

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Some sandboxed iframes throw on access instead of leaving it undefined.
    return null;
  }
}

function readStored(store: Storage): number[] {
  try {
    const value: unknown = JSON.parse(store.getItem(storageKey) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

export function hasAgreedTerms(organisationId: number): boolean {
  const store = storage();
  return store ? readStored(store).includes(organisationId) : inMemory.has(organisationId);
}

export function recordTermsAgreement(organisationId: number): void {
  const store = storage();
  if (!store) {
    inMemory.add(organisationId);
    return;
  }
  const ids = readStored(store);
  if (!ids.includes(organisationId)) store.setItem(storageKey, JSON.stringify([...ids, organisationId]));
}

/** Back to "nothing agreed" (resetDemoDb calls this, so a story starts with the dialog showing). */
export function forgetTermsAgreements(): void {
  inMemory.clear();
  storage()?.removeItem(storageKey);
}
