import { csvFileRule } from '@stride/domain';
import { useState } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { Modal } from '../../primitives/Modal/Modal';
import type { DiscardQuestion } from '../../primitives/ConfirmDialog/DiscardPrompt';
import { TextField } from '../../primitives/TextField/TextField';
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
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [overwriteCache, setOverwriteCache] = useState(false);
  const [busy, setBusy] = useState(false);
  // Every close drops the choice, so the next opening starts empty.
  const close = () => {
    setName('');
    setFile(null);
    setOverwriteCache(false);
    onOpenChange(false);
  };

  const submit = async () => {
    if (!file) return;
    setBusy(true);
    try {
      await onSubmit({ name: name.trim(), file, overwriteCache });
      close();
    } catch {
      // The caller reports the failure; the name and file stay chosen.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      size="tools"
      unsaved={name !== '' || file !== null}
      discardQuestion={discardQuestion}
      title="Add csv Stap Data"
    >
      <Section aria-label="Upload">
        <TextField label="Name" required value={name} onValueChange={setName} />
        <FileField label="CSV file" rule={csvFileRule} onFileChange={setFile} />
        <Checkbox
          label="Overwrite cache"
          checked={overwriteCache}
          onCheckedChange={(checked) => setOverwriteCache(checked === true)}
        />
        <InlineFields>
          <Button disabled={!name.trim() || !file || busy} loading={busy} onClick={() => void submit()}>
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
