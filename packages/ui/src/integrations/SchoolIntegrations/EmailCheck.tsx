import { zodResolver } from '@hookform/resolvers/zod';
import {
  emailCheckFormSchema,
  emptyEmailCheckForm,
  excludeQuestion,
  type EmailCheckFormValues,
  type EmailCheckResult,
} from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../primitives/Button/Button';
import { DataTable } from '../../primitives/DataTable/DataTable';
import { type DataTableColumn } from '../../primitives/DataTable/data-table-filters';
import { Select, type SelectOption } from '../../primitives/Select/Select';
import { TextField } from '../../primitives/TextField/TextField';
import { Actions, FieldGrid, Form } from '../../components/form-layout.styles';

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

const columns: DataTableColumn<EmailCheckResult>[] = [
  { id: 'wonde_user_id', header: 'Wonde user id', accessor: (result) => result.wonde_user_id },
  { id: 'email', header: 'Email', accessor: (result) => result.email },
  { id: 'first_name', header: 'First name', accessor: (result) => result.first_name },
  { id: 'last_name', header: 'Last name', accessor: (result) => result.last_name },
  { id: 'status', header: 'Status', accessor: (result) => result.status },
  { id: 'type', header: 'Type', accessor: (result) => result.type },
  { id: 'consumed', header: 'Consumed', accessor: (result) => (result.consumed ? 'Yes' : 'No') },
];

/**
 * Test Email (docs/product/integrations.md): an e-mail (required) and optionally a school; the result lists
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
          <DataTable
            variant="record"
            aria-label="Email check result"
            columns={columns}
            data={accounts}
            getRowId={(result) => String(result.wonde_user_id)}
            actionsHeader="Exclude"
            rowActions={(result) => [
              {
                label: 'Exclude',
                name: `Exclude ${result.wonde_user_id}`,
                variant: 'danger',
                disabled: result.status === 'excluded',
                confirm: excludeQuestion(result),
                onClick: () => onExclude(result),
              },
            ]}
          />
        ))}
    </div>
  );
}
