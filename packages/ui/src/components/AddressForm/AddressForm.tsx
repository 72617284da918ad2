import { zodResolver } from '@hookform/resolvers/zod';
import { addressFormSchema, emptyAddressForm, type AddressFormValues } from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import { Actions, FieldGrid, Form } from '../form-layout.styles';

export type AddressFormProps = {
  /** Called with the checked values; the button shows it is working until the promise settles. */
  onSubmit: (values: AddressFormValues) => void | Promise<void>;
  /**
   * Values to start with (a saved address being edited).
   * @default an empty address in the United Kingdom
   */
  defaultValues?: Partial<AddressFormValues>;
  /**
   * Names the form ('Add address', 'Edit address').
   * @default 'Add address'
   */
  'aria-label'?: string;
} & Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'>;

/**
 * A manual address with latitude and longitude (spec 3 §3). The spec's address search (UK and
 * Luxembourg only) needs an online places service, so offline the address is typed (ADR 0052).
 */
export function AddressForm({ onSubmit, defaultValues, 'aria-label': label = 'Add address', ...rest }: AddressFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues>({ resolver: zodResolver(addressFormSchema), defaultValues: { ...emptyAddressForm, ...defaultValues } });

  return (
    <Form noValidate aria-label={label} onSubmit={handleSubmit(onSubmit)} {...rest}>
      <FieldGrid>
        <TextField label="Name" required error={errors.name?.message} {...register('name')} />
        <TextField label="Address line 1" {...register('address_line_1')} />
        <TextField label="Address line 2" {...register('address_line_2')} />
        <TextField label="Street" {...register('street')} />
        <TextField label="City" {...register('city')} />
        <TextField label="Postcode" {...register('postcode')} />
        <TextField label="Country" {...register('country')} />
        <TextField label="Latitude" inputMode="decimal" error={errors.latitude?.message} {...register('latitude')} />
        <TextField label="Longitude" inputMode="decimal" error={errors.longitude?.message} {...register('longitude')} />
      </FieldGrid>
      <Actions>
        <Button type="submit" loading={isSubmitting}>
          Save address
        </Button>
      </Actions>
    </Form>
  );
}
