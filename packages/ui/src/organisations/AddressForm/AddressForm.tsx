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
import { AddressSearch, type SearchPlaces } from './AddressSearch';
import { FieldDescription } from '../../primitives/TextField/TextField.styles';

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
  /**
   * The deployment's places service: adds the address search (UK and Luxembourg only), whose picked
   * result fills the address and its coordinates.
   * @default undefined (no search: the address is typed or picked on the map)
   */
  searchPlaces?: SearchPlaces;
} & Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'>;

/**
 * An address with latitude and longitude (docs/product/organisations.md): found with the address search
 * (UK and Luxembourg only, when the deployment has a places service), typed, or picked on a map (which
 * loads only when 'Pick on map' opens it, ADR 0076). Without coordinates the form says it will be saved
 * without a map position: none is made up.
 */
export function AddressForm({
  onSubmit,
  defaultValues,
  'aria-label': label = 'Add address',
  mapTiles,
  searchPlaces,
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
  const point = addressPointOf({ latitude, longitude });
  const fill = (values: Partial<AddressFormValues>) => {
    for (const [key, value] of Object.entries(values) as [keyof AddressFormValues, string][])
      setValue(key, value, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <Form noValidate aria-label={label} onSubmit={handleSubmit(onSubmit)} {...rest}>
      {searchPlaces && (
        <AddressSearch
          search={searchPlaces}
          onPick={(place) =>
            fill({
              street: place.street,
              city: place.city,
              postcode: place.postcode,
              country: place.country,
              ...addressCoordinatesOf(place),
            })
          }
        />
      )}
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
      {!point && (
        <FieldDescription role="note">
          No map position: without a latitude and longitude this address is saved without one.
        </FieldDescription>
      )}
      <AddressMapPick
        location={point}
        onPick={(picked) => fill(addressCoordinatesOf(picked))}
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
