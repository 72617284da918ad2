import type { Meta, StoryObj } from '@storybook/react-vite';
import { addressMapView } from '@stride/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clickMapAt, mapDrawn, mapScale, pickedAt, pointAt } from '../../maps/map-story-plays';
import { AddressForm } from './AddressForm';

const meta = {
  title: 'Components/AddressForm',
  tags: ['autodocs'],
  component: AddressForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: RegExp) =>
  within(canvasElement).getByLabelText(label, { selector: 'input' });

export const Default: Story = {};

/**
 * Name, postcode and position filled in; Save address sends them, in the United Kingdom (a test: the Default
 * story stays untouched).
 */
export const SaveAnAddress: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.type(field(canvasElement, /^Name/), 'Annexe');
    await userEvent.type(field(canvasElement, /Postcode/), 'NW5 2BB');
    await userEvent.type(field(canvasElement, /Latitude/), '51.55');
    await userEvent.type(field(canvasElement, /Longitude/), '-0.14');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          name: 'Annexe',
          postcode: 'NW5 2BB',
          latitude: '51.55',
          longitude: '-0.14',
          country: 'United Kingdom',
        }),
        expect.anything(),
      ),
    );
  },
};

export const NameIsMissing: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, /Postcode/), 'NW5 2BB');
    await userEvent.type(field(canvasElement, /Latitude/), 'north');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByText('Name is missing')).toBeVisible();
    await expect(canvas.getByText('Enter a number')).toBeVisible();
    await expect(field(canvasElement, /Postcode/)).toHaveValue('NW5 2BB');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Editing: Story = {
  args: {
    'aria-label': 'Edit address',
    defaultValues: { name: 'Main site', postcode: 'NW5 1AA', latitude: '51.55', longitude: '-0.14' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('form', { name: 'Edit address' })).toBeVisible();
    await expect(field(canvasElement, /^Name/)).toHaveValue('Main site');
  },
};

const mapIn = async (canvasElement: HTMLElement) => {
  const map = await within(canvasElement).findByRole(
    'region',
    { name: 'Address location' },
    { timeout: 20_000 },
  );
  await mapDrawn(map);
  return map;
};

/**
 * 'Pick on map' loads the map, near southern England at zoom 7; a click on it fills in the latitude and
 * longitude, marks the point and takes the view there at zoom 17.
 */
// Rules: organisations.addresses.map-view
export const PickOnMap: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const pick = canvas.getByRole('button', { name: 'Pick on map' });
    await expect(pick).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(pick);
    await expect(pick).toHaveAttribute('aria-expanded', 'true');
    const map = await mapIn(canvasElement);
    await expect(map).toHaveAccessibleDescription(/Click the map to fill in the latitude and longitude/);
    await expect(mapScale(map)).toBe('Scale: 20 km');
    clickMapAt(map, 40, -30);
    const expected = pointAt(addressMapView, 40, -30);
    await waitFor(() =>
      expect(Number((field(canvasElement, /Latitude/) as HTMLInputElement).value)).toBeCloseTo(
        expected.latitude,
        2,
      ),
    );
    await expect(Number((field(canvasElement, /Longitude/) as HTMLInputElement).value)).toBeCloseTo(
      expected.longitude,
      2,
    );
    await waitFor(() => expect(mapScale(map)).toBe('Scale: 20 m'), { timeout: 15_000 });
    await mapDrawn(map);
    await waitFor(() => expect(pickedAt(map)).toBe(true), { timeout: 15_000 });
    await userEvent.type(field(canvasElement, /^Name/), 'Annexe');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          name: 'Annexe',
          latitude: expect.stringMatching(/^51\.\d{6}$/),
          longitude: expect.stringMatching(/^-1\.\d{6}$/),
        }),
        expect.anything(),
      ),
    );
    await userEvent.click(pick);
    await expect(canvas.queryByRole('region', { name: 'Address location' })).not.toBeInTheDocument();
  },
};

/** With the keyboard only: the map opens with Enter, and typed coordinates take the view to their point at zoom 17. */
// Rules: organisations.addresses.map-view
export const TypedCoordinatesMoveTheMarker: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    field(canvasElement, /Longitude/).focus();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Pick on map' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const map = await mapIn(canvasElement);
    await expect(pickedAt(map)).toBe(false);
    await expect(mapScale(map)).toBe('Scale: 20 km');
    const east = pointAt(addressMapView, 40, 0);
    await userEvent.tab({ shift: true });
    await expect(field(canvasElement, /Longitude/)).toHaveFocus();
    await userEvent.keyboard(east.longitude.toFixed(6));
    await userEvent.tab({ shift: true });
    await expect(field(canvasElement, /Latitude/)).toHaveFocus();
    await userEvent.keyboard(east.latitude.toFixed(6));
    await waitFor(() => expect(mapScale(map)).toBe('Scale: 20 m'), { timeout: 15_000 });
    await mapDrawn(map);
    await waitFor(() => expect(pickedAt(map)).toBe(true), { timeout: 15_000 });
    await expect(pickedAt(map, 40, 0)).toBe(false);
  },
};

