import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { settled } from '../../storybook/console-stories';
import { pageMeta } from '../../storybook/page-stories';
import { reloadAndWait, retype } from '../../storybook/round-trip-stories';

// The travel directory's round trip, under the page's title (same story id); its other stories are
// in TravelDirectoryPage.stories.tsx.
const meta = {
  title: 'Pages/Travel Directory',
  ...pageMeta,
  args: { path: '/members/travel_features', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const openCategory = async (canvasElement: HTMLElement, name: string) => {
  const canvas = within(canvasElement);
  const header = await canvas.findByRole('button', { name: new RegExp(`^${name}`) }, settled);
  if (header.getAttribute('aria-expanded') !== 'true') await userEvent.click(header);
  await waitFor(() => expect(header).toHaveAttribute('aria-expanded', 'true'));
};

const optionDialog = async (name: 'New option' | 'Edit option') => {
  const dialog = within(await screen.findByRole('dialog', { name }));
  return {
    dialog,
    text: () => dialog.getByRole('textbox', { name: 'Text' }),
    link: () => dialog.getByRole('textbox', { name: 'Link' }),
    linkLabel: () => dialog.getByRole('textbox', { name: 'Link label' }),
    category: () => dialog.getByRole('combobox', { name: /Category/ }),
    staffOnly: () => dialog.getByRole('checkbox', { name: 'Staff only' }),
    parentOnly: () => dialog.getByRole('checkbox', { name: 'Parent only' }),
  };
};

/** An own option is added, edited and deleted; each step is what the server has after a reload. */
export const OptionRoundTrip: Story = {
  tags: ['!dev'],
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement, step }) => {
    const first = 'Bike shed opens at 8:00';
    const second = 'Bike shed and scooter racks open at 7:45';
    const option = async (category: string, text: string) => {
      await openCategory(canvasElement, category);
      const options = await within(canvasElement).findByRole(
        'list',
        { name: `Options of ${category}` },
        settled,
      );
      return within((await within(options).findByText(text, {}, settled)).closest('li')!);
    };
    await step('add: listed at once', async () => {
      await openCategory(canvasElement, 'Cycling');
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add option to Cycling' }));
      const form = await optionDialog('New option');
      await userEvent.type(form.text(), first);
      await userEvent.type(form.link(), 'https://bikes.example.org');
      await retype(form.linkLabel(), 'Bike map');
      await userEvent.click(form.staffOnly());
      await userEvent.click(form.dialog.getByRole('button', { name: 'Save option' }));
      await expect(await screen.findByText('Saved', {}, settled)).toBeVisible();
      const added = await option('Cycling', first);
      await expect(added.getByRole('link', { name: 'Bike map' })).toHaveAttribute(
        'href',
        'https://bikes.example.org',
      );
      await expect(added.getByText('Staff only')).toBeVisible();
    });
    await step('after a reload: every field as saved, then changed', async () => {
      await reloadAndWait(canvasElement);
      await userEvent.click((await option('Cycling', first)).getByRole('button', { name: `Edit ${first}` }));
      const form = await optionDialog('Edit option');
      await expect(form.category()).toHaveTextContent('Cycling');
      await expect(form.text()).toHaveValue(first);
      await expect(form.link()).toHaveValue('https://bikes.example.org');
      await expect(form.linkLabel()).toHaveValue('Bike map');
      await expect(form.staffOnly()).toBeChecked();
      await expect(form.parentOnly()).not.toBeChecked();
      await userEvent.click(form.category());
      await userEvent.click(await screen.findByRole('option', { name: 'Road safety' }));
      await retype(form.text(), second);
      await retype(form.link(), 'www.scooters.example.org');
      await retype(form.linkLabel(), 'Racks');
      await userEvent.click(form.staffOnly());
      await userEvent.click(form.parentOnly());
      await userEvent.click(form.dialog.getByRole('button', { name: 'Save option' }));
      await expect(await screen.findByText('Saved', {}, settled)).toBeVisible();
      await expect((await option('Road safety', second)).getByText('Parent only')).toBeVisible();
    });
    await step('after a reload: as changed, then deleted', async () => {
      await reloadAndWait(canvasElement);
      const changed = await option('Road safety', second);
      await expect(changed.getByRole('link', { name: 'Racks' })).toHaveAttribute(
        'href',
        'https://www.scooters.example.org',
      );
      await userEvent.click(changed.getByRole('button', { name: `Edit ${second}` }));
      const form = await optionDialog('Edit option');
      await expect(form.category()).toHaveTextContent('Road safety');
      await expect(form.text()).toHaveValue(second);
      await expect(form.linkLabel()).toHaveValue('Racks');
      await expect(form.staffOnly()).not.toBeChecked();
      await expect(form.parentOnly()).toBeChecked();
      await userEvent.click(form.dialog.getByRole('button', { name: 'Cancel' }));
      await userEvent.click(changed.getByRole('button', { name: `Delete ${second}` }));
      await userEvent.click(
        within(await screen.findByRole('alertdialog', { name: 'Delete this option?' })).getByRole('button', {
          name: 'Yes',
        }),
      );
      await expect(await screen.findByText('Deleted!', {}, settled)).toBeVisible();
    });
    await step('gone after a reload', async () => {
      await reloadAndWait(canvasElement);
      const canvas = within(canvasElement);
      await openCategory(canvasElement, 'Road safety');
      await expect(canvas.queryByText(second)).not.toBeInTheDocument();
      await openCategory(canvasElement, 'Cycling');
      await expect(canvas.queryByText(first)).not.toBeInTheDocument();
    });
  },
};
