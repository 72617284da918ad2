import type { Control } from 'react-hook-form';
import { Controller, useWatch } from 'react-hook-form';
import type {
  AutomationFormValues,
  AutomationType,
  AutomationUserType,
  ContentType,
  FromLabel,
} from '@stride/domain';
import {
  automationLimits,
  automationTypeLabels,
  automationTypes,
  automationUserTypes,
  contentTypeLabels,
  contentTypesFor,
  contentUsesTemplate,
  fromLabelEditable,
  fromLabelLabels,
  fromLabelsFor,
  scriptsFor,
  sendNotificationAvailable,
  userTypeDisabled,
  userTypeLabels,
  withContentType,
  withUserType,
} from '@stride/domain';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { Select } from '../../primitives/Select/Select';
import { FormSelect, FormTextField, TagsField } from '../../components/form-fields';
import { Fields, Section } from './AutomationEditor.styles';

export type TemplateOption = { value: string; label: string };

/** A change of the whole form: a field with the fields that depend on it. */
export type AutomationUpdate = (next: (values: AutomationFormValues) => AutomationFormValues) => void;

export type EditorBasicsProps = {
  control: Control<AutomationFormValues>;
  /** Applies a change that carries its dependent fields (automation, user and content type). */
  update: AutomationUpdate;
  templates: readonly TemplateOption[];
};

const automationTypeOptions = automationTypes.map((type) => ({
  value: type,
  label: automationTypeLabels[type],
}));
const userTypeOptions = automationUserTypes.map((type) => ({
  value: type,
  label: userTypeLabels[type],
  disabled: userTypeDisabled(type),
}));

/** Name, tags, types, template or script, description, from label and expiry. */
export function EditorBasics({ control, update, templates }: EditorBasicsProps) {
  const [userType, contentType] = useWatch({ control, name: ['user_type', 'content_type'] });
  const fromLabels = fromLabelsFor(userType);

  return (
    <Section aria-labelledby="automation-basics">
      <h3 id="automation-basics">Automation</h3>
      <Fields>
        <FormTextField control={control} name="name" label="Name" required />
        <Controller
          control={control}
          name="automation_tags"
          render={({ field }) => <TagsField value={field.value} onValueChange={field.onChange} />}
        />
        <Controller
          control={control}
          name="automation_type"
          render={({ field, fieldState }) => (
            <Select
              label="Automation type"
              required
              options={automationTypeOptions}
              value={field.value}
              ref={field.ref}
              error={fieldState.error?.message}
              onValueChange={(type) =>
                update((values) => ({ ...values, automation_type: type as AutomationType }))
              }
            />
          )}
        />
        <Controller
          control={control}
          name="user_type"
          render={({ field, fieldState }) => (
            <Select
              label="User type"
              required
              options={userTypeOptions}
              value={field.value}
              ref={field.ref}
              error={fieldState.error?.message}
              onValueChange={(type) => update((values) => withUserType(values, type as AutomationUserType))}
            />
          )}
        />
        <Controller
          control={control}
          name="content_type"
          render={({ field, fieldState }) => (
            <Select
              label="Content type"
              required
              disabled={userType === ''}
              options={contentTypesFor(userType).map((type) => ({
                value: type,
                label: contentTypeLabels[type],
              }))}
              value={field.value}
              ref={field.ref}
              error={fieldState.error?.message}
              onValueChange={(type) => update((values) => withContentType(values, type as ContentType))}
            />
          )}
        />
        {contentUsesTemplate(contentType) && (
          <FormSelect
            control={control}
            name="content_template_id"
            label="Template"
            required
            options={templates}
            placeholder={templates.length === 0 ? 'No templates' : undefined}
          />
        )}
        {contentType === 'script' && (
          <FormSelect
            control={control}
            name="script_name"
            label="Script name"
            required
            options={scriptsFor(userType).map((name) => ({ value: name, label: name }))}
          />
        )}
        <Controller
          control={control}
          name="from_label"
          render={({ field }) => (
            <Select
              label="From label"
              disabled={!fromLabelEditable(contentType)}
              options={fromLabels.map((label) => ({ value: label, label: fromLabelLabels[label] }))}
              value={fromLabels.includes(field.value as FromLabel) ? field.value : ''}
              ref={field.ref}
              onValueChange={field.onChange}
            />
          )}
        />
        <FormTextField control={control} name="expire" label="Expire" type="date" />
      </Fields>
      <FormTextField
        control={control}
        name="description"
        label="Description"
        description={`At most ${automationLimits.description} characters`}
      />
      {contentType !== '' && contentType !== 'script' && !contentUsesTemplate(contentType) && (
        <FormTextField
          control={control}
          name="template"
          label="Template text"
          description={`At most ${automationLimits.template} characters`}
        />
      )}
      {sendNotificationAvailable(contentType) && (
        <Controller
          control={control}
          name="send_notification"
          render={({ field }) => (
            <Checkbox
              label="Send notification"
              checked={field.value}
              ref={field.ref}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
          )}
        />
      )}
    </Section>
  );
}
