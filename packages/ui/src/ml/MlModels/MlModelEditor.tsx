import { zodResolver } from '@hookform/resolvers/zod';
import type { MlModelBody, MlModelForm, MlPreviewLimitForm } from '@stride/domain';
import {
  emptyMlModelForm,
  mlEstimators,
  mlFields,
  mlModelBodyOf,
  mlModelFormSchema,
  mlPreviewLimitSchema,
} from '@stride/domain';
import { useEffect, useState } from 'react';
import { Controller, useController, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../primitives/Button/Button';
import { ToolsModal } from '../../components/ToolsModal/ToolsModal';
import { Fields, Section, Sections } from '../../primitives/FormSections/form-sections.styles';
import type { OrganisationChoices } from '../../automations/AutomationEditor/OrganisationPicker';
import { OrganisationPicker } from '../../automations/AutomationEditor/OrganisationPicker';
import { RuleBuilder } from '../../automations/RuleBuilder/RuleBuilder';
import { ChoiceGroup } from '../../automations/SchedulePicker/ChoiceGroup';
import { MlPreviewTable, type MlPreviewRows } from './MlPreviewTable';
import { FormSelect, FormTextField, TagsField } from '../../components/form-fields';
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
  /** Time between save and train in Save & Train (docs/product/automations.md). @default 500 */
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
 * The machine-learning model editor (docs/product/automations.md): 1150 wide. Close, Escape and the close
 * button ask to close; the page asks first when there are unsaved changes (ADR 0096, 0100). A click
 * outside does nothing.
 * The form is checked as it is typed: Save and Save & Train stay disabled until the name
 * has 3 to 80 characters and a field is selected; Preview until the row limit has at most 4 digits.
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
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    watch,
    formState: { isValid },
  } = useForm<MlModelForm>({
    mode: 'onChange',
    resolver: zodResolver(mlModelFormSchema),
    defaultValues,
  });
  const limitForm = useForm<MlPreviewLimitForm>({
    mode: 'onChange',
    resolver: zodResolver(mlPreviewLimitSchema),
    defaultValues: { limit: '20' },
  });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<unknown>();
  const [preview, setPreview] = useState<MlPreviewRows>();
  const [id, name, uploadId] = watch(['id', 'name', 'stap_data_upload_id']);
  const { field: organisationIds } = useController({ control, name: 'organization_ids' });
  const { field: blacklist } = useController({ control, name: 'blacklist' });

  // Only what the user changes is reported, not the id a save stores.
  useEffect(() => {
    if (!onValuesChange) return;
    const { unsubscribe } = watch((_, { type }) => {
      if (type === 'change') onValuesChange(getValues());
    });
    return unsubscribe;
  }, [watch, getValues, onValuesChange]);

  const store = async (form: MlModelForm, train: boolean) => {
    setBusy(true);
    setResult(undefined);
    try {
      const saved = await onSave(mlModelBodyOf(form));
      setValue('id', saved.id);
      if (train) {
        await wait(trainDelayMs);
        setResult(await onTrain(saved.id));
      }
    } catch {
      // The caller shows the server's error; the form stays as typed.
    } finally {
      setBusy(false);
    }
  };
  const save = handleSubmit((form) => store(form, false));
  const saveAndTrain = handleSubmit((form) => store(form, true));

  const runPreview = limitForm.handleSubmit(async ({ limit }) => {
    setBusy(true);
    setPreview(await onPreview(mlModelBodyOf(getValues()), Number(limit)).catch(() => undefined));
    setBusy(false);
  });

  return (
    <ToolsModal open={open} onOpenChange={onOpenChange} title={id ? `ML model ${name}` : 'New ML model'}>
      <Sections>
        <Section aria-label="Model">
          <Fields>
            <FormTextField control={control} name="name" label="Name" required maxLength={80} />
            <FormTextField control={control} name="description" label="Description" />
            <FormSelect control={control} name="estimator" label="Estimator" options={estimatorOptions} />
            <Controller
              control={control}
              name="tags"
              render={({ field }) => <TagsField value={field.value} onValueChange={field.onChange} />}
            />
            <FormTextField control={control} name="date" label="Date" type="date" />
            {numberFields.map(({ name, ...field }) => (
              <FormTextField key={name} control={control} name={name} {...field} type="number" />
            ))}
          </Fields>
        </Section>
        <OrganisationPicker
          choices={organisations}
          value={organisationIds.value}
          onValueChange={organisationIds.onChange}
          selectionType={blacklist.value ? 'BLACKLIST' : 'WHITELIST'}
          onSelectionTypeChange={(type) => blacklist.onChange(type === 'BLACKLIST')}
          selectionControl="switch"
        />
        <Section aria-label="Query rules">
          <Controller
            control={control}
            name="query_json"
            render={({ field }) => (
              <RuleBuilder
                automationType="manual"
                userType="stap_data"
                value={field.value}
                onValueChange={field.onChange}
              />
            )}
          />
        </Section>
        <Section aria-label="Fields">
          <Controller
            control={control}
            name="selected_fields_json"
            render={({ field }) => (
              <ChoiceGroup
                legend="Selected fields"
                options={fieldOptions}
                value={field.value}
                onValueChange={field.onChange}
              />
            )}
          />
          <FormSelect control={control} name="target_field" label="Target field" options={fieldOptions} />
        </Section>
        <Section aria-label="Preview">
          <InlineFields>
            <FormTextField
              control={limitForm.control}
              name="limit"
              label="Preview limit"
              inputMode="numeric"
              maxLength={4}
            />
            <Button
              variant="secondary"
              disabled={busy || !limitForm.formState.isValid || uploadId === ''}
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
          <Button disabled={!isValid || busy} onClick={() => void save()}>
            Save
          </Button>
          <Button disabled={!isValid || busy} loading={busy} onClick={() => void saveAndTrain()}>
            Save &amp; Train
          </Button>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </InlineFields>
      </Sections>
    </ToolsModal>
  );
}
