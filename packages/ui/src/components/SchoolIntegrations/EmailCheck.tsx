import { zodResolver } from '@hookform/resolvers/zod';
import {
  emailCheckFormSchema,
  emptyEmailCheckForm,
  type EmailCheckFormValues,
  type EmailCheckResult,
} from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../primitives/Button';
import { Select, type SelectOption } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { Actions, FieldGrid, Form } from '../form-layout.styles';
import { Table } from '../record-table.styles';

export type EmailCheckProps = {
  /** The linked schools the check may be narrowed to (value: organisation id). */
  schools: readonly SelectOption[];
  /** Runs the check; the button shows it is working until the promise settles. */
  onCheck: (values: EmailCheckFormValues) => void | Promise<void>;
  /**
   * The provider's accounts with the e-mail; null before the first check.
   * @default null
   */
  accounts?: readonly EmailCheckResult[] | null;
  /** Leaves a provider account out of future syncs. */
  onExclude: (result: EmailCheckResult) => void;
} & Omit<ComponentPropsWithoutRef<'div'>, 'children'>;

/**
 * Test Email (spec 2 §2, §5): an e-mail (required) and optionally a school; the result lists
 * wonde_user_id, email, first and last name, status, type and consumed, each with Exclude.
 */
export function EmailCheck({ schools, onCheck, accounts = null, onExclude, ...rest }: EmailCheckProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailCheckFormValues>({
    resolver: zodResolver(emailCheckFormSchema),
    defaultValues: emptyEmailCheckForm,
  });
  return (
    <div {...rest}>
      <Form noValidate aria-label="Check email" onSubmit={handleSubmit(onCheck)}>
        <FieldGrid>
          <TextField
            label="Email"
            type="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <Controller
            control={control}
            name="school_id"
            render={({ field }) => (
              <Select
                label="School"
                placeholder="Any linked school"
                options={schools}
                value={field.value}
                onValueChange={field.onChange}
                ref={field.ref}
              />
            )}
          />
        </FieldGrid>
        <Actions>
          <Button type="submit" loading={isSubmitting}>
            Check
          </Button>
        </Actions>
      </Form>
      {accounts !== null &&
        (accounts.length === 0 ? (
          <p role="status">The provider has no account with this e-mail.</p>
        ) : (
          <Table aria-label="Email check result">
            <thead>
              <tr>
                {[
                  'wonde_user_id',
                  'Email',
                  'First name',
                  'Last name',
                  'Status',
                  'Type',
                  'Consumed',
                  'Exclude',
                ].map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {accounts.map((result) => (
                <tr key={result.wonde_user_id}>
                  <td>{result.wonde_user_id}</td>
                  <td>{result.email}</td>
                  <td>{result.first_name}</td>
                  <td>{result.last_name}</td>
                  <td>{result.status}</td>
                  <td>{result.type}</td>
                  <td>{result.consumed ? 'Yes' : 'No'}</td>
                  <td>
                    <Button
                      size="small"
                      variant="danger"
                      aria-label={`Exclude ${result.wonde_user_id}`}
                      disabled={result.status === 'excluded'}
                      onClick={() => onExclude(result)}
                    >
                      Exclude
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        ))}
    </div>
  );
}
