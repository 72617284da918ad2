import { zodResolver } from '@hookform/resolvers/zod';
import { csvFileRule, mlCsvUploadFormSchema, mlMessages } from '@stride/domain';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../primitives/Button/Button';
import { useAlert } from '../../primitives/AlertDialog/AlertDialog';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { TextField } from '../../primitives/TextField/TextField';
import type { DiscardQuestion } from '../../primitives/ConfirmDialog/DiscardPrompt';
import { Section } from '../../primitives/FormSections/form-sections.styles';
import { FormFileField } from '../../components/FileField/FormFileField';
import { ToolsModal, useBusy, useToolsModal } from '../../components/ToolsModal/ToolsModal';
import { InlineFields } from '../../components/form-layout.styles';

export type CsvUploaderProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Asked before Escape or the close button drops what was typed; without it they close at once
   * (ADR 0100). A click outside does nothing.
   * @default undefined
   */
  discardQuestion?: DiscardQuestion;
  /** Uploads the survey CSV; when it resolves the modal closes and alerts 'done'. */
  onSubmit: (upload: { name: string; file: File; overwriteCache: boolean }) => Promise<unknown>;
};

/** The CSV (batch) uploader of survey data (docs/product/automations.md): a name, a file, overwrite cache; Submit needs a name and a file. */
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
  const { busy, busyWhile } = useBusy();
  const { alert, dialog } = useAlert();
  const { close, modal } = useToolsModal(
    { open, onOpenChange, discardQuestion },
    { reset: reset, unsaved: isDirty },
  );

  // A success closes the modal and alerts 'done'; a failure keeps the name and the file.
  const submit = handleSubmit(async (upload) => {
    if (!(await busyWhile(() => onSubmit(upload)))) return;
    close();
    alert(mlMessages.csvDone);
  });

  return (
    <>
      <ToolsModal {...modal} title="Add csv Stap Data">
        <Section aria-label="Upload">
          {/* The spec gives the missing name no message: the button stays disabled instead. */}
          <Controller
            control={control}
            name="name"
            render={({ field }) => <TextField {...field} label="Name" required />}
          />
          <FormFileField control={control} name="file" label="CSV file" rule={csvFileRule} />
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
      </ToolsModal>
      {dialog}
    </>
  );
}