const hillRoad = {
  label: 'Hill Road Primary, 1 Hill Road, London, NW5 1AA, United Kingdom',
  street: '1 Hill Road',
  city: 'London',
  postcode: 'NW5 1AA',
  country: 'United Kingdom',
  latitude: 51.5512341,
  longitude: -0.1401234,
};

/** A places service that finds Hill Road (and nothing else), as the demo's own does. */
const placesOfHillRoad = async (query: string) =>
  'hill road'.includes(query.toLowerCase()) || query.toLowerCase().includes('hill') ? [hillRoad] : [];

const searchBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Search address' });

/**
 * With the keyboard only: the search lists the places found, arrows and Enter pick one, and it fills the
 * address and its coordinates (no made-up point).
 */
// Rules: organisations.addresses.search-fills-coordinates
export const SearchAnAddressByKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  args: { searchPlaces: fn(placesOfHillRoad) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent(/No map position/);
    searchBox(canvasElement).focus();
    await userEvent.keyboard('Hill');
    const list = await canvas.findByRole('listbox', { name: 'Addresses found' });
    await expect(await within(list).findByRole('option', { name: hillRoad.label })).toBeVisible();
    await expect(args.searchPlaces).toHaveBeenCalledWith('Hill', expect.any(AbortSignal));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(field(canvasElement, /Street/)).toHaveValue('1 Hill Road');
    await expect(field(canvasElement, /Postcode/)).toHaveValue('NW5 1AA');
    await expect(field(canvasElement, /City/)).toHaveValue('London');
    await expect(field(canvasElement, /Latitude/)).toHaveValue('51.551234');
    await expect(field(canvasElement, /Longitude/)).toHaveValue('-0.140123');
    await expect(canvas.queryByRole('note')).not.toBeInTheDocument();
  },
};

/** A tap on a result picks it, as on a phone. */
export const SearchAnAddressByTouch: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { viewport: { value: 'mobile1' } },
  args: { searchPlaces: placesOfHillRoad },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(searchBox(canvasElement));
    await userEvent.keyboard('Hill Road');
    await userEvent.click(await canvas.findByRole('option', { name: hillRoad.label }));
    await expect(field(canvasElement, /Latitude/)).toHaveValue('51.551234');
  },
};

/** With the map open, a picked search result takes the view to its point at zoom 17, marked. */
// Rules: organisations.addresses.map-view
export const SearchResultMovesTheMap: Story = {
  tags: ['!dev', '!autodocs'],
  args: { searchPlaces: placesOfHillRoad },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pick on map' }));
    const map = await mapIn(canvasElement);
    await expect(mapScale(map)).toBe('Scale: 20 km');
    await userEvent.click(searchBox(canvasElement));
    await userEvent.keyboard('Hill');
    await userEvent.click(await canvas.findByRole('option', { name: hillRoad.label }));
    await expect(field(canvasElement, /Latitude/)).toHaveValue('51.551234');
    await waitFor(() => expect(mapScale(map)).toBe('Scale: 20 m'), { timeout: 15_000 });
    await mapDrawn(map);
    await waitFor(() => expect(pickedAt(map)).toBe(true), { timeout: 15_000 });
  },
};

/** Searching shows it is working; a search that finds nothing says so. */
// Rules: organisations.addresses.search-states
export const SearchFindsNothing: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    searchPlaces: async (query: string) => {
      if (query === 'Nowhere') await new Promise((resolve) => setTimeout(resolve, 800));
      return [];
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(searchBox(canvasElement), 'Nowhere');
    await expect(await canvas.findByText('Searching…')).toBeVisible();
    await expect(await canvas.findByText('No addresses found', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** How many searches fail before the places service answers again. */
const flaky = { failures: 0 };

/** A failed search says so, with Retry (the detail behind a disclosure); Retry searches again. */
// Rules: organisations.addresses.search-states
export const SearchFailsThenRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    searchPlaces: async (query: string) => {
      if (flaky.failures > 0) {
        flaky.failures -= 1;
        throw new Error('The places service answered 503');
      }
      return placesOfHillRoad(query);
    },
  },
  play: async ({ canvasElement }) => {
    flaky.failures = 1;
    const canvas = within(canvasElement);
    await userEvent.type(searchBox(canvasElement), 'Hill');
    await expect(await canvas.findByText('The address search failed.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await userEvent.click(searchBox(canvasElement));
    await expect(await canvas.findByRole('option', { name: hillRoad.label })).toBeVisible();
  },
};
