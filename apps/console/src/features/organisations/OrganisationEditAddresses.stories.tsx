import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb, demoOrganisationIds, serverError } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { settled } from '../../storybook/console-stories';
import { pageMeta } from '../../storybook/page-stories';
import { addAddress, field, openTab, schoolPath } from '../../storybook/organisation-stories';
import { failureMessages } from '../../app/load-error';
import { expectFailure } from '../../storybook/alert-stories';

// The organisation page's addresses and year structure, under the page's title (same story ids); its
// other stories are in OrganisationEditPage.stories.tsx.
const meta = {
  title: 'Pages/Organisation edit',
  ...pageMeta,
  args: { path: '/members/organization', role: null },
  globals: { role: 'SUPERADMIN' },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddAddressShowsCurrentAddresses: Story = {
  tags: ['!dev'],
  args: { path: schoolPath },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await addAddress(canvasElement, 'Annexe');
    await waitFor(
      () =>
        expect(canvas.getByRole('tab', { name: 'Current addresses' })).toHaveAttribute(
          'aria-selected',
          'true',
        ),
      settled,
    );
    const list = await canvas.findByRole('list', { name: 'Current addresses' }, settled);
    await expect(await within(list).findByRole('heading', { name: 'Annexe' }, settled)).toBeVisible();
  },
};

export const AddressNameIsMissing: Story = {
  tags: ['!dev'],
  args: { path: schoolPath },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvasElement, 'Add address');
    await userEvent.type(field(canvasElement, /Postcode/), 'NW5 2BB');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByText('Name is missing')).toBeVisible();
    await expect(field(canvasElement, /Postcode/)).toHaveValue('NW5 2BB');
  },
};

export const EditAddress: Story = {
  tags: ['!dev'],
  args: { path: schoolPath },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvasElement, 'Current addresses');
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Main site' }, settled));
    const dialog = await screen.findByRole('dialog', { name: 'Location' });
    const name = within(dialog).getByLabelText(/^Name/, { selector: 'input' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Main gate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByRole('heading', { name: 'Main gate' }, settled)).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const YearStructureNeedsAnAddress: Story = {
  tags: ['!dev'],
  args: { path: schoolPath },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvasElement, 'Year structure');
    await userEvent.click(await canvas.findByRole('switch', { name: 'Year 7 active' }, settled));
    await userEvent.click(canvas.getByRole('button', { name: 'Save structure' }));
    await expect(await canvas.findByText('Address not selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Address of Year 7' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Main site' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save structure' }));
    await expect(await screen.findByText('Saved', {}, settled)).toBeVisible();
    const level = demoDb.yearStructure.find(
      (row) => row.organization_id === demoOrganisationIds.termsSchool && row.value === 7,
    );
    await expect(level?.status).toBe('active');
  },
};

export const YearStructureSaveFails: Story = {
  tags: ['!dev'],
  args: { path: schoolPath },
  beforeEach: ({ msw }) => msw.use(...serverError('*/api/admin/school-creation/:id/saveSchoolYears')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvasElement, 'Year structure');
    await userEvent.click(await canvas.findByRole('switch', { name: 'Year 1 active' }, settled));
    await userEvent.click(canvas.getByRole('button', { name: 'Save structure' }));
    await expectFailure(failureMessages.serverProblem, /Server Error/);
    // The change stays on screen.
    await expect(canvas.getByRole('switch', { name: 'Year 1 active' })).not.toBeChecked();
  },
};
