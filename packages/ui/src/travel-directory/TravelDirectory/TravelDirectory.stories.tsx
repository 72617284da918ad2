import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TravelDirectory } from './TravelDirectory';
import { categories, ownOption } from './travel-directory.sample';

const meta = {
  title: 'Components/TravelDirectory',
  tags: ['autodocs'],
  component: TravelDirectory,
  args: { categories, onAdd: fn(), onEdit: fn(), onDelete: fn(async () => undefined) },
} satisfies Meta<typeof TravelDirectory>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name: new RegExp(`^${name}`) });

// Rules: travel-directory.accordion.first-open
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // In their order; the first opens on load.
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      expect.stringMatching(/^Walking/),
      expect.stringMatching(/^Cycling/),
      expect.stringMatching(/^Road safety/),
    ]);
    await expect(heading(canvasElement, 'Walking')).toHaveAttribute('aria-expanded', 'true');
    await expect(heading(canvasElement, 'Cycling')).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('Safe routes near the school.')).toBeVisible();
  },
};

// Rules: travel-directory.accordion.one-open
export const OneCategoryOpenAtATime: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(heading(canvasElement, 'Cycling'));
    await expect(heading(canvasElement, 'Cycling')).toHaveAttribute('aria-expanded', 'true');
    await expect(heading(canvasElement, 'Walking')).toHaveAttribute('aria-expanded', 'false');
    const options = canvas.getByRole('list', { name: 'Options of Cycling' });
    await expect(within(options).getByText('Parent only')).toBeVisible();
    await expect(within(options).getByText('Council')).toBeVisible();
  },
};

export const LabelsAndOwnItems: Story = {
  play: async ({ canvasElement }) => {
    const options = within(
      within(canvasElement).getByRole('list', { name: 'Options of Walking' }),
    ).getAllByRole('listitem');
    const [core, own] = options.map((option) => within(option));
    await expect(core!.getByText('All users')).toBeVisible();
    await expect(core!.getByText('Core')).toBeVisible();
    await expect(core!.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    await expect(own!.getByText('Staff only')).toBeVisible();
    await expect(own!.queryByText('Core')).not.toBeInTheDocument();
    await expect(own!.getByRole('button', { name: /^Edit Hill Primary/ })).toBeVisible();
  },
};

// Rules: travel-directory.option.expand
export const LongTextExpands: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [core] = within(canvas.getByRole('list', { name: 'Options of Walking' })).getAllByRole('listitem');
    const text = core!.querySelector('p')!;
    await expect(text.textContent).toHaveLength(201);
    await expect(text.textContent!.endsWith('…')).toBe(true);
    await userEvent.click(within(core!).getByRole('button', { name: /^Expand/ }));
    await expect(text.textContent).toMatch(/Plan the route together first\.$/);
    await expect(within(core!).queryByRole('button', { name: /^Expand/ })).not.toBeInTheDocument();
  },
};

export const AddEditAndDelete: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add option to Walking' }));
    await expect(args.onAdd).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    await userEvent.click(canvas.getByRole('button', { name: /^Edit Hill Primary/ }));
    await expect(args.onEdit).toHaveBeenCalledWith(ownOption);
    await userEvent.click(canvas.getByRole('button', { name: /^Delete Hill Primary/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this option?' });
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(ownOption));
  },
};

export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No categories yet')).toBeVisible();
  },
};
