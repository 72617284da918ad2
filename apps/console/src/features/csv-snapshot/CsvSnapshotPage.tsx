import { csvSnapshotsQuery, generateCsvSnapshotMutation, getCsvSnapshotFile, isApiError } from '@stride/api';
import {
  csvSnapshotFailureMessage,
  csvSnapshotMessages,
  screens,
  type CsvSnapshotFile,
} from '@stride/domain';
import { ActionsHistorySection, CsvSnapshotFiles, CsvSnapshotForm, useToast } from '@stride/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '../../app/useQuery';
import { loadErrorProps } from '../../app/load-error';
import { PageSections } from '../../app/page-sections.styles';
import { useActionHistory } from '../../app/useActionHistory';
import { useApiClient } from '../../app/useApiClient';
import { useFailureToast } from '../../app/useFailureToast';
import { useMutation } from '../../app/useMutation';

/**
 * /members/actions/csv_snapshot (docs/product/csv-snapshot.md; ADR 0091): generate a table's snapshot, then
 * pick a generated file and receive its download link. The History lists the past runs, and a run just made
 * joins it (generateCsvSnapshotMutation reloads it).
 */
export function CsvSnapshotPage() {
  const client = useApiClient();
  const write = useMutation();
  const toast = useToast();
  const failed = useFailureToast();
  const navigate = useNavigate();
  const files = useQuery(csvSnapshotsQuery());
  const history = useActionHistory('csv_snapshot');
  const [link, setLink] = useState<{ file: CsvSnapshotFile; url: string }>();

  const generate = async (table: string) => {
    try {
      const answer = await write(generateCsvSnapshotMutation(table));
      if (answer?.success === false) throw new Error(csvSnapshotMessages.failed);
    } catch (error) {
      toast.show({
        variant: 'error',
        title: 'Error',
        message: csvSnapshotFailureMessage(isApiError(error) ? error.status : undefined),
      });
      return false;
    }
    toast.show({ variant: 'success', title: 'Success', message: csvSnapshotMessages.generated });
    return true;
  };

  const getLink = async (file: CsvSnapshotFile) => {
    try {
      setLink({ file, url: await getCsvSnapshotFile(client, file.csv_path) });
      toast.show({ variant: 'success', title: 'Success', message: csvSnapshotMessages.downloaded });
    } catch (error) {
      failed(error);
    }
  };

  return (
    <PageSections>
      <section aria-labelledby="csv-generate">
        <h2 id="csv-generate">Generate a snapshot</h2>
        <CsvSnapshotForm onGenerate={generate} onCancel={() => void navigate(screens.actions.path)} />
      </section>
      <section aria-labelledby="csv-download">
        <h2 id="csv-download">Download a snapshot</h2>
        <CsvSnapshotFiles
          files={files.data ?? []}
          loading={files.isLoading}
          {...loadErrorProps(files.error, 'The generated files could not be loaded.')}
          onRetry={() => void files.refresh()}
          onGetLink={getLink}
          link={link}
        />
      </section>
      <ActionsHistorySection
        actions={history.data ?? []}
        loading={history.isLoading}
        {...loadErrorProps(history.error, 'The history could not be loaded.')}
        onRetry={() => void history.refresh()}
      />
    </PageSections>
  );
}
