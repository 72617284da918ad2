import { saveSchoolYearsMutation } from '@stride/api';
import { startingYearStructure, yearStructureRows, type YearStructureRow } from '@stride/domain';
import { ErrorState, Skeleton, YearStructureEditor } from '@stride/ui';
import { loadError } from '../../app/load-error';
import { useNotifySave } from './useNotifySave';
import { useYearStructure } from './useOrganisationData';
import { useMutation } from '../../app/useMutation';

/** The Year structure tab: every year, active or not, and the address an active one is taught at (ADR 0109). */
export function YearStructureTab({ organisationId }: { organisationId: number }) {
  const write = useMutation();
  const { levels, years, addresses, defaults } = useYearStructure(organisationId);
  const notifySave = useNotifySave();

  const failed = levels.error ?? years.error ?? addresses.error ?? defaults.error;
  if (failed) {
    const retry = () =>
      void Promise.all([levels.refresh(), years.refresh(), addresses.refresh(), defaults.refresh()]);
    return <ErrorState {...loadError(failed, 'The year structure could not be loaded.')} onRetry={retry} />;
  }
  const neverSaved = levels.data?.groups.length === 0;
  if (!levels.data || !years.data || !addresses.data || (neverSaved && !defaults.data))
    return <Skeleton lines={6} label="Loading year structure" />;

  const save = async (rows: YearStructureRow[]) => {
    await notifySave(async () => {
      await write(saveSchoolYearsMutation(organisationId, rows));
    });
  };
  const rows =
    neverSaved && defaults.data
      ? startingYearStructure(
          years.data.years,
          defaults.data.years,
          addresses.data.addresses.map((address) => address.id),
        )
      : yearStructureRows(levels.data.groups, years.data.years);
  return <YearStructureEditor rows={rows} addresses={addresses.data.addresses} onSave={save} />;
}
