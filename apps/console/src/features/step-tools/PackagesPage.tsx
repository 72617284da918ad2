import { csvListQuery, processStepCsv } from '@stride/api';
import { newestFirst, screens, stepMessages } from '@stride/domain';
import type { DataTableColumn } from '@stride/ui';
import { ButtonLink, DataTable, ErrorState, useToast } from '@stride/ui';
import { useState } from 'react';
import { PageStack, PageToolbar } from '../../app/page-layout';
import { loadError } from '../../app/load-error';
import { routerLink } from '../../app/router-link';
import { useApiClient } from '../../app/useApiClient';
import { useQuery } from '../../app/useQuery';

/** One uploaded step data package: its name and its place in the upload order (1 = the first). */
type StepPackage = { name: string; number: number };

const columns: DataTableColumn<StepPackage>[] = [
  { id: 'number', header: 'Upload', accessor: (row) => row.number, filterable: false },
  { id: 'name', header: 'Package', accessor: (row) => row.name, rowHeader: true },
];

/**
 * /members/packages (docs/product/step-tools.md): the step data packages uploaded through the Step
 * Datamodel (the CSV names of get_csv_list), newest first, each processed with Process
 * (`CSV processed successfully` or `Failed to process CSV`). Uploads stay on Step Actions.
 */
export function PackagesPage() {
  const client = useApiClient();
  const toast = useToast();
  const list = useQuery(csvListQuery());
  const [processing, setProcessing] = useState<string | null>(null);
  const packages = newestFirst(list.data ?? []).map((name, index, all) => ({
    name,
    number: all.length - index,
  }));

  const process = async (name: string) => {
    setProcessing(name);
    try {
      await processStepCsv(client, name);
      toast.show({ variant: 'success', title: 'Success', message: stepMessages.processed });
    } catch (failure) {
      const { detail } = loadError(failure, stepMessages.processFailed);
      toast.show({ variant: 'error', title: 'Error', message: stepMessages.processFailed, detail });
    } finally {
      setProcessing(null);
    }
  };

  return (
    <PageStack>
      <PageToolbar>
        <ButtonLink variant="secondary" href={screens.step_actions.path} renderLink={routerLink}>
          Upload on {screens.step_actions.title}
        </ButtonLink>
      </PageToolbar>
      {list.error ? (
        <ErrorState
          {...loadError(list.error, 'The step packages could not be loaded.')}
          onRetry={() => void list.refresh()}
        />
      ) : (
        <DataTable
          aria-label="Step packages"
          columns={columns}
          data={packages}
          loading={list.isLoading}
          getRowId={(row) => row.name}
          defaultSort={{ columnId: 'number', direction: 'descending' }}
          emptyMessage="No packages uploaded yet: upload one with Step Datamodel on Step Actions."
          rowActions={(row) => [
            {
              label: 'Process',
              loading: processing === row.name,
              disabled: processing !== null,
              onClick: () => void process(row.name),
            },
          ]}
        />
      )}
    </PageStack>
  );
}
