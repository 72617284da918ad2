import type {
  EmailTemplateDraft,
  EmailTemplateFormOutput,
  EmailTemplateSummary,
  EmailTemplateType,
} from '@stride/domain';
import { emailTemplateTypes, emailTemplateUserTypeLabels, emailTemplateUserTypes } from '@stride/domain';
import { Controller, type Control } from 'react-hook-form';
import { FormSelect, FormTextField } from '../../components/form-fields';
import { FieldGrid, Section } from '../../components/form-layout.styles';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { Select } from '../../primitives/Select/Select';

const typeLabels: Record<EmailTemplateType, string> = {
  template: 'Template',
  header: 'Header',
  footer: 'Footer',
};
const noneChoice = 'none';
const choicesOf = (templates: readonly EmailTemplateSummary[], type: EmailTemplateType) => [
  { value: noneChoice, label: 'None' },
  ...templates.filter((row) => row.type === type).map((row) => ({ value: String(row.id), label: row.title })),
];
const idOf = (value: string) => (value === noneChoice ? null : Number(value));

export type EmailTemplateFieldsProps = {
  /** The email template editor's form. */
  control: Control<EmailTemplateDraft, unknown, EmailTemplateFormOutput>;
  /** The template is stored: user type, type and Global are fixed (shown, not changeable). */
  saved: boolean;
  /** The type chosen in the form: only a template has a header and a footer. */
  type: EmailTemplateType;
  /** Templates of type header and footer, offered as this template's header and footer. */
  headersAndFooters: readonly EmailTemplateSummary[];
};

/** The email template's fields: title, subject, description, user type, type, header, footer and Global. */
export function EmailTemplateFields({ control, saved, type, headersAndFooters }: EmailTemplateFieldsProps) {
  return (
    <Section>
      <FieldGrid>
        <FormTextField control={control} name="title" label="Title" required />
        <FormTextField control={control} name="subject" label="Subject" required />
        <FormTextField control={control} name="description" label="Description" />
        <FormSelect
          control={control}
          name="user_type"
          label="User type"
          required
          disabled={saved}
          description={saved ? 'Fixed once saved' : undefined}
          options={emailTemplateUserTypes.map((value) => ({
            value,
            label: emailTemplateUserTypeLabels[value],
          }))}
        />
        <FormSelect
          control={control}
          name="type"
          label="Type"
          disabled={saved}
          description={saved ? 'Fixed once saved' : undefined}
          options={emailTemplateTypes.map((value) => ({ value, label: typeLabels[value] }))}
        />
        {type === 'template' ? (
          <>
            {(['header', 'footer'] as const).map((kind) => (
              <Controller
                key={kind}
                control={control}
                name={`${kind}_id`}
                render={({ field }) => (
                  <Select
                    label={kind === 'header' ? 'Header' : 'Footer'}
                    options={choicesOf(headersAndFooters, kind)}
                    value={field.value === null ? noneChoice : String(field.value)}
                    onValueChange={(value) => field.onChange(idOf(value))}
                    ref={field.ref}
                  />
                )}
              />
            ))}
          </>
        ) : null}
      </FieldGrid>
      <Controller
        control={control}
        name="global"
        render={({ field }) => (
          <Checkbox
            label="Global (every school may use it)"
            disabled={saved}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            ref={field.ref}
          />
        )}
      />
    </Section>
  );
}
