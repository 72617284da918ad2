import {
  contactRoleLabels,
  contactRoles,
  emptyContact,
  type AccountForm,
  type AccountFormDraft,
} from '@stride/domain';
import {
  Controller,
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import styled from 'styled-components';
import { Icon } from '../../icons';
import { Button } from '../../primitives/Button/Button';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Select } from '../../primitives/Select/Select';
import { TextField } from '../../primitives/TextField/TextField';

export type ContactRowsProps = {
  control: Control<AccountFormDraft, unknown, AccountForm>;
  register: UseFormRegister<AccountFormDraft>;
  errors: FieldErrors<AccountFormDraft>['contacts'];
};

const roleOptions = contactRoles.map((role) => ({ value: role, label: contactRoleLabels[role] }));

// A contact is one row on a desktop (e-mail, names, role, remove) and a column on a phone. The grid is
// on a div inside the fieldset: a fieldset's own grid does not lay its fields out side by side.
const Row = styled.fieldset`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Fields = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ theme }) => theme.size['card-min']}), 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space.md};
`;

// The remove button sits level with the fields, below their labels.
const Remove = styled.div`
  padding-top: ${({ theme }) => theme.space.lg};
`;

const Add = styled.div`
  display: flex;
`;

/** The contact rows of the account form: email, names and role each, with add and remove. */
export function ContactRows({ control, register, errors }: ContactRowsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'contacts', keyName: 'key' });
  return (
    <>
      {fields.map((field, index) => {
        const rowErrors = errors?.[index];
        const name = `Contact ${index + 1}`;
        return (
          <Row key={field.key}>
            <legend>{name}</legend>
            <Fields>
              <TextField
                label="Email"
                type="email"
                required
                error={rowErrors?.email?.message}
                {...register(`contacts.${index}.email`)}
              />
              <TextField
                label="First name"
                required
                error={rowErrors?.first_name?.message}
                {...register(`contacts.${index}.first_name`)}
              />
              <TextField
                label="Last name"
                required
                error={rowErrors?.last_name?.message}
                {...register(`contacts.${index}.last_name`)}
              />
              <Controller
                control={control}
                name={`contacts.${index}.role`}
                render={({ field: { value, onChange, ref, name: fieldName } }) => (
                  <Select
                    label="Role"
                    required
                    options={roleOptions}
                    value={value}
                    onValueChange={onChange}
                    ref={ref}
                    name={fieldName}
                    error={rowErrors?.role?.message}
                  />
                )}
              />
            </Fields>
            <Remove>
              <IconButton
                label={`Remove ${name.toLowerCase()}`}
                icon={<Icon name="close" />}
                onClick={() => remove(index)}
              />
            </Remove>
          </Row>
        );
      })}
      <Add>
        <Button type="button" variant="secondary" onClick={() => append(emptyContact())}>
          Add contact
        </Button>
      </Add>
    </>
  );
}
