import { z } from 'zod';
import { requiredText } from '../forms/field-schemas';
import type { OrganisationAddress } from './organisation';

/** Messages of the address form: the name's is the product's (docs/product/organisations.md); the spec shows no other check (ADR 0052). */
export const addressFormMessages = {
  name: 'Name is missing',
  coordinate: 'Enter a number',
} as const;

const coordinate = z
  .string()
  .trim()
  .refine((value) => value === '' || Number.isFinite(Number(value)), addressFormMessages.coordinate);

/** A manual address (docs/product/organisations.md); latitude and longitude are typed or picked. */
export const addressFormSchema = z.object({
  name: requiredText(addressFormMessages.name),
  address_line_1: z.string().trim(),
  address_line_2: z.string().trim(),
  street: z.string().trim(),
  city: z.string().trim(),
  postcode: z.string().trim(),
  country: z.string().trim(),
  latitude: coordinate,
  longitude: coordinate,
});
export type AddressFormValues = z.input<typeof addressFormSchema>;

export const emptyAddressForm: AddressFormValues = {
  name: '',
  address_line_1: '',
  address_line_2: '',
  street: '',
  city: '',
  postcode: '',
  country: 'United Kingdom',
  latitude: '',
  longitude: '',
};

/** The form of a saved address. */
export function addressFormValuesOf(address: OrganisationAddress): AddressFormValues {
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return {
    name: address.name,
    address_line_1: text(address.address_line_1),
    address_line_2: text(address.address_line_2),
    street: text(address.street),
    city: text(address.city),
    postcode: text(address.postcode),
    country: text(address.country),
    latitude: text(address.latitude),
    longitude: text(address.longitude),
  };
}

/** The address as the store call takes it: coordinates as numbers, or null when blank. */
export function addressOfForm(
  values: AddressFormValues,
  organisationId: number,
  id?: number,
): Omit<OrganisationAddress, 'id'> & { id?: number } {
  const parsed = addressFormSchema.parse(values);
  const number = (value: string) => (value === '' ? null : Number(value));
  return {
    ...parsed,
    ...(id === undefined ? {} : { id }),
    latitude: number(parsed.latitude),
    longitude: number(parsed.longitude),
    organization_id: organisationId,
  };
}

/** The point the typed coordinates name, or null while either is blank, not a number or off the globe. */
export function addressPointOf(
  values: Pick<AddressFormValues, 'latitude' | 'longitude'>,
): { latitude: number; longitude: number } | null {
  const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
  const latitude = number(values.latitude);
  const longitude = number(values.longitude);
  if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) return null;
  return { latitude, longitude };
}

/** A point picked on the map as the form's coordinates: six decimals, about 0.1 m. */
export function addressCoordinatesOf(point: {
  latitude: number;
  longitude: number;
}): Pick<AddressFormValues, 'latitude' | 'longitude'> {
  return { latitude: point.latitude.toFixed(6), longitude: point.longitude.toFixed(6) };
}

/** A place the address search found (docs/product/organisations.md): what it fills into the address form, with its coordinates. */
export type AddressPlace = {
  label: string;
  street: string;
  city: string;
  postcode: string;
  country: string;
  latitude: number;
  longitude: number;
};
