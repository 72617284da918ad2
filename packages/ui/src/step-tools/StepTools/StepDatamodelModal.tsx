import { zodResolver } from '@hookform/resolvers/zod';
import type { StepAction } from '@stride/domain';
import {
  csvFileRule,
  defaultStepCouncilId,
  newestFirst,
  stepActions,
  stepUploadFormSchema,
} from '@stride/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../primitives/Alert/Alert';
import { ErrorState } from '../../primitives/ErrorState/ErrorState';
import { Button } from '../../primitives/Button/Button';
import { Modal } from '../../primitives/Modal/Modal';
import type { DiscardQuestion } from '../../primitives/ConfirmDialog/DiscardPrompt';
import { Select } from '../../primitives/Select/Select';
import { TextField } from '../../primitives/TextField/TextField';
import { FileField } from '../../components/FileField/FileField';
import { Section, Sections } from '../../automations/AutomationEditor/AutomationEditor.styles';
import { InlineFields } from '../../components/form-layout.styles';

export type StepDatamodelModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Asked before Escape, an outside click or the close button drops what was typed; without it
   * they close at once (ADR 0100).
   * @default undefined
   */
  discardQuestion?: DiscardQuestion;
  /** Uploaded CSV names as the server lists them (oldest first); shown newest first. */
  csvFiles: readonly string[];
  /** Uploads a datamodel file under a name; resolves once stored. */
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
   * Loads the list again.
   * @default undefined
   */
  onRetryCsvFiles?: () => void;
};

/** The step datamodel modal (spec 2 §2): upload with a name, the step actions for a council (881 by default), and processing of an uploaded CSV. */
export function StepDatamodelModal({
  open,
  onOpenChange,
  csvFiles,
  onUpload,
  onAction,
  onProcess,
  csvFilesError,
  onRetryCsvFiles,
  discardQuestion,
}: StepDatamodelModalProps) {
  const {
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(stepUploadFormSchema),
    defaultValues: { name: '', file: null },
  });
  const [councilId, setCouncilId] = useState(String(defaultStepCouncilId));
  const [csv, setCsv] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  // Every close drops an upload not made yet, so the next opening starts empty.
  const close = () => {
    reset();
    onOpenChange(false);
  };

  const run = async (what: string, action: () => Promise<unknown>) => {
    setBusy(what);
    await action().catch(() => undefined);
    setBusy(null);
  };

  // Without a file the name stays as typed and the file input takes the focus.
  const upload = handleSubmit(({ name, file }) =>
    run('upload', async () => {
      await onUpload(name, file);
      reset();
    }),
  );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      size="tools"
      unsaved={isDirty}
      discardQuestion={discardQuestion}
      closeLabel="Close Step Datamodel"
      title="Step Datamodel"
    >
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
            <Controller
              control={control}
              name="file"
              render={({ field }) => (
                <FileField label="File" rule={csvFileRule} onFileChange={field.onChange} ref={field.ref} />
              )}
            />
            <Button
              disabled={!watch('name').trim() || busy !== null}
              loading={busy === 'upload'}
              onClick={() => void upload()}
            >
              Upload
            </Button>
          </InlineFields>
          {errors.file ? <Alert variant="error">{errors.file.message}</Alert> : null}
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
                onClick={() => void run(action, () => onAction(action, Number(councilId)))}
              >
                {action}
              </Button>
            ))}
          </InlineFields>
        </Section>
        <Section aria-label="Uploaded CSVs">
          <h3>Uploaded CSVs</h3>
          {csvFilesError ? (
            <ErrorState message={csvFilesError} onRetry={onRetryCsvFiles} />
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
    </Modal>
  );
}
