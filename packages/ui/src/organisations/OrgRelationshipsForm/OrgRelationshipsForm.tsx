import { zodResolver } from '@hookform/resolvers/zod';
import { orgRelationshipsSchema, type OrgRelationships } from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Switch } from '../../primitives/Switch/Switch';
import { Form } from '../../components/form-layout.styles';
import { FormActions } from '../../components/FormActions/FormActions';

export type OrgRelationshipsFormProps = {
  /** The saved flags. */
  defaultValues: OrgRelationships;
  /** Called with the flags; the button shows it is working until the promise settles. */
  onSubmit: (values: OrgRelationships) => void | Promise<void>;
} & Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'>;

const switches = [
  { name: 'has_sub_orgs', label: 'Has sub-organisations' },
  { name: 'has_multi_schools', label: 'Has multiple schools' },
] as const;

/** Manage Org Relationships (docs/product/organisations.md): whether the organisation has sub-organisations and several schools. */
export function OrgRelationshipsForm({ defaultValues, onSubmit, ...rest }: OrgRelationshipsFormProps) {
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<OrgRelationships>({ resolver: zodResolver(orgRelationshipsSchema), defaultValues });
  return (
    <Form
      noValidate
      aria-label="Org relationships"
      onSubmit={handleSubmit((values) => onSubmit(values))}
      {...rest}
    >
      {switches.map(({ name, label }) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <Switch label={label} checked={field.value} onCheckedChange={field.onChange} ref={field.ref} />
          )}
        />
      ))}
      <FormActions submitLabel="Save relationships" submitting={isSubmitting} />
    </Form>
  );
}
