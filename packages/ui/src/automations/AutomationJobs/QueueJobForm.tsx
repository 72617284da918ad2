import { zodResolver } from '@hookform/resolvers/zod';
import { emptyQueueJobForm, queueJobFormSchema, type QueueJobFormValues } from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { useForm } from 'react-hook-form';
import { FieldGrid, Form } from '../../components/form-layout.styles';
import { FormActions } from '../../components/FormActions/FormActions';
import { FormSelect, FormTextField } from '../../components/form-fields';

export type QueueJobFormProps = {
  /** The automations a job may run. */
  automations: readonly { id: number; name: string }[];
  /** Called with the checked form; resolves true when the job was queued, and the form empties. */
  onQueue: (values: QueueJobFormValues) => Promise<boolean>;
} & Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'>;

/** Queues a run of an automation from a day, for every school (storeJob, ADR 0109). */
export function QueueJobForm({ automations, onQueue, ...rest }: QueueJobFormProps) {
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<QueueJobFormValues>({
    resolver: zodResolver(queueJobFormSchema),
    defaultValues: emptyQueueJobForm,
  });
  const options = automations.map((automation) => ({ value: String(automation.id), label: automation.name }));
  return (
    <Form
      noValidate
      aria-label="Queue a job"
      onSubmit={handleSubmit(async (values) => {
        if (await onQueue(values)) reset(emptyQueueJobForm);
      })}
      {...rest}
    >
      <FieldGrid>
        <FormSelect control={control} name="automation_id" label="Automation" required options={options} />
        <FormTextField control={control} name="from_date" label="From date" type="date" required />
      </FieldGrid>
      <FormActions submitLabel="Queue job" submitting={isSubmitting} />
    </Form>
  );
}
