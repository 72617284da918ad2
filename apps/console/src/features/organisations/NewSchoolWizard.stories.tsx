import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { settled } from '../../storybook/console-stories';
import { field, openTab } from '../../storybook/organisation-stories';
import { pageMeta } from '../../storybook/page-stories';
import { chooseOption, reloadAndWait } from '../../storybook/round-trip-stories';

/**
 * A new school from start to finish (ADR 0109): its details are created through school-creation/store,
 * then its address is added and its year structure saved through the school-creation helpers
 * (school-year-lookup, get-school-years, get-school-addresses, saveSchoolYears).
 */
const meta = {
  title: 'Pages/New school wizard',
  ...pageMeta,
  args: { path: '/members/schools', role: null },
  globals: { role: 'SUPERADMIN' },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const school = [
  [/Org name/, 'Orchard Lane Primary'],
  [/^Phone/, '020 7946 0000'],
  [/^Email/, 'office@orchard.test'],
  [/First name/, 'Olive'],
  [/Last name/, 'Orchard'],
] as const;

const address = [
  [/^Name/, 'Orchard Lane site'],
  [/Address line 1/, '1 Orchard Lane'],
  [/City/, 'London'],
  [/Postcode/, 'N1 7AA'],
] as const;

const primaryYears = ['Reception', 'Year 1', 'Year 2', 'Year 3', 'Year 4', 'Year 5', 'Year 6'];

export const NewSchoolToYearStructure: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('details: created, then the edit page with its tabs', async () => {
      await userEvent.click(await canvas.findByRole('link', { name: 'New Organization' }, settled));
      await canvas.findByRole('form', { name: 'New organisation' }, settled);
      for (const [label, value] of school) await userEvent.type(field(canvasElement, label), value);
      await chooseOption(canvas.getByRole('combobox', { name: /School type/ }), 'Independent');
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(await screen.findByText('Saved', {}, settled)).toBeVisible();
      await canvas.findByRole('form', { name: 'Edit organisation' }, settled);
    });
    await step('address: added, then listed', async () => {
      await openTab(canvasElement, 'Add address');
      for (const [label, value] of address) await userEvent.type(field(canvasElement, label), value);
      await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
      const list = within(await canvas.findByRole('list', { name: 'Current addresses' }, settled));
      await expect(await list.findByRole('heading', { name: 'Orchard Lane site' }, settled)).toBeVisible();
    });
    await step('years: a primary school starts on Reception to Year 6 at its one address', async () => {
      await openTab(canvasElement, 'Year structure');
      for (const year of primaryYears) {
        await expect(await canvas.findByRole('switch', { name: `${year} active` }, settled)).toBeChecked();
        await expect(canvas.getByRole('combobox', { name: `Address of ${year}` })).toHaveTextContent(
          'Orchard Lane site',
        );
      }
      await expect(canvas.getByRole('switch', { name: 'Year 7 active' })).not.toBeChecked();
      await userEvent.click(canvas.getByRole('switch', { name: 'Reception active' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Save structure' }));
      await expect(await screen.findByText('Saved', {}, settled)).toBeVisible();
    });
    await step('after a reload: the tab it was on, then the years and the details as saved', async () => {
      await reloadAndWait(canvasElement);
      // The tab shown is in the address: the reload opens the Year structure again.
      await expect(
        await canvas.findByRole('tab', { name: 'Year structure', selected: true }, settled),
      ).toBeVisible();
      await expect(
        await canvas.findByRole('switch', { name: 'Reception active' }, settled),
      ).not.toBeChecked();
      for (const year of primaryYears.slice(1))
        await expect(canvas.getByRole('switch', { name: `${year} active` })).toBeChecked();
      await expect(canvas.getByRole('switch', { name: 'Year 7 active' })).not.toBeChecked();
      await openTab(canvasElement, 'Organisation');
      await canvas.findByRole('form', { name: 'Edit organisation' }, settled);
      for (const [label, value] of school) await expect(field(canvasElement, label)).toHaveValue(value);
      await expect(canvas.getByRole('combobox', { name: /School type/ })).toHaveTextContent('Independent');
    });
  },
};
