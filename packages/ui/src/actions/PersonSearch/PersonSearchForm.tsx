import {
  emptyPersonSearch,
  personSearchFields,
  personSearchProblems,
  type PersonSearchValues,
} from '@stride/domain';
import { useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { Alert } from '../../primitives/Alert/Alert';
import { Button } from '../../primitives/Button/Button';
import { TextField } from '../../primitives/TextField/TextField';
import { Actions, FieldGrid, Form, Section } from '../../components/form-layout.styles';

export type PersonSearchFormProps = {
  /** Called with what was typed once it may be sent; the fields keep their text. */
  onSearch: (values: PersonSearchValues) => void;
  /**
   * A search is running: Search shows it is working.
   * @default false
   */
  searching?: boolean;
  /**
   * The text the fields start with.
   * @default every field empty
   */
  defaultValues?: PersonSearchValues;
} & Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'>;

/**
 * Actions: user_info's search (docs/product/actions.md): first name, last name, email and user id find users;
 * student first name, last name and id find pupils. Enter or Search sends; Clear empties the fields.
 */
export function PersonSearchForm({
  onSearch,
  searching = false,
  defaultValues = emptyPersonSearch,
  ...rest
}: PersonSearchFormProps) {
  const [values, setValues] = useState(defaultValues);
  const [shown, setShown] = useState<ReturnType<typeof personSearchProblems>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = personSearchProblems(values);
    setShown(problems);
    if (Object.keys(problems).length === 0) onSearch(values);
  };

  return (
    <Form aria-label="Search users and students" noValidate onSubmit={submit} {...rest}>
      <Section>
        <FieldGrid>
          {personSearchFields.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              name={field.name}
              inputMode={field.name.endsWith('_id') ? 'numeric' : undefined}
              type={field.name === 'email' ? 'email' : 'text'}
              value={values[field.name]}
              error={shown[field.name]}
              onValueChange={(text) => setValues((current) => ({ ...current, [field.name]: text }))}
            />
          ))}
        </FieldGrid>
        {shown.form ? <Alert variant="error">{shown.form}</Alert> : null}
      </Section>
      <Actions>
        <Button type="submit" loading={searching}>
          Search
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setValues(emptyPersonSearch);
            setShown({});
          }}
        >
          Clear
        </Button>
      </Actions>
    </Form>
  );
}
