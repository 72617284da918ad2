import type { MlEstimator, MlModelBody, MlModelForm } from '@stride/domain';
import {
  canSaveMlModel,
  emptyMlModelForm,
  isPreviewLimit,
  mlEstimators,
  mlFields,
  mlModelBodyOf,
  mlNameError,
} from '@stride/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button/Button';
import { Modal } from '../../primitives/Modal/Modal';
import { Select } from '../../primitives/Select/Select';
import { TextField } from '../../primitives/TextField/TextField';
import { Fields, Section, Sections } from '../../automations/AutomationEditor/AutomationEditor.styles';
import type { OrganisationChoices } from '../../automations/AutomationEditor/OrganisationPicker';
import { OrganisationPicker } from '../../automations/AutomationEditor/OrganisationPicker';
import { RuleBuilder } from '../../automations/RuleBuilder/RuleBuilder';
import { ChoiceGroup } from '../../automations/SchedulePicker/ChoiceGroup';
import { MlPreviewTable, type MlPreviewRows } from './MlPreviewTable';
import { TagsField } from '../../components/form-fields';
import { InlineFields } from '../../components/form-layout.styles';

const Result = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.subtle};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: pre-wrap;
`;

export type MlModelEditorProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The model to edit; the empty form creates one. @default emptyMlModelForm */
  defaultValues?: MlModelForm;
  /** Schools, groups and councils for the organisations. */
  organisations: OrganisationChoices;
  /** Stores the model and resolves with its id; a rejection keeps the form. */
  onSave: (model: MlModelBody) => Promise<{ id: number }>;
  /** Trains a saved model and resolves with the result JSON. */
  onTrain: (id: number) => Promise<unknown>;
  /** Previews the survey rows the form selects. */
  onPreview: (model: MlModelBody, limit: number) => Promise<MlPreviewRows>;
  /** Called with the whole form after each change the user makes (to keep a draft). @default undefined */
  onValuesChange?: (form: MlModelForm) => void;
  /** Time between save and train in Save & Train (spec 2 §4). @default 500 */
  trainDelayMs?: number;
};

const estimatorOptions = mlEstimators.map((value) => ({ value, label: value }));
const fieldOptions = mlFields.map((field) => ({ value: field.name, label: field.label }));
const numberFields = [
  { name: 'holdout', label: 'Holdout (%)', min: 0, max: 100 },
  { name: 'limit_rows', label: 'Limit rows', min: 0 },
  { name: 'stap_data_upload_id', label: 'Survey upload id', min: 1 },
] as const;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The machine-learning model editor (spec 2 §2, §3, §4, §5): 1150 wide. Close, Escape, an outside
 * click and the close button all ask to close; the page asks first when there are unsaved changes
 * (ADR 0096, 0100).
 * Save stores the model; Save & Train saves, trains 0.5 s later and shows the result JSON.
 */
export function MlModelEditor({
  open,
  onOpenChange,
  defaultValues = emptyMlModelForm,
  organisations,
  onSave,
  onTrain,
  onPreview,
  onValuesChange,
  trainDelayMs = 500,
}: MlModelEditorProps) {
  const [form, setForm] = useState(defaultValues);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<unknown>();
  const [limit, setLimit] = useState('20');
  const [preview, setPreview] = useState<MlPreviewRows>();
  const set = <K extends keyof MlModelForm>(key: K, value: MlModelForm[K]) => {
    const next = { ...form, [key]: value };
    setForm(next);
    onValuesChange?.(next);
  };
  const nameError = form.name === '' ? undefined : mlNameError(form.name);
  const limitError = isPreviewLimit(limit) ? undefined : 'At most 4 digits';

  const save = async (train: boolean) => {
    setBusy(true);
    setResult(undefined);
    try {
      const { id } = await onSave(mlModelBodyOf(form));
      setForm((current) => ({ ...current, id }));
      if (train) {
        await wait(trainDelayMs);
        setResult(await onTrain(id));
      }
    } catch {
      // The caller shows the server's error; the form stays as typed.
    } finally {
      setBusy(false);
    }
  };

  const runPreview = async () => {
    setBusy(true);
    setPreview(await onPreview(mlModelBodyOf(form), Number(limit)).catch(() => undefined));
    setBusy(false);
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="tools"
      closeLabel="Close ML model"
      title={form.id ? `ML model ${form.name}` : 'New ML model'}
    >
      <Sections>
        <Section aria-label="Model">
          <Fields>
            <TextField
              label="Name"
              required
              value={form.name}
              error={nameError}
              maxLength={80}
              onValueChange={(value) => set('name', value)}
            />
            <TextField
              label="Description"
              value={form.description}
              onValueChange={(value) => set('description', value)}
            />
            <Select
              label="Estimator"
              options={estimatorOptions}
              value={form.estimator}
              onValueChange={(value) => set('estimator', value as MlEstimator)}
            />
            <TagsField value={form.tags} onValueChange={(tags) => set('tags', tags)} />
            <TextField
              label="Date"
              type="date"
              value={form.date}
              onValueChange={(value) => set('date', value)}
            />
            {numberFields.map(({ name, ...field }) => (
              <TextField
                key={name}
                {...field}
                type="number"
                value={form[name]}
                onValueChange={(value) => set(name, value)}
              />
            ))}
          </Fields>
        </Section>
        <OrganisationPicker
          choices={organisations}
          value={form.organization_ids}
          onValueChange={(ids) => set('organization_ids', ids)}
          selectionType={form.blacklist ? 'BLACKLIST' : 'WHITELIST'}
          onSelectionTypeChange={(type) => set('blacklist', type === 'BLACKLIST')}
          selectionControl="switch"
        />
        <Section aria-label="Query rules">
          <RuleBuilder
            automationType="manual"
            userType="stap_data"
            value={form.query_json}
            onValueChange={(rules) => set('query_json', rules)}
          />
        </Section>
        <Section aria-label="Fields">
          <ChoiceGroup
            legend="Selected fields"
            options={fieldOptions}
            value={form.selected_fields_json}
            onValueChange={(fields) => set('selected_fields_json', fields)}
          />
          <Select
            label="Target field"
            options={fieldOptions}
            value={form.target_field}
            onValueChange={(value) => set('target_field', value)}
          />
        </Section>
        <Section aria-label="Preview">
          <InlineFields>
            <TextField
              label="Preview limit"
              inputMode="numeric"
              maxLength={4}
              value={limit}
              error={limitError}
              onValueChange={setLimit}
            />
            <Button
              variant="secondary"
              disabled={busy || Boolean(limitError) || form.stap_data_upload_id === ''}
              onClick={() => void runPreview()}
            >
              Preview
            </Button>
          </InlineFields>
          {preview ? <MlPreviewTable preview={preview} label="Survey preview" /> : null}
        </Section>
        {result === undefined ? null : (
          <Result aria-label="Training result">{JSON.stringify(result, null, 2)}</Result>
        )}
        <InlineFields>
          <Button disabled={!canSaveMlModel(form) || busy} onClick={() => void save(false)}>
            Save
          </Button>
          <Button disabled={!canSaveMlModel(form) || busy} loading={busy} onClick={() => void save(true)}>
            Save &amp; Train
          </Button>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </InlineFields>
      </Sections>
    </Modal>
  );
}
