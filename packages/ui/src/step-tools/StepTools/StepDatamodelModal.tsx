import { zodResolver } from '@hookform/resolvers/zod';
import type { StepAction } from '@stride/domain';
import {
  csvFileRule,
  defaultStepCouncilId,
  newestFirst,
  stepActionQuestion,
  stepActions,
  stepMessages,
  stepUploadFormSchema,
} from '@stride/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useAlert } from '../../primitives/AlertDialog/AlertDialog';
import { ErrorState } from '../../primitives/ErrorState/ErrorState';
import { Button } from '../../primitives/Button/Button';
import type { DiscardQuestion } from '../../primitives/ConfirmDialog/DiscardPrompt';
import { Select } from '../../primitives/Select/Select';
import { useConfirmed } from '../../primitives/ConfirmDialog/useConfirmed';
import { TextField } from '../../primitives/TextField/TextField';
import { FormFileField } from '../../components/FileField/FormFileField';
import { ToolsModal, useToolsModal } from '../../components/ToolsModal/ToolsModal';
import { Section, Sections } from '../../primitives/FormSections/form-sections.styles';
import { InlineFields } from '../../components/form-layout.styles';

export type StepDatamodelModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Asked before Escape or the close button drops what was typed; without it they close at once
   * (ADR 0100). A click outside does nothing.
   * @default undefined
   */
  discardQuestion?: DiscardQuestion;
  /** Uploaded CSV names as the server lists them (oldest first); shown newest first. */
  csvFiles: readonly string[];
  /** Uploads a datamodel file under a name; resolves once stored. A rejection alerts 'Upload failed'. */
  onUpload: (name: string, file: File) => Promise<unknown>;
  /** Runs a step action for a council. */
  onAction: (action: StepAction, councilId: number) => Promise<unknown>;
  /** Processes an uploaded CSV. */
  onProcess: (csv: string) => Promise<unknown>;
  /**
   * Why the list of uploaded CSVs could not be loaded; shown with Retry in place of the list.
   * @default undefined
   */
  csvFilesError?: string;
  /**
   * That failure in technical words, behind a closed 'Technical details' disclosure.
   * @default undefined
   */
  csvFilesErrorDetail?: string;
  /**
   * Loads the list again.
   * @default undefined
   */
  onRetryCsvFiles?: () => void;
};

/** The step datamodel modal (docs/product/step-tools.md): upload with a name, the step actions for a council (881 by default), and processing of an uploaded CSV. */
export function StepDatamodelModal({
  open,
  onOpenChange,
  csvFiles,
  onUpload,
  onAction,
  onProcess,
  csvFilesError,
  csvFilesErrorDetail,
  onRetryCsvFiles,
  discardQuestion,
}: StepDatamodelModalProps) {
  const {
    control,
    handleSubmit,
    reset,
    watch,
    formState: { isDirty },
  } = useForm({
    resolver: zodResolver(stepUploadFormSchema),
    defaultValues: { name: '', file: null },
  });
  const [councilId, setCouncilId] = useState(String(defaultStepCouncilId));
  const [csv, setCsv] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const { alert, dialog } = useAlert();

  const { close, modal } = useToolsModal(
    { open, onOpenChange, discardQuestion },
    { reset: reset, unsaved: isDirty },
  );

  const run = async (what: string, action: () => Promise<unknown>) => {
    setBusy(what);
    await action().catch(() => undefined);
    setBusy(null);
  };
  const runStepAction = (action: StepAction, council: number) => run(action, () => onAction(action, council));
  // An action that cannot be undone asks first, naming its council; Yes runs it (the modal shows how it went).
  const asked = useConfirmed(
    ({ action, council }: { action: StepAction; council: number }) => {
      void runStepAction(action, council);
    },
    {
      question: ({ action, council }) => stepActionQuestion(action, council)?.question,
      description: ({ action, council }) => stepActionQuestion(action, council)?.description,
    },
  );

  // Without a file the alert 'Please select a file first.' shows (docs/product/step-tools.md), the name stays
  // as typed and the file input has the focus again after OK. A failed upload alerts 'Upload failed'.
  const upload = handleSubmit(
    ({ name, file }) =>
      run('upload', () =>
        onUpload(name, file).then(
          () => reset(),
          () => alert(stepMessages.uploadFailed),
        ),
      ),
    (errors) => errors.file?.message && alert(errors.file.message),
  );

  return (
    <ToolsModal {...modal} title="Step Datamodel">
      <Sections>
        <Section aria-label="Upload">
          <h3>Upload</h3>
          <InlineFields>
            {/* The spec gives the missing name no message: the button stays disabled instead. */}
            <Controller
              control={control}
              name="name"
              render={({ field }) => <TextField {...field} label="Name" required />}
            />
            <FormFileField control={control} name="file" label="File" rule={csvFileRule} />
            <Button
              disabled={!watch('name').trim() || busy !== null}
              loading={busy === 'upload'}
              onClick={() => void upload()}
            >
              Upload
            </Button>
          </InlineFields>
        </Section>
        <Section aria-label="Step actions">
          <h3>Step actions</h3>
          <TextField
            label="Council id"
            type="number"
            min={1}
            value={councilId}
            onValueChange={setCouncilId}
          />
          <InlineFields>
            {stepActions.map((action) => (
              <Button
                key={action}
                variant="secondary"
                disabled={busy !== null || !Number(councilId)}
                loading={busy === action}
                onClick={() => {
                  const council = Number(councilId);
                  if (stepActionQuestion(action, council)) asked.ask({ action, council });
                  else void runStepAction(action, council);
                }}
              >
                {action}
              </Button>
            ))}
          </InlineFields>
        </Section>
        <Section aria-label="Uploaded CSVs">
          <h3>Uploaded CSVs</h3>
          {csvFilesError ? (
            <ErrorState message={csvFilesError} detail={csvFilesErrorDetail} onRetry={onRetryCsvFiles} />
          ) : (
            <InlineFields>
              <Select
                label="CSV"
                placeholder={csvFiles.length ? 'Select…' : 'No uploads yet'}
                options={newestFirst(csvFiles).map((value) => ({ value, label: value }))}
                value={csv}
                onValueChange={setCsv}
              />
              <Button
                disabled={!csv || busy !== null}
                loading={busy === 'process'}
                onClick={() => void run('process', () => onProcess(csv))}
              >
                Process CSV
              </Button>
            </InlineFields>
          )}
        </Section>
        <InlineFields>
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
        </InlineFields>
      </Sections>
      {asked.dialog}
      {dialog}
    </ToolsModal>
  );
}
