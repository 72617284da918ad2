import { zodResolver } from '@hookform/resolvers/zod';
import { csvFileRule, mlCsvUploadFormSchema } from '@stride/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../primitives/Button/Button';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { Modal } from '../../primitives/Modal/Modal';
import { TextField } from '../../primitives/TextField/TextField';
import type { DiscardQuestion } from '../../primitives/ConfirmDialog/DiscardPrompt';
import { Section } from '../../automations/AutomationEditor/AutomationEditor.styles';
import { FileField } from '../../components/FileField/FileField';
import { InlineFields } from '../../components/form-layout.styles';

export type CsvUploaderProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Asked before Escape, an outside click or the close button drops what was typed; without it
   * they close at once (ADR 0100).
   * @default undefined
   */
  discardQuestion?: DiscardQuestion;
  /** Uploads the survey CSV; the modal closes when it resolves. */
  onSubmit: (upload: { name: string; file: File; overwriteCache: boolean }) => Promise<unknown>;
};

/** The CSV (batch) uploader of survey data (spec 2 §2, §5): a name, a file, overwrite cache; Submit needs a name and a file. */
export function CsvUploader({ open, onOpenChange, onSubmit, discardQuestion }: CsvUploaderProps) {
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty, isValid },
  } = useForm({
    mode: 'onChange',
    resolver: zodResolver(mlCsvUploadFormSchema),
    defaultValues: { name: '', file: null, overwriteCache: false },
  });
  const [busy, setBusy] = useState(false);
  // Every close drops the choice, so the next opening starts empty.
  const close = () => {
    reset();
    onOpenChange(false);
  };

  const submit = handleSubmit(async (upload) => {
    setBusy(true);
    try {
      await onSubmit(upload);
      close();
    } catch {
      // The caller reports the failure; the name and file stay chosen.
    } finally {
      setBusy(false);
    }
  });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      size="tools"
      unsaved={isDirty}
      discardQuestion={discardQuestion}
      title="Add csv Stap Data"
    >
      <Section aria-label="Upload">
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
            <FileField label="CSV file" rule={csvFileRule} onFileChange={field.onChange} ref={field.ref} />
          )}
        />
        <Controller
          control={control}
          name="overwriteCache"
          render={({ field }) => (
            <Checkbox
              label="Overwrite cache"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
          )}
        />
        <InlineFields>
          <Button disabled={!isValid || busy} loading={busy} onClick={() => void submit()}>
            Submit
          </Button>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
        </InlineFields>
      </Section>
    </Modal>
  );
}
