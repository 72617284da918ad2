import { zodResolver } from '@hookform/resolvers/zod';
import type { StepAccount, StepAccountBody, StepAccountForm } from '@stride/domain';
import {
  emptyStepAccountForm,
  stepAccountBodyOf,
  stepAccountFormOf,
  stepAccountFormSchema,
  stepEntityTypes,
  stepMessages,
} from '@stride/domain';
import { Controller, useController, useForm, type Control } from 'react-hook-form';
import styled from 'styled-components';
import { Alert } from '../../primitives/Alert/Alert';
import { Button } from '../../primitives/Button/Button';
import { DataTable } from '../../primitives/DataTable/DataTable';
import { timeColumn } from '../../primitives/DataTable/time-column';
import { type DataTableColumn } from '../../primitives/DataTable/data-table-filters';
import { type DataTableStateProps } from '../../primitives/DataTable/DataTable.types';
import { ToolsModal, useBusy, useToolsModal } from '../../components/ToolsModal/ToolsModal';
import type { DiscardQuestion } from '../../primitives/ConfirmDialog/DiscardPrompt';
import { PasswordField } from '../../primitives/PasswordField/PasswordField';
import { Select } from '../../primitives/Select/Select';
import { TextField, type TextFieldProps } from '../../primitives/TextField/TextField';
import { Fields, Section, Sections } from '../../primitives/FormSections/form-sections.styles';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
`;

export type StepAccountsModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Asked before Escape or the close button drops what was typed; without it they close at once
   * (ADR 0100). A click outside does nothing.
   * @default undefined
   */
  discardQuestion?: DiscardQuestion;
  accounts: readonly StepAccount[];
  /** Creates or updates an account; a rejection keeps the form as typed. */
  onSubmit: (account: StepAccountBody) => Promise<unknown>;
  /** Deletes an account once confirmed. */
  onDelete: (account: StepAccount) => Promise<unknown>;
} & DataTableStateProps;

const columns: DataTableColumn<StepAccount>[] = [
  { id: 'id', header: 'Id', accessor: (account) => account.id },
  { id: 'email', header: 'Email', accessor: (account) => account.email, rowHeader: true },
  { id: 'first_name', header: 'First name', accessor: (account) => account.first_name },
  { id: 'type', header: 'Type', accessor: (account) => account.entity_type },
  { id: 'domain_ids', header: 'Domain IDs', accessor: (account) => account.domain_ids },
  { id: 'status', header: 'Status', accessor: (account) => account.status },
  timeColumn('created', 'Created', (account) => account.created_at),
];

const entityTypeOptions = stepEntityTypes.map((value) => ({ value, label: value }));

/**
 * A required input of the account form: marked invalid when missing; the one message shows in
 * the alert under the form.
 */
function AccountField({
  control,
  name,
  ...props
}: { control: Control<StepAccountForm>; name: 'email' | 'first_name' | 'domain_ids' } & Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'ref'
>) {
  const { field, fieldState } = useController({ control, name });
  return <TextField {...field} {...props} required aria-invalid={fieldState.invalid || undefined} />;
}

/** Step account management (docs/product/step-tools.md): a form (create, or Update with the email fixed; Reset returns to create) and the accounts with Edit and Delete. */
export function StepAccountsModal({
  open,
  onOpenChange,
  accounts,
  onSubmit,
  onDelete,
  discardQuestion,
  ...states
}: StepAccountsModalProps) {
  const {
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isDirty },
  } = useForm<StepAccountForm>({
    resolver: zodResolver(stepAccountFormSchema),
    defaultValues: emptyStepAccountForm,
  });
  const { busy, busyWhile } = useBusy();
  const editing = watch('id') !== undefined;
  const empty = () => reset(emptyStepAccountForm);
  const { close, modal } = useToolsModal(
    { open, onOpenChange, discardQuestion },
    { reset: empty, unsaved: isDirty },
  );

  // A missing field keeps what was typed in the others and takes the focus; a failed save (the
  // caller says why) keeps the form.
  const submit = handleSubmit(async (form) => {
    if (await busyWhile(() => onSubmit(stepAccountBodyOf(form)))) empty();
  });

  return (
    <ToolsModal {...modal} title="Step Account Management">
      <Sections>
        <Section aria-label={editing ? 'Update account' : 'New account'}>
          <Fields>
            <AccountField control={control} name="email" label="Email" type="email" disabled={editing} />
            <AccountField control={control} name="first_name" label="First name" />
            <Controller
              control={control}
              name="entity_type"
              render={({ field, fieldState }) => (
                <Select
                  label="Account type"
                  required
                  options={entityTypeOptions}
                  value={field.value}
                  onValueChange={field.onChange}
                  ref={field.ref}
                  aria-invalid={fieldState.invalid || undefined}
                />
              )}
            />
            <AccountField
              control={control}
              name="domain_ids"
              label="Domain IDs"
              description="Comma separated"
            />
            {editing ? null : (
              <Controller
                control={control}
                name="password"
                render={({ field, fieldState }) => (
                  <PasswordField
                    {...field}
                    label="Password"
                    required
                    aria-invalid={fieldState.invalid || undefined}
                  />
                )}
              />
            )}
          </Fields>
          {Object.keys(errors).length > 0 ? (
            <Alert variant="error">{stepMessages.missingFields}</Alert>
          ) : null}
          <Row>
            <Button loading={busy} onClick={() => void submit()}>
              {editing ? 'Update' : 'Create'}
            </Button>
            <Button variant="secondary" onClick={empty}>
              Reset
            </Button>
          </Row>
        </Section>
        <DataTable
          variant="record"
          aria-label="Step accounts"
          columns={columns}
          data={accounts}
          emptyDescription="Create one with the form above."
          rowActions={(account) => [
            { label: 'Edit', onClick: () => reset(stepAccountFormOf(account)) },
            {
              label: 'Delete',
              variant: 'danger',
              confirm: { question: `Delete ${account.email}?` },
              onClick: () => onDelete(account),
            },
          ]}
          {...states}
        />
        <Row>
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
        </Row>
      </Sections>
    </ToolsModal>
  );
}
