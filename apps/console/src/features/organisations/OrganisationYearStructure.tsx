import { saveYearStructure } from '@stride/api';
import { yearStructureRows, type YearStructureRow } from '@stride/domain';
import { ErrorState, Skeleton, YearStructureEditor } from '@stride/ui';
import { loadErrorMessage } from '../../app/load-error-message';
import { useApiClient } from '../../app/useApiClient';
import { useNotifySave } from './useNotifySave';
import { useOrganisationAddresses, useYearStructure } from './useOrganisationData';

/** The Year structure tab: every year, active or not, and the address an active one is taught at. */
export function YearStructureTab({ organisationId }: { organisationId: number }) {
  const client = useApiClient();
  const { levels, years } = useYearStructure(organisationId);
  const addresses = useOrganisationAddresses(organisationId);
  const notifySave = useNotifySave();

  const failed = levels.error ?? years.error ?? addresses.error;
  if (failed) {
    const retry = () => void Promise.all([levels.mutate(), years.mutate(), addresses.mutate()]);
    return <ErrorState message={loadErrorMessage(failed, 'The year structure could not be loaded.')} onRetry={retry} />;
  }
  if (!levels.data || !years.data || !addresses.data) return <Skeleton lines={6} label="Loading year structure" />;

  const save = async (rows: YearStructureRow[]) => {
    await notifySave(async () => {
      await saveYearStructure(client, { organization_id: organisationId, levels: rows });
      await levels.mutate();
    });
  };
  return <YearStructureEditor rows={yearStructureRows(levels.data.groups, years.data.years)} addresses={addresses.data.addresses} onSave={save} />;
}
