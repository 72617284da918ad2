import type { PersonRef } from '@stride/api';
import { profileOfRecordId, profileRecordId, recordKeys } from '@stride/domain';
import { useMemo } from 'react';
import { useRecordInUrl, useRecordTab } from '../useRecordInUrl';

/**
 * The profile open over a list of people, in the URL (`profile=user-<id>` / `pupil-<id>`, docs/product/people.md):
 * Edit opens it as a new history entry, Back or closing it shows the list as it was, a reload or a copied
 * link opens it again, on the tab it showed (`tab=history`).
 */
export function useProfileInUrl() {
  const record = useRecordInUrl(recordKeys.profile);
  const tab = useRecordTab('user');
  const person: PersonRef | null = useMemo(() => profileOfRecordId(record.id), [record.id]);
  return {
    person,
    open: (next: PersonRef) => record.open(profileRecordId(next)),
    close: record.close,
    /** The tab shown, kept in the address. */
    tab,
  };
}
