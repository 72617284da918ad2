import type { MlModel } from '@stride/domain';
import {
  canApplyModel,
  canPreviewPredict,
  isPreviewLimit,
  mlFormMessages,
  trainedModels,
} from '@stride/domain';
import { useState } from 'react';
import { Button } from '../../primitives/Button/Button';
import { ToolsModal, useBusy } from '../../components/ToolsModal/ToolsModal';
import type { DiscardQuestion } from '../../primitives/ConfirmDialog/DiscardPrompt';
import { Select } from '../../primitives/Select/Select';
import { TextField } from '../../primitives/TextField/TextField';
import { Fields, Section, Sections } from '../../primitives/FormSections/form-sections.styles';
import { ChoiceGroup } from '../../automations/SchedulePicker/ChoiceGroup';
import { MlPreviewTable, type MlPreviewRows } from './MlPreviewTable';
import { InlineFields } from '../../components/form-layout.styles';

export type ApplyModelModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Asked before Escape or the close button drops what was typed; without it they close at once
   * (ADR 0100). A click outside does nothing.
   * @default undefined
   */
  discardQuestion?: DiscardQuestion;
  /** Every model; only TRAINED ones are offered. */
  models: readonly MlModel[];
  /** The model chosen when the modal opens. @default undefined */
  defaultModelId?: number;
  /** Applies a model to an upload. */
  onApply: (form: { stap_data_upload_id: number; model_id: number }) => Promise<unknown>;
  /** Predicts the first rows of an upload with the chosen models. */
  onPreviewPredict: (uploadId: number, limit: number, modelIds: number[]) => Promise<MlPreviewRows>;
};

/** Applies a trained model to a survey upload, with a prediction preview (docs/product/automations.md): 1150 wide; a click outside does nothing. */
export function ApplyModelModal({
  open,
  onOpenChange,
  models,
  defaultModelId,
  onApply,
  onPreviewPredict,
  discardQuestion,
}: ApplyModelModalProps) {
  const trained = trainedModels(models);
  const offered = trained.map((model) => ({ value: String(model.id), label: model.name }));
  const [uploadId, setUploadId] = useState('');
  const [modelId, setModelId] = useState(
    defaultModelId && trained.some((model) => model.id === defaultModelId) ? String(defaultModelId) : '',
  );
  const [previewModels, setPreviewModels] = useState<string[]>([]);
  const [limit, setLimit] = useState('20');
  const { busy, busyWhile: run } = useBusy();
  // A field changed since the modal opened or since the last successful Apply.
  const [unsaved, setUnsaved] = useState(false);
  const edit =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setUnsaved(true);
    };
  const [preview, setPreview] = useState<MlPreviewRows>();
  const limitError = isPreviewLimit(limit) ? undefined : mlFormMessages.previewLimit;

  return (
    <ToolsModal
      open={open}
      onOpenChange={onOpenChange}
      unsaved={unsaved}
      discardQuestion={discardQuestion}
      title="Apply model"
    >
      <Sections>
        <Section aria-label="Apply">
          <Fields>
            <TextField
              label="Survey upload id"
              type="number"
              min={1}
              required
              value={uploadId}
              onValueChange={edit(setUploadId)}
            />
            <Select
              label="Model"
              required
              placeholder={offered.length ? 'Select…' : 'No trained models'}
              options={offered}
              value={modelId}
              onValueChange={edit(setModelId)}
            />
          </Fields>
          <InlineFields>
            <Button
              disabled={!canApplyModel(uploadId, modelId) || busy}
              onClick={() =>
                void run(() =>
                  onApply({ stap_data_upload_id: Number(uploadId), model_id: Number(modelId) }).then(() =>
                    setUnsaved(false),
                  ),
                )
              }
            >
              Apply
            </Button>
          </InlineFields>
        </Section>
        <Section aria-label="Preview predict">
          <ChoiceGroup
            legend="Preview models"
            options={offered}
            value={previewModels}
            onValueChange={edit(setPreviewModels)}
          />
          <InlineFields>
            <TextField
              label="Preview limit"
              inputMode="numeric"
              maxLength={4}
              value={limit}
              error={limitError}
              onValueChange={edit(setLimit)}
            />
            <Button
              variant="secondary"
              disabled={!canPreviewPredict(uploadId, previewModels) || Boolean(limitError) || busy}
              onClick={() =>
                void run(async () =>
                  setPreview(
                    await onPreviewPredict(Number(uploadId), Number(limit), previewModels.map(Number)),
                  ),
                )
              }
            >
              Preview
            </Button>
          </InlineFields>
          {preview ? <MlPreviewTable preview={preview} label="Prediction preview" /> : null}
        </Section>
        <InlineFields>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </InlineFields>
      </Sections>
    </ToolsModal>
  );
}
