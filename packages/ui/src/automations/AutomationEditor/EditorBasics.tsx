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
  withUserType,
} from '@stride/domain';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { Select } from '../../primitives/Select/Select';
import { TextField } from '../../primitives/TextField/TextField';
import { TagsField } from '../../components/form-fields';
import { Fields, Section } from './AutomationEditor.styles';

export type TemplateOption = { value: string; label: string };

export type EditorBasicsProps = {
  values: AutomationFormValues;
  onChange: (values: AutomationFormValues) => void;
  errors: Partial<Record<string, string>>;
  templates: readonly TemplateOption[];
};

/** Name, tags, types, template or script, description, from label and expiry. */
export function EditorBasics({ values, onChange, errors, templates }: EditorBasicsProps) {
  const set = <K extends keyof AutomationFormValues>(key: K, value: AutomationFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const contentType = values.content_type;
  const fromLabels = fromLabelsFor(values.user_type);

  return (
    <Section aria-labelledby="automation-basics">
      <h3 id="automation-basics">Automation</h3>
      <Fields>
        <TextField
          label="Name"
          required
          value={values.name}
          error={errors.name}
          onValueChange={(name) => set('name', name)}
        />
        <TagsField value={values.automation_tags} onValueChange={(tags) => set('automation_tags', tags)} />
        <Select
          label="Automation type"
          required
          options={automationTypes.map((type) => ({ value: type, label: automationTypeLabels[type] }))}
          value={values.automation_type}
          error={errors.automation_type}
          onValueChange={(type) => set('automation_type', type as AutomationType)}
        />
        <Select
          label="User type"
          required
          options={automationUserTypes.map((type) => ({
            value: type,
            label: userTypeLabels[type],
            disabled: userTypeDisabled(type),
          }))}
          value={values.user_type}
          error={errors.user_type}
          onValueChange={(type) => onChange(withUserType(values, type as AutomationUserType))}
        />
        <Select
          label="Content type"
          required
          disabled={values.user_type === ''}
          options={contentTypesFor(values.user_type).map((type) => ({
            value: type,
            label: contentTypeLabels[type],
          }))}
          value={contentType}
          error={errors.content_type}
          onValueChange={(type) =>
            onChange({
              ...values,
              content_type: type as ContentType,
              content_template_id: '',
              from_label: type === 'notice' ? values.from_label : 'homerun_team',
            })
          }
        />
        {contentUsesTemplate(contentType) && (
          <Select
            label="Template"
            required
            options={templates}
            value={values.content_template_id}
            error={errors.content_template_id}
            placeholder={templates.length === 0 ? 'No templates' : undefined}
            onValueChange={(id) => set('content_template_id', id)}
          />
        )}
        {contentType === 'script' && (
          <Select
            label="Script name"
            required
            options={scriptsFor(values.user_type).map((name) => ({ value: name, label: name }))}
            value={values.script_name}
            error={errors.script_name}
            onValueChange={(name) => set('script_name', name)}
          />
        )}
        <Select
          label="From label"
          disabled={!fromLabelEditable(contentType)}
          options={fromLabels.map((label) => ({ value: label, label: fromLabelLabels[label] }))}
          value={fromLabels.includes(values.from_label as FromLabel) ? values.from_label : ''}
          onValueChange={(label) => set('from_label', label)}
        />
        <TextField
          label="Expire"
          type="date"
          value={values.expire}
          onValueChange={(expire) => set('expire', expire)}
        />
      </Fields>
      <TextField
        label="Description"
        description={`At most ${automationLimits.description} characters`}
        value={values.description}
        error={errors.description}
        onValueChange={(text) => set('description', text)}
      />
      {contentType !== '' && contentType !== 'script' && !contentUsesTemplate(contentType) && (
        <TextField
          label="Template text"
          description={`At most ${automationLimits.template} characters`}
          value={values.template}
          error={errors.template}
          onValueChange={(text) => set('template', text)}
        />
      )}
      {sendNotificationAvailable(contentType) && (
        <Checkbox
          label="Send notification"
          checked={values.send_notification}
          onCheckedChange={(checked) => set('send_notification', checked === true)}
        />
      )}
    </Section>
  );
}
