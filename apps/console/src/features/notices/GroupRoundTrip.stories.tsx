import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { settled } from '../../storybook/console-stories';
import { pageMeta } from '../../storybook/page-stories';
import { reloadAndWait } from '../../storybook/round-trip-stories';

const meta = {
  title: 'Pages/Notice board groups round trip',
  ...pageMeta,
  args: { path: '/members/noticeboard', role: 'SCHOOL_ADMIN' },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The board's Groups modal, opened as the school admin would (after the board has loaded). */
async function openGroups(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findAllByRole('article', {}, settled);
  await userEvent.click(canvas.getByRole('button', { name: 'Groups' }));
  return within(await screen.findByRole('dialog', { name: 'School groups' }));
}

const groupsList = async (modal: ReturnType<typeof within>) =>
  within(await modal.findByRole('list', { name: 'School groups' }, settled));

/**
 * A group from creation to deletion: in the list at once, every field as saved after a reload,
 * changed and saved, as changed after a reload, and gone after a reload once deleted.
 */
// Rules: notices.groups.create-edit-delete
export const GroupRoundTrip: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    let modal = await openGroups(canvasElement);
    await userEvent.type(modal.getByRole('textbox', { name: 'Name' }), 'Scooter club');
    await userEvent.type(modal.getByRole('textbox', { name: 'Description' }), 'Pupils who scoot in');
    await userEvent.click(modal.getByRole('button', { name: 'Create group' }));
    await expect(await (await groupsList(modal)).findByText('Scooter club', {}, settled)).toBeVisible();

    await reloadAndWait(canvasElement);
    modal = await openGroups(canvasElement);
    await userEvent.click(
      await (await groupsList(modal)).findByRole('button', { name: 'Edit Scooter club' }, settled),
    );
    const edit = within(modal.getByRole('form', { name: 'Edit group' }));
    await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue('Scooter club');
    await expect(edit.getByRole('textbox', { name: 'Description' })).toHaveValue('Pupils who scoot in');
    await userEvent.clear(edit.getByRole('textbox', { name: 'Name' }));
    await userEvent.type(edit.getByRole('textbox', { name: 'Name' }), 'Bike and scooters');
    await userEvent.clear(edit.getByRole('textbox', { name: 'Description' }));
    await userEvent.type(edit.getByRole('textbox', { name: 'Description' }), 'Pupils on two wheels');
    await userEvent.click(edit.getByRole('button', { name: 'Save group' }));
    await expect(await (await groupsList(modal)).findByText('Bike and scooters', {}, settled)).toBeVisible();

    await reloadAndWait(canvasElement);
    modal = await openGroups(canvasElement);
    const list = await groupsList(modal);
    await userEvent.click(await list.findByRole('button', { name: 'Edit Bike and scooters' }, settled));
    const reopened = within(modal.getByRole('form', { name: 'Edit group' }));
    await expect(reopened.getByRole('textbox', { name: 'Name' })).toHaveValue('Bike and scooters');
    await expect(reopened.getByRole('textbox', { name: 'Description' })).toHaveValue('Pupils on two wheels');
    await expect(list.queryByText('Scooter club')).not.toBeInTheDocument();

    await userEvent.click(list.getByRole('button', { name: 'Delete Bike and scooters' }));
    const question = within(
      await screen.findByRole('alertdialog', { name: /Delete the group Bike and scooters/ }),
    );
    await userEvent.click(question.getByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText('You have deleted item', {}, settled)).toBeVisible();
    await waitFor(() => expect(list.queryByText('Bike and scooters')).not.toBeInTheDocument(), settled);

    await reloadAndWait(canvasElement);
    modal = await openGroups(canvasElement);
    await waitFor(
      async () => expect((await groupsList(modal)).queryByText('Bike and scooters')).not.toBeInTheDocument(),
      settled,
    );
  },
};
