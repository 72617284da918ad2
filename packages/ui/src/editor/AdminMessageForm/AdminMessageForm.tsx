import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminMessageFormSchema,
  emptyAdminMessage,
  proceedQuestion,
  type AdminMessageDraft,
} from '@stride/domain';
import { useState, type ComponentPropsWithoutRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { SchoolSelector } from '../../components/SchoolSelector/SchoolSelector';
import type { SchoolSelectorOptions } from '../../components/SchoolSelector/school-selector-entries';
import { FormActions } from '../../components/FormActions/FormActions';
import { Form } from '../../components/form-layout.styles';
import { ConfirmDialog } from '../../primitives/ConfirmDialog/ConfirmDialog';
import { FormTextField } from '../../components/form-fields';
import { FieldError } from '../../primitives/TextField/TextField.styles';
import { RichTextEditor } from '../RichTextEditor/RichTextEditor';

export type AdminMessageFormProps = {
  /**
   * The selector picks across the platform, grouping schools by council and adding the councils:
   * `picksAcrossPlatform` of the sender's role (the super admin).
   * @default false
   */
  acrossPlatform?: boolean;
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
 * send_admin_messages' form (docs/product/admin-messages.md): schools or councils, a subject and rich-text
 * content; Send asks 'Are you sure you want to proceed?'. A refused or failed send keeps the draft.
 */
export function AdminMessageForm({
  acrossPlatform = false,
  options,
  optionsLoading = false,
  onSend,
  onCancel,
  ...rest
}: AdminMessageFormProps) {
  const { control, handleSubmit, getValues, reset } = useForm<AdminMessageDraft>({
    resolver: zodResolver(adminMessageFormSchema),
    defaultValues: emptyAdminMessage,
  });
  const [asking, setAsking] = useState(false);

  // A broken rule keeps the draft and moves the focus to its field.
  const submit = handleSubmit(() => setAsking(true));

  return (
    <Form aria-label="Send an admin message" noValidate onSubmit={submit} {...rest}>
      <Controller
        control={control}
        name="schools"
        render={({ field, fieldState }) => (
          <Recipients>
            <SchoolSelector
              acrossPlatform={acrossPlatform}
              options={options}
              loading={optionsLoading}
              label="Schools or councils"
              value={field.value}
              onValueChange={field.onChange}
              inputRef={field.ref}
            />
            {fieldState.error ? <FieldError role="alert">{fieldState.error.message}</FieldError> : null}
          </Recipients>
        )}
      />
      <FormTextField control={control} name="subject" label="Subject" />
      <Controller
        control={control}
        name="content"
        render={({ field, fieldState }) => (
          <RichTextEditor
            label="Content"
            value={field.value}
            onValueChange={field.onChange}
            onEditorReady={(editor) => field.ref({ focus: () => editor.commands.focus() })}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormActions submitLabel="Send" onCancel={onCancel} />
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        message={proceedQuestion}
        onConfirm={async () => {
          if (await onSend(getValues())) reset(emptyAdminMessage);
        }}
      />
    </Form>
  );
}
