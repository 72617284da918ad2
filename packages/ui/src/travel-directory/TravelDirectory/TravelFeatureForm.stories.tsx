import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TravelFeatureForm } from './TravelFeatureForm';
import { categories } from './travel-directory.sample';

const meta = {
  title: 'Components/TravelFeatureForm',
  tags: ['autodocs'],
  component: TravelFeatureForm,
  args: { categories, onSubmit: fn(), onCancel: fn(), defaultValues: { section_id: '1' } },
} satisfies Meta<typeof TravelFeatureForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('textbox', { name });
const save = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Save option' }));

export const Default: Story = {};

/**
 * Text and link typed, the link label kept; Save sends them, the link made whole (a test: the Default story
 * stays untouched).
 */
export const SaveAnOption: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.type(field(canvasElement, 'Text'), 'Scooter racks by the gate');
    await userEvent.type(field(canvasElement, 'Link'), 'tfl.gov.uk');
    await expect(field(canvasElement, 'Link label')).toHaveValue('More info');
    await save(canvasElement);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        section_id: 1,
        text: 'Scooter racks by the gate',
        link: 'https://tfl.gov.uk',
        linkLabel: 'More info',
        staffOnly: 0,
        parentOnly: 0,
      }),
    );
  },
};

// Rules: travel-directory.category.required
export const CategoryRequired: Story = {
  args: { defaultValues: {} },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, 'Text'), 'Kept');
    await save(canvasElement);
    await expect(await canvas.findByText('Please select a category')).toBeVisible();
    await expect(field(canvasElement, 'Text')).toHaveValue('Kept');
    await userEvent.click(canvas.getByRole('combobox', { name: /Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cycling' }));
    await save(canvasElement);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ section_id: 2, text: 'Kept' })),
    );
  },
};

// Rules: travel-directory.link.valid-url
export const WrongLink: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(field(canvasElement, 'Link'), 'not a website');
    await save(canvasElement);
    await expect(
      await within(canvasElement).findByText('Please specify correct website starting with http...'),
    ).toBeVisible();
    await expect(field(canvasElement, 'Link')).toHaveValue('not a website');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

// Rules: travel-directory.text.max
export const TooLong: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(field(canvasElement, 'Text'));
    await userEvent.paste('x'.repeat(1001));
    await userEvent.click(field(canvasElement, 'Link'));
    await userEvent.paste(`https://a.uk/${'p'.repeat(88)}`);
    await save(canvasElement);
    await expect(await canvas.findByText('Text can be at most 1000 characters')).toBeVisible();
    await expect(canvas.getByText('Link can be at most 100 characters')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BothAudiencesMeanAllUsers: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Staff only' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Parent only' }));
    await userEvent.clear(field(canvasElement, 'Link label'));
    await save(canvasElement);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ staffOnly: 0, parentOnly: 0, linkLabel: 'More info' }),
      ),
    );
  },
};

export const Editing: Story = {
  args: {
    optionId: 3,
    defaultValues: {
      section_id: '1',
      text: 'Walking bus',
      link: 'https://a.uk',
      linkLabel: 'Timetable',
      staffOnly: true,
      parentOnly: false,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Edit option' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Staff only' })).toBeChecked();
  },
};

/** Save sends the option as it was; Cancel calls onCancel (a test: the Editing story stays untouched). */
export const SaveThenCancel: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...Editing.args },
  play: async (context) => {
    await Editing.play?.(context);
    const { args, canvasElement } = context;
    const canvas = within(canvasElement);
    await save(canvasElement);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ id: 3, staffOnly: 1, linkLabel: 'Timetable' }),
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
