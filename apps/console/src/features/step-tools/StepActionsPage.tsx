import {
  deleteStepAccount,
  getPresignedUploadUrl,
  isApiError,
  processStepCsv,
  putToPresignedUrl,
  runStepAction,
  stepAccountsQuery,
  stepCsvListQuery,
  submitStepAccount,
  uploadSurveyCsv,
} from '@stride/api';
import { mlMessages, stepMessages } from '@stride/domain';
import { Button, CsvUploader, StepAccountsModal, StepDatamodelModal, useToast } from '@stride/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useQuery } from '../../app/useQuery';
import { loadErrorMessage } from '../../app/load-error-message';
import { useApiClient } from '../../app/useApiClient';
import { leaveMessages } from '../../drafts/LeaveGuard';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

type Open = 'datamodel' | 'accounts' | 'csv' | null;

/** /members/step_actions (spec 2 §2): the step datamodel, step account management and the survey CSV upload. */
export function StepActionsPage() {
  const client = useApiClient();
  const toast = useToast();
  const [open, setOpen] = useState<Open>(null);
  const csvFiles = useQuery(open === 'datamodel' ? stepCsvListQuery() : null);
  const accounts = useQuery(open === 'accounts' ? stepAccountsQuery() : null);
  const reason = (failure: unknown) => (isApiError(failure) ? failure.message : String(failure));

  /** Runs a call and shows `done` or `failed` (with the server's reason after it, when `withReason`). */
  const report = async (action: () => Promise<unknown>, done: string, failed: string, withReason = false) => {
    try {
      await action();
    } catch (failure) {
      toast.show({
        variant: 'error',
        title: 'Error',
        message: withReason ? failed + reason(failure) : failed,
      });
      throw failure;
    }
    toast.show({ variant: 'success', title: 'Success', message: done });
  };

  const upload = (name: string, file: File) =>
    report(
      async () => {
        const contentType = file.type || 'text/csv';
        await putToPresignedUrl(
          await getPresignedUploadUrl(client, { name, fileName: file.name, contentType }),
          file,
          contentType,
        );
        await csvFiles.mutate();
      },
      'Uploaded',
      stepMessages.uploadFailed,
    );

  const close = (isOpen: boolean) => !isOpen && setOpen(null);

  return (
    <>
      <Toolbar>
        <Button onClick={() => setOpen('datamodel')}>Step Datamodel</Button>
        <Button onClick={() => setOpen('accounts')}>Step Account Management</Button>
        <Button variant="secondary" onClick={() => setOpen('csv')}>
          + Add csv Stap Data
        </Button>
      </Toolbar>
      <StepDatamodelModal
        open={open === 'datamodel'}
        onOpenChange={close}
        discardQuestion={leaveMessages}
        csvFiles={csvFiles.data ?? []}
        csvFilesError={
          csvFiles.error
            ? loadErrorMessage(csvFiles.error, 'The uploaded CSVs could not be loaded.')
            : undefined
        }
        onRetryCsvFiles={() => void csvFiles.mutate()}
        onUpload={upload}
        onAction={(action, councilId) =>
          report(
            () => runStepAction(client, action, councilId),
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
        error={
          accounts.error
            ? loadErrorMessage(accounts.error, 'The step accounts could not be loaded.')
            : undefined
        }
        onRetry={() => void accounts.mutate()}
        onSubmit={(account) =>
          report(
            async () => {
              await submitStepAccount(client, account);
              await accounts.mutate();
            },
            'Saved',
            stepMessages.saveFailed,
            true,
          )
        }
        onDelete={(account) =>
          report(
            async () => {
              await deleteStepAccount(client, account.id);
              await accounts.mutate();
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
            mlMessages.csvDone,
            'The CSV could not be uploaded: ',
            true,
          )
        }
      />
    </>
  );
}
