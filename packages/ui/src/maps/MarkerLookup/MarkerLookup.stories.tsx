import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MarkerLookup } from './MarkerLookup';

const meta = {
  title: 'Maps/MarkerLookup',
  tags: ['autodocs'],
  component: MarkerLookup,
  args: { onLookup: fn(async () => {}) },
} satisfies Meta<typeof MarkerLookup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both ids empty: Find is off until an id is typed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Tracking id' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Student id' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Find' })).toBeDisabled();
  },
};

/** The student id holds at most 5 characters and wins over the tracking id (a test). */
// Rules: maps.lookup.student-id-max, maps.lookup.student-wins
export const StudentIdWinsOverTrackingId: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tracking id' }), '98765');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Student id' }), '1234567');
    await expect(canvas.getByRole('textbox', { name: 'Student id' })).toHaveValue('12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Find' }));
    await expect(args.onLookup).toHaveBeenCalledWith({ kind: 'student', id: '12345' });
  },
};

/** With only a tracking id, the journey is looked up by it (a test). */
export const TrackingId: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tracking id' }), '98765{Enter}');
    await expect(args.onLookup).toHaveBeenCalledWith({ kind: 'tracking', id: '98765' });
  },
};

/** After a lookup, Clear empties the ids and asks for the filter's markers again. */
// Rules: maps.lookup.clear-returns-view
export const ClearAfterALookup: Story = {
  tags: ['!dev', '!autodocs'],
  args: { onClear: fn(), showingResult: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const clear = canvas.getByRole('button', { name: 'Clear' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tracking id' }), '98765{Enter}');
    await expect(args.onLookup).toHaveBeenCalledWith({ kind: 'tracking', id: '98765' });
    await userEvent.click(clear);
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('textbox', { name: 'Tracking id' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Find' })).toBeDisabled();
  },
};

/** With nothing typed and no lookup shown, there is nothing to clear. */
export const NothingToClear: Story = {
  tags: ['!dev', '!autodocs'],
  args: { onClear: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Clear' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Student id' }), '42');
    await expect(canvas.getByRole('button', { name: 'Clear' })).toBeEnabled();
  },
};

/** A failed lookup says so and keeps what was typed. */
export const NothingFound: Story = {
  args: { onLookup: fn(async () => Promise.reject(new Error('404'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Student id' }), '42{Enter}');
    await expect(await canvas.findByText('Nothing was found for that id.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Student id' })).toHaveValue('42');
  },
};
