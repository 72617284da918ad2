import { zodResolver } from '@hookform/resolvers/zod';
import {
  addressCoordinatesOf,
  addressFormSchema,
  addressPointOf,
  emptyAddressForm,
  type AddressFormValues,
} from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../primitives/Button/Button';
import { TextField } from '../../primitives/TextField/TextField';
import { Actions, FieldGrid, Form } from '../../components/form-layout.styles';
import { AddressMapPick, type AddressMapTiles } from './AddressMapPick';

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
  /**
   * The deployment's raster tiles for the map pick (`tilesUrl`, `tilesAttribution`).
   * @default undefined (the offline basemap)
   */
  mapTiles?: AddressMapTiles;
} & Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'>;

/**
 * A manual address with latitude and longitude (docs/product/organisations.md), typed or picked on a map. The
 * spec's address search (UK and Luxembourg only) needs an online places service, so offline the address is
 * typed (ADR 0052); the map loads only when 'Pick on map' opens it (ADR 0076).
 */
export function AddressForm({
  onSubmit,
  defaultValues,
  'aria-label': label = 'Add address',
  mapTiles,
  ...rest
}: AddressFormProps) {
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: { ...emptyAddressForm, ...defaultValues },
  });
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });

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
        <TextField
          label="Latitude"
          inputMode="decimal"
          error={errors.latitude?.message}
          {...register('latitude')}
        />
        <TextField
          label="Longitude"
          inputMode="decimal"
          error={errors.longitude?.message}
          {...register('longitude')}
        />
      </FieldGrid>
      <AddressMapPick
        location={addressPointOf({ latitude, longitude })}
        onPick={(point) => {
          const picked = addressCoordinatesOf(point);
          setValue('latitude', picked.latitude, { shouldDirty: true, shouldValidate: true });
          setValue('longitude', picked.longitude, { shouldDirty: true, shouldValidate: true });
        }}
        mapTiles={mapTiles}
      />
      <Actions>
        <Button type="submit" loading={isSubmitting}>
          Save address
        </Button>
      </Actions>
    </Form>
  );
}
