import { describe, expect, it } from 'vitest';
import {
  addressCoordinatesOf,
  addressFormMessages,
  addressFormSchema,
  addressFormValuesOf,
  addressOfForm,
  addressPointOf,
  emptyAddressForm,
} from './address-form';

describe('address form', () => {
  it("needs a name: 'Name is missing'", () => {
    const result = addressFormSchema.safeParse(emptyAddressForm);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      addressFormMessages.name,
    ]);
  });

  it('takes blank or numeric coordinates only', () => {
    expect(
      addressFormSchema.safeParse({ ...emptyAddressForm, name: 'Main site', latitude: '51.5', longitude: '' })
        .success,
    ).toBe(true);
    const result = addressFormSchema.safeParse({ ...emptyAddressForm, name: 'Main site', latitude: 'north' });
    expect(
      result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    ).toEqual([`latitude: ${addressFormMessages.coordinate}`]);
  });

  it('turns the form into the stored address and back', () => {
    const form = {
      ...emptyAddressForm,
      name: ' Main site ',
      postcode: 'NW5 1AA',
      latitude: '51.55',
      longitude: '-0.14',
    };
    const address = addressOfForm(form, 101, 8);
    expect(address).toMatchObject({
      id: 8,
      name: 'Main site',
      postcode: 'NW5 1AA',
      latitude: 51.55,
      longitude: -0.14,
      organization_id: 101,
    });
    expect(addressFormValuesOf({ ...address, id: 8 })).toEqual({ ...form, name: 'Main site' });
    expect(addressOfForm({ ...form, latitude: '' }, 101)).toMatchObject({ latitude: null });
    expect(addressOfForm(form, 101)).not.toHaveProperty('id');
  });

  it('marks the typed point only when both coordinates are numbers on the globe', () => {
    expect(addressPointOf({ latitude: ' 51.55 ', longitude: '-0.14' })).toEqual({
      latitude: 51.55,
      longitude: -0.14,
    });
    expect(addressPointOf({ latitude: '0', longitude: '0' })).toEqual({ latitude: 0, longitude: 0 });
    expect(addressPointOf({ latitude: '51.55', longitude: '' })).toBeNull();
    expect(addressPointOf({ latitude: 'north', longitude: '-0.14' })).toBeNull();
    expect(addressPointOf({ latitude: '91', longitude: '-0.14' })).toBeNull();
    expect(addressPointOf({ latitude: '51.55', longitude: '-180.5' })).toBeNull();
  });

  it('writes a picked point with six decimals', () => {
    expect(addressCoordinatesOf({ latitude: 51.520212345, longitude: -0.1 })).toEqual({
      latitude: '51.520212',
      longitude: '-0.100000',
    });
  });
});
