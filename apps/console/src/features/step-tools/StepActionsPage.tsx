import {
  processStepCsv,
  stepAction,
  stepAccountsQuery,
  csvListQuery,
  uploadSurveyCsv,
  uploadStepCsvMutation,
  deleteStepAccountMutation,
  submitStepAccountMutation,
} from '@stride/api';
import { screens, stepMessages } from '@stride/domain';
import { Button, ButtonLink, CsvUploader, StepAccountsModal, StepDatamodelModal, useToast } from '@stride/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { routerLink } from '../../app/router-link';
import { useQuery } from '../../app/useQuery';
import { useMutation } from '../../app/useMutation';
import { loadError, loadErrorProps } from '../../app/load-error';
import { useApiClient } from '../../app/useApiClient';
import { leaveMessages } from '../../drafts/LeaveGuard';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

type Open = 'datamodel' | 'accounts' | 'csv' | null;

/** /members/step_actions (docs/product/step-tools.md): the step datamodel, step account management and the survey CSV upload. */
export function StepActionsPage() {
  const client = useApiClient();
  const write = useMutation();
  const toast = useToast();
  const [open, setOpen] = useState<Open>(null);
  const csvFiles = useQuery(open === 'datamodel' ? csvListQuery() : null);
  const accounts = useQuery(open === 'accounts' ? stepAccountsQuery() : null);
  const csvFilesFailure = csvFiles.error
    ? loadError(csvFiles.error, 'The uploaded CSVs could not be loaded.')
    : undefined;

  /**
   * Runs a call and shows `done` (when given; the modal alerts it otherwise) or `failed` (with the
   * server's reason after it, when `withReason`), the technical words behind 'Technical details'.
   */
  const report = async (
    action: () => Promise<unknown>,
    done: string | null,
    failed: string,
    withReason = false,
  ) => {
    try {
      await action();
    } catch (failure) {
      const { message, detail } = loadError(failure, 'An unexpected error occurred.');
      toast.show({
        variant: 'error',
        title: 'Error',
        message: withReason ? failed + message : failed,
        detail,
      });
      throw failure;
    }
    if (done) toast.show({ variant: 'success', title: 'Success', message: done });
  };

  // A failure is the modal's alert 'Upload failed' (docs/product/step-tools.md).
  const upload = async (name: string, file: File) => {
    const contentType = file.type || 'text/csv';
    await write(uploadStepCsvMutation({ name, file, contentType }));
    toast.show({ variant: 'success', title: 'Success', message: 'Uploaded' });
  };

  const close = (isOpen: boolean) => !isOpen && setOpen(null);

  return (
    <>
      <Toolbar>
        <Button onClick={() => setOpen('datamodel')}>Step Datamodel</Button>
        <Button onClick={() => setOpen('accounts')}>Step Account Management</Button>
        <Button variant="secondary" onClick={() => setOpen('csv')}>
          + Add csv Stap Data
        </Button>
        {/* The school-integration page is one of the super admin's tools (docs/product/integrations.md). */}
        <ButtonLink variant="secondary" href={screens.school_integrations.path} renderLink={routerLink}>
          {screens.school_integrations.title}
        </ButtonLink>
        {/* The product pairs the step tools with the packages screen. */}
        <ButtonLink variant="secondary" href={screens.packages.path} renderLink={routerLink}>
          {screens.packages.title}
        </ButtonLink>
      </Toolbar>
      <StepDatamodelModal
        open={open === 'datamodel'}
        onOpenChange={close}
        discardQuestion={leaveMessages}
        csvFiles={csvFiles.data ?? []}
        csvFilesError={csvFilesFailure?.message}
        csvFilesErrorDetail={csvFilesFailure?.detail}
        onRetryCsvFiles={() => void csvFiles.refresh()}
        onUpload={upload}
        onAction={(action, councilId) =>
          report(
            () => stepAction(client, action, councilId),
            stepMessages.actionCompleted,
            stepMessages.actionFailed,
          )
        }
        onProcess={(csv) =>
          report(() => processStepCsv(client, csv), stepMessages.processed, stepMessages.processFailed)
        }
      />
      <StepAccountsModal
        open={open === 'accounts'}
        onOpenChange={close}
        discardQuestion={leaveMessages}
        accounts={accounts.data ?? []}
        loading={accounts.isLoading}
        {...loadErrorProps(accounts.error, 'The step accounts could not be loaded.')}
        onRetry={() => void accounts.refresh()}
        onSubmit={(account) =>
          report(
            async () => {
              await write(submitStepAccountMutation(account));
            },
            'Saved',
            stepMessages.saveFailed,
            true,
          )
        }
        onDelete={(account) =>
          report(
            async () => {
              await write(deleteStepAccountMutation(account.id));
            },
            'Deleted!',
            'The account could not be deleted: ',
            true,
          )
        }
      />
      <CsvUploader
        open={open === 'csv'}
        onOpenChange={close}
        discardQuestion={leaveMessages}
        onSubmit={(csv) =>
          report(
            () =>
              uploadSurveyCsv(client, {
                name: csv.name,
                file: csv.file,
                fileName: csv.file.name,
                overwriteCache: csv.overwriteCache,
              }),
            null,
            'The CSV could not be uploaded: ',
            true,
          )
        }
      />
    </>
  );
}
