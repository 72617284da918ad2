import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb, demoOrganisationIds } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { settled } from '../../storybook/console-stories';
import { doubleClickPostsOnce } from '../../storybook/draft-stories';
import { pageMeta } from '../../storybook/page-stories';
import { field, fillNewOrgUser, openTab, schoolPath } from '../../storybook/organisation-stories';

/** The organisation page's forms that keep no draft: each save button is busy while saving. */
const meta = {
  title: 'Pages/Organisation saves',
  ...pageMeta,
  args: { path: schoolPath, role: null },
  globals: { role: 'SUPERADMIN' },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const onTheSchool = { role: 'SUPERADMIN', path: schoolPath } as const;

export const AddressDoubleClickSavesOnce: Story = {
  ...doubleClickPostsOnce({
    ...onTheSchool,
    save: 'Save address',
    endpoint: '*/api/admin/organization/addresses/store',
    fill: async (canvasElement) => {
      await openTab(canvasElement, 'Add address');
      await userEvent.type(field(canvasElement, /^Name/), 'Annexe');
      await userEvent.type(field(canvasElement, /Postcode/), 'NW5 2BB');
      return within(canvasElement);
    },
    saved: async (canvasElement) => {
      const list = within(
        await within(canvasElement).findByRole('list', { name: 'Current addresses' }, settled),
      );
      await expect(await list.findAllByRole('heading', { name: 'Annexe' }, settled)).toHaveLength(1);
    },
  }),
  tags: ['!dev', '!autodocs'],
};

export const OrgUserDoubleClickSavesOnce: Story = {
  ...doubleClickPostsOnce({
    ...onTheSchool,
    save: 'Save user',
    endpoint: `*/api/admin/organization/users/${demoOrganisationIds.termsSchool}`,
    fill: async (canvasElement) => {
      await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Org users' }, settled));
      const modal = within(await screen.findByRole('dialog', { name: 'Org users' }));
      await fillNewOrgUser(modal);
      return modal;
    },
    saved: async () => {
      const modal = within(screen.getByRole('dialog', { name: 'Org users' }));
      await expect(await modal.findAllByRole('rowheader', { name: 'Nia New' }, settled)).toHaveLength(1);
    },
  }),
  tags: ['!dev', '!autodocs'],
};

export const YearStructureDoubleClickSavesOnce: Story = {
  ...doubleClickPostsOnce({
    ...onTheSchool,
    save: 'Save structure',
    endpoint: `*/api/admin/school-creation/${demoOrganisationIds.termsSchool}/saveSchoolYears`,
    fill: async (canvasElement) => {
      const canvas = within(canvasElement);
      await openTab(canvasElement, 'Year structure');
      await userEvent.click(await canvas.findByRole('switch', { name: 'Year 7 active' }, settled));
      await userEvent.click(canvas.getByRole('combobox', { name: 'Address of Year 7' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Main site' }));
      return canvas;
    },
    saved: async () => {
      await expect(await screen.findByText('Saved', {}, settled)).toBeVisible();
      const level = () =>
        demoDb.yearStructure.find(
          (row) => row.organization_id === demoOrganisationIds.termsSchool && row.value === 7,
        );
      await waitFor(() => expect(level()?.status).toBe('active'), settled);
    },
  }),
  tags: ['!dev', '!autodocs'],
};
