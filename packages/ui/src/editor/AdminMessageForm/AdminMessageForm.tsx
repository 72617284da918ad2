import {
  adminMessageProblems,
  emptyAdminMessage,
  proceedQuestion,
  type AdminMessageDraft,
  type Role,
} from '@stride/domain';
import { useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import styled from 'styled-components';
import { SchoolSelector } from '../../components/SchoolSelector/SchoolSelector';
import type { SchoolSelectorOptions } from '../../components/SchoolSelector/school-selector-entries';
import { FormActions } from '../../components/FormActions/FormActions';
import { Form } from '../../components/form-layout.styles';
import { ConfirmDialog } from '../../primitives/ConfirmDialog/ConfirmDialog';
import { TextField } from '../../primitives/TextField/TextField';
import { FieldError } from '../../primitives/TextField/TextField.styles';
import { RichTextEditor } from '../RichTextEditor/RichTextEditor';

export type AdminMessageFormProps = {
  /** The sender's role: the super admin's selector groups schools by council and adds the councils. */
  role: Role;
  /** Schools, groups and councils to send to. */
  options: SchoolSelectorOptions;
  /** The options are still loading. @default false */
  optionsLoading?: boolean;
  /** Sends the message once confirmed; resolves true when it was sent (the form then empties). */
  onSend: (draft: AdminMessageDraft) => Promise<boolean>;
  /** Cancel: leaves the page. */
  onCancel: () => void;
} & Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'>;

const Recipients = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * send_admin_messages' form (spec 3 §2, §5): schools or councils, a subject and rich-text content;
 * Send asks 'Are you sure you want to proceed?'. A refused or failed send keeps the draft.
 */
export function AdminMessageForm({
  role,
  options,
  optionsLoading = false,
  onSend,
  onCancel,
  ...rest
}: AdminMessageFormProps) {
  const [draft, setDraft] = useState<AdminMessageDraft>(emptyAdminMessage);
  const [shown, setShown] = useState<ReturnType<typeof adminMessageProblems>>({});
  const [asking, setAsking] = useState(false);
  const change = (part: Partial<AdminMessageDraft>) => setDraft((current) => ({ ...current, ...part }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = adminMessageProblems(draft);
    setShown(problems);
    if (Object.keys(problems).length === 0) setAsking(true);
  };

  return (
    <Form aria-label="Send an admin message" noValidate onSubmit={submit} {...rest}>
      <Recipients>
        <SchoolSelector
          role={role}
          options={options}
          loading={optionsLoading}
          label="Schools or councils"
          value={draft.schools}
          onValueChange={(schools) => change({ schools })}
        />
        {shown.schools ? <FieldError role="alert">{shown.schools}</FieldError> : null}
      </Recipients>
      <TextField label="Subject" value={draft.subject} onValueChange={(subject) => change({ subject })} />
      <RichTextEditor
        label="Content"
        value={draft.content}
        onValueChange={(content) => change({ content })}
        error={shown.content}
      />
      <FormActions submitLabel="Send" onCancel={onCancel} />
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        message={proceedQuestion}
        onConfirm={async () => {
          if (!(await onSend(draft))) return;
          setDraft(emptyAdminMessage);
          setShown({});
        }}
      />
    </Form>
  );
}
