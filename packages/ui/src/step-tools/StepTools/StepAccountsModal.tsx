import type { StepAccount, StepAccountBody, StepAccountForm, StepEntityType } from '@stride/domain';
import {
  emptyStepAccountForm,
  stepAccountBodyOf,
  stepAccountFormOf,
  stepAccountProblem,
  stepEntityTypes,
} from '@stride/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../primitives/Alert/Alert';
import { Button } from '../../primitives/Button/Button';
import { DataTable, type DataTableColumn, type DataTableStateProps } from '../../primitives/DataTable';
import { Modal } from '../../primitives/Modal/Modal';
import type { DiscardQuestion } from '../../primitives/ConfirmDialog/DiscardPrompt';
import { PasswordField } from '../../primitives/PasswordField/PasswordField';
import { Select } from '../../primitives/Select/Select';
import { TextField } from '../../primitives/TextField/TextField';
import { Fields, Section, Sections } from '../../automations/AutomationEditor/AutomationEditor.styles';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
`;

export type StepAccountsModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Asked before Escape, an outside click or the close button drops what was typed; without it
   * they close at once (ADR 0100).
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
  { id: 'created', header: 'Created', accessor: (account) => account.created_at },
];

/** Step account management (spec 2 §2, §4, §5): a form (create, or Update with the email fixed; Reset returns to create) and the accounts with Edit and Delete. */
export function StepAccountsModal({
  open,
  onOpenChange,
  accounts,
  onSubmit,
  onDelete,
  discardQuestion,
  ...states
}: StepAccountsModalProps) {
  const [form, setForm] = useState<StepAccountForm>(emptyStepAccountForm);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  // A field changed since the form was emptied or filled from an account.
  const [unsaved, setUnsaved] = useState(false);
  const editing = form.id !== undefined;
  const set = <K extends keyof StepAccountForm>(key: K, value: StepAccountForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setUnsaved(true);
  };
  const load = (next: StepAccountForm) => {
    setForm(next);
    setProblem(undefined);
    setUnsaved(false);
  };
  const reset = () => load(emptyStepAccountForm);
  // Every close drops what was typed, so the next opening starts empty.
  const close = () => {
    reset();
    onOpenChange(false);
  };

  const submit = async () => {
    const missing = stepAccountProblem(form);
    setProblem(missing);
    if (missing) return;
    setBusy(true);
    try {
      await onSubmit(stepAccountBodyOf(form));
      reset();
    } catch {
      // The caller says why; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      size="tools"
      unsaved={unsaved}
      discardQuestion={discardQuestion}
      closeLabel="Close Step Account Management"
      title="Step Account Management"
    >
      <Sections>
        <Section aria-label={editing ? 'Update account' : 'New account'}>
          <Fields>
            <TextField
              label="Email"
              type="email"
              required
              disabled={editing}
              value={form.email}
              onValueChange={(value) => set('email', value)}
            />
            <TextField
              label="First name"
              required
              value={form.first_name}
              onValueChange={(value) => set('first_name', value)}
            />
            <Select
              label="Account type"
              required
              options={stepEntityTypes.map((value) => ({ value, label: value }))}
              value={form.entity_type}
              onValueChange={(value) => set('entity_type', value as StepEntityType)}
            />
            <TextField
              label="Domain IDs"
              description="Comma separated"
              required
              value={form.domain_ids}
              onValueChange={(value) => set('domain_ids', value)}
            />
            {editing ? null : (
              <PasswordField
                label="Password"
                required
                value={form.password}
                onValueChange={(value) => set('password', value)}
              />
            )}
          </Fields>
          {problem ? <Alert variant="error">{problem}</Alert> : null}
          <Row>
            <Button loading={busy} onClick={() => void submit()}>
              {editing ? 'Update' : 'Create'}
            </Button>
            <Button variant="secondary" onClick={reset}>
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
            { label: 'Edit', onClick: () => load(stepAccountFormOf(account)) },
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
    </Modal>
  );
}
