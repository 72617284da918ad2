import type { RefCallback } from 'react';
import { actionTravelModes, actionYearOptions, type ActionField, type ActionValue } from '@stride/domain';
import { Select } from '../../primitives/Select/Select';
import { Switch } from '../../primitives/Switch/Switch';
import { TextAreaField } from '../../primitives/TextAreaField/TextAreaField';
import { TextField } from '../../primitives/TextField/TextField';
import { FieldError } from '../../primitives/TextField/TextField.styles';
import { SchoolSelector } from '../../components/SchoolSelector/SchoolSelector';

/** A school an action can be run for; `council_name` groups nothing here but keeps the selector's shape. */
export type ActionSchool = { id: number; name: string; council_name?: string | null };

export type ActionFormFieldProps = {
  field: ActionField;
  value: ActionValue;
  onValueChange: (value: ActionValue) => void;
  /** Given the focusable input (the form focuses the first invalid one). */
  inputRef?: RefCallback<HTMLElement>;
  schools: readonly ActionSchool[];
  schoolsLoading: boolean;
  error?: string;
  disabled: boolean;
};

const yearChoices = actionYearOptions.map((year) => ({ value: String(year.level), label: year.name }));
const modeChoices = actionTravelModes.map((mode) => ({ value: mode, label: mode }));

/** One input of an action form, chosen by the field's kind (docs/product/actions.md). */
export function ActionFormField({
  field,
  value,
  onValueChange,
  inputRef,
  schools,
  schoolsLoading,
  error,
  disabled,
}: ActionFormFieldProps) {
  const text = typeof value === 'string' ? value : '';
  const common = { label: field.label, required: field.required, error, disabled, ref: inputRef };
  switch (field.kind) {
    case 'switch':
      return (
        <Switch
          label={field.label}
          checked={value === true}
          onCheckedChange={onValueChange}
          disabled={disabled}
          ref={inputRef}
        />
      );
    case 'schools':
      return (
        <div>
          {/* Schools only, with no ALL entry: actions take schools, never groups or councils. */}
          <SchoolSelector
            label={field.label}
            placeholder="Search schools"
            options={{ schools, groups: [], councils: [] }}
            value={Array.isArray(value) ? value : []}
            onValueChange={(picked) =>
              onValueChange(picked.filter((id): id is number => typeof id === 'number'))
            }
            loading={schoolsLoading}
            disabled={disabled}
            inputRef={inputRef}
          />
          {error && <FieldError role="alert">{error}</FieldError>}
        </div>
      );
    case 'school':
      return (
        <Select
          {...common}
          placeholder={schoolsLoading ? 'Loading…' : 'Select a school'}
          options={schools.map((school) => ({ value: String(school.id), label: school.name }))}
          value={text}
          onValueChange={onValueChange}
        />
      );
    case 'year':
      return (
        <Select
          {...common}
          placeholder="Select a year"
          options={yearChoices}
          value={text}
          onValueChange={onValueChange}
        />
      );
    case 'mode':
      return (
        <Select
          {...common}
          placeholder="Select a mode"
          options={modeChoices}
          value={text}
          onValueChange={onValueChange}
        />
      );
    case 'number':
      return <TextField {...common} inputMode="numeric" value={text} onValueChange={onValueChange} />;
    case 'text':
      return field.multiline ? (
        <TextAreaField {...common} value={text} onChange={(event) => onValueChange(event.target.value)} />
      ) : (
        <TextField {...common} value={text} onValueChange={onValueChange} />
      );
  }
}
