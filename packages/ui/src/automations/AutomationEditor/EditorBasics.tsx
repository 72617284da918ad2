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
  templateTextHint,
  userTypeDisabled,
  userTypeLabels,
  withContentType,
  withUserType,
} from '@stride/domain';
import { Select } from '../../primitives/Select/Select';
import { FormCheckbox, FormSelect, FormTextField, TagsField } from '../../components/form-fields';
import { Fields, Section } from '../../primitives/FormSections/form-sections.styles';

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
  const [userType, chosenContentType, repeating] = useWatch({
    control,
    name: ['user_type', 'content_type', 'repeating'],
  });
  // A content type the user type is not offered shows as unchosen (a saved one the rules now forbid).
  const contentType =
    chosenContentType !== '' && contentTypesFor(userType).includes(chosenContentType)
      ? chosenContentType
      : '';
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
        <FormSelect
          control={control}
          name="automation_type"
          label="Automation type"
          required
          options={automationTypeOptions}
          onValueChange={(type) =>
            update((values) => ({ ...values, automation_type: type as AutomationType }))
          }
        />
        <FormSelect
          control={control}
          name="user_type"
          label="User type"
          required
          options={userTypeOptions}
          onValueChange={(type) => update((values) => withUserType(values, type as AutomationUserType))}
        />
        <FormSelect
          control={control}
          name="content_type"
          label="Content type"
          required
          disabled={userType === ''}
          options={contentTypesFor(userType).map((type) => ({ value: type, label: contentTypeLabels[type] }))}
          onValueChange={(type) => update((values) => withContentType(values, type as ContentType))}
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
        maxLength={automationLimits.description}
      />
      {contentType !== '' && contentType !== 'script' && !contentUsesTemplate(contentType) && (
        <FormTextField
          control={control}
          name="template"
          label="Template text"
          description={templateTextHint(contentType, repeating, automationLimits.template)}
          maxLength={automationLimits.template}
        />
      )}
      {sendNotificationAvailable(contentType) && (
        <FormCheckbox control={control} name="send_notification" label="Send notification" />
      )}
    </Section>
  );
}
