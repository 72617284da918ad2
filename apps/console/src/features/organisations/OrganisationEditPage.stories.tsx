import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb, demoOrganisationIds, serverError } from '@stride/mocks';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { asRole, pageModes, pngFile, settled } from '../../storybook/console-stories';
import {
  type FaultRecovery,
  malformedAnswer,
  networkFailureThenRetry,
  pageMeta,
  serverErrorShown,
  serverErrorThenRetry,
  slowAnswerThenRetry,
  stillLoading,
} from '../../storybook/page-stories';
import { addAddress, field, fillNewOrgUser, openTab, schoolPath } from '../../storybook/organisation-stories';
import {
  doubleClickSavesOnce,
  draftSurvivesAReload,
  type EditorUnderTest,
  expiredSessionKeepsTheDraft,
  failedSaveKeepsTheDraft,
  formNamed,
  leaveByMenu,
  leavingAsksFirst,
} from '../../storybook/draft-stories';
import { failureMessages } from '../../app/load-error';
import { expectFailure } from '../../storybook/alert-stories';

const meta = {
  title: 'Pages/Organisation editor',
  ...pageMeta,
  args: { path: '/members/organization', role: null },
  globals: { role: 'SUPERADMIN' },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new school is created through school-creation/store, an existing one saved through organization/store (ADR 0109). */
const store = '*/api/admin/school-creation/store';
const editStore = '*/api/admin/organization/store';
const save = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));

async function fillNewSchool(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('form', { name: 'New organisation' }, settled);
  await userEvent.type(field(canvasElement, /Org name/), 'Meadow Primary');
  await userEvent.click(canvas.getByRole('combobox', { name: /School type/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Council' }));
  await userEvent.click(canvas.getByRole('combobox', { name: /^Council/ }));
  await userEvent.click(await screen.findByRole('option', { name: demoDb.councils[0]!.name }));
  await userEvent.type(field(canvasElement, /Email/), 'office@meadow.test');
  await userEvent.type(field(canvasElement, /First name/), 'Mo');
  await userEvent.type(field(canvasElement, /Last name/), 'Meadow');
}

/** The empty form of a new organisation, untouched. */
export const NewSchool: Story = { ...asRole('SUPERADMIN') };

/** A new school saved, then its edit route. */
// Rules: organisations.edit.new-then-edit-route
export const NewSchoolSaves: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillNewSchool(canvasElement);
    await save(canvasElement);
    await expect(await screen.findByText('Saved', {}, settled)).toBeVisible();
    // Saved, then redirected to its edit route.
    await canvas.findByRole('form', { name: 'Edit organisation' }, settled);
    await expect(field(canvasElement, /Org name/)).toHaveValue('Meadow Primary');
    await expect(field(canvasElement, /Parent code/)).not.toHaveValue('');
    await expect(demoDb.schools.at(-1)).toMatchObject({
      name: 'Meadow Primary',
      council_id: demoDb.councils[0]!.id,
    });
  },
};

/** The product's own address for a new organisation, `/members/organization/new`, opens the empty form and saves as a new one. */
// Rules: organisations.edit.new-then-edit-route
export const NewSchoolAtItsNewAddress: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: '/members/organization/new' },
  play: async (context) => {
    await NewSchoolSaves.play?.(context);
  },
};

export const InvalidInput: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: 'New organisation' }, settled);
    await userEvent.type(field(canvasElement, /Org name/), 'Me');
    await save(canvasElement);
    await expect(await canvas.findByText('Please input Org name')).toBeVisible();
    await expect(canvas.getByText('Please select School type')).toBeVisible();
    await expect(field(canvasElement, /Org name/)).toHaveValue('Me');
  },
};

export const EditSchool: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: schoolPath },
  play: async ({ canvasElement }) => {
    const school = demoDb.schools.find((row) => row.id === demoOrganisationIds.termsSchool)!;
    await waitFor(() => expect(field(canvasElement, /Org name/)).toHaveValue(school.name), settled);
    await userEvent.clear(field(canvasElement, /Org name/));
    await userEvent.type(field(canvasElement, /Org name/), 'Renamed Primary');
    await save(canvasElement);
    await expect(await screen.findByText('Saved', {}, settled)).toBeVisible();
    await expect(school.name).toBe('Renamed Primary');
  },
};

export const SaveWithoutId: Story = {
  tags: ['!dev', '!autodocs'],
  beforeEach: ({ msw }) => msw.use(http.post(store, () => HttpResponse.json({}))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillNewSchool(canvasElement);
    await save(canvasElement);
    await expect(await canvas.findByRole('alert', {}, settled)).toHaveTextContent('Errors');
    await expect(canvas.getByRole('form', { name: 'New organisation' })).toBeVisible();
    await expect(field(canvasElement, /Org name/)).toHaveValue('Meadow Primary');
  },
};

export const SaveFails: Story = {
  tags: ['!dev', '!autodocs'],
  beforeEach: ({ msw }) =>
    msw.use(
      http.post(store, () =>
        HttpResponse.json({ error: 'server_error', message: 'Server Error' }, { status: 500 }),
      ),
    ),
  play: async ({ canvasElement }) => {
    await fillNewSchool(canvasElement);
    await save(canvasElement);
    await expectFailure(failureMessages.serverProblem, /Server Error/);
    await expect(field(canvasElement, /Email/)).toHaveValue('office@meadow.test');
  },
};

const organisationCall = '*/api/admin/organization/view/:id';

const recovery: FaultRecovery = [
  'SUPERADMIN',
  organisationCall,
  async (canvas) =>
    expect(await canvas.findByRole('form', { name: 'Edit organisation' }, settled)).toBeVisible(),
];

/** A saved school's form as it opens, untouched. */
export const ExistingSchool: Story = { ...asRole('SUPERADMIN'), args: { path: schoolPath } };

/** A saved school's form while the school is still loading. */
export const Loading: Story = {
  parameters: { chromatic: { modes: pageModes } },
  ...stillLoading('SUPERADMIN', organisationCall, (canvas) =>
    canvas.findByText('Loading organisation', {}, settled),
  ),
  args: { path: schoolPath },
};

/** The school could not be loaded: the page offers Retry. */
export const ServerError: Story = {
  parameters: { chromatic: { modes: pageModes } },
  ...serverErrorShown('SUPERADMIN', organisationCall),
  args: { path: schoolPath },
};

export const LoadErrorThenRetry: Story = {
  ...serverErrorThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
  args: { path: schoolPath },
};

export const NetworkFailureThenRetry: Story = {
  ...networkFailureThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
  args: { path: schoolPath },
};

export const SlowAnswerThenRetry: Story = {
  ...slowAnswerThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
  args: { path: schoolPath },
};

export const MalformedAnswer: Story = {
  ...malformedAnswer('SUPERADMIN', organisationCall),
  tags: ['!dev', '!autodocs'],
  args: { path: schoolPath },
};

export const NewSchoolWithAddressAndYearStructure: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await NewSchoolSaves.play!(context);
    await addAddress(canvasElement, 'Main site');
    await canvas.findByRole('heading', { name: 'Main site' }, settled);
    await openTab(canvasElement, 'Year structure');
    // A new school starts from the default levels (Reception to Year 6) at its only address.
    await expect(await canvas.findByRole('switch', { name: 'Reception active' }, settled)).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Year 6 active' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Year 7 active' })).not.toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Address of Reception' })).toHaveTextContent(
      'Main site',
    );
    await userEvent.click(canvas.getByRole('switch', { name: 'Year 6 active' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save structure' }));
    const school = demoDb.schools.at(-1)!;
    await waitFor(() => expect(school.year_levels).toEqual([0, 1, 2, 3, 4, 5]), settled);
  },
};

export const OrgUsersAddEditDelete: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: schoolPath },
  play: async ({ canvasElement, step }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Org users' }, settled));
    const dialog = await screen.findByRole('dialog', { name: 'Org users' });
    const modal = within(dialog);
    await expect(await modal.findByRole('rowheader', { name: 'Sara School' }, settled)).toBeVisible();
    await step('add', async () => {
      await fillNewOrgUser(modal);
      await userEvent.click(modal.getByRole('button', { name: 'Save user' }));
      await expect(await modal.findByRole('rowheader', { name: 'Nia New' }, settled)).toBeVisible();
    });
    await step('edit', async () => {
      await userEvent.click(modal.getByRole('button', { name: 'Edit Nia New' }));
      const first = modal.getByLabelText(/First name/, { selector: 'input' });
      await userEvent.clear(first);
      await userEvent.type(first, 'Nina');
      await userEvent.click(modal.getByRole('button', { name: 'Save user' }));
      await expect(await modal.findByRole('rowheader', { name: 'Nina New' }, settled)).toBeVisible();
    });
    await step('delete, after confirming', async () => {
      await userEvent.click(modal.getByRole('button', { name: 'Delete Nina New' }));
      await userEvent.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
      );
      await expect(await screen.findByText('Deleted!', {}, settled)).toBeVisible();
      await waitFor(
        () => expect(modal.queryByRole('rowheader', { name: 'Nina New' })).not.toBeInTheDocument(),
        settled,
      );
    });
  },
};

export const ManageOrgRelationships: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: schoolPath },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Manage Org Relationships' }, settled),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Org relationships' });
    await userEvent.click(
      await within(dialog).findByRole('switch', { name: 'Has sub-organisations' }, settled),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save relationships' }));
    await expect(await screen.findByText('Saved', {}, settled)).toBeVisible();
    await expect(
      demoDb.relationships.find((row) => row.organization_id === demoOrganisationIds.termsSchool),
    ).toMatchObject({ has_sub_orgs: true, has_multi_schools: false });
  },
};

export const CouncilAdminMayNotEdit: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: schoolPath },
  globals: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Only a super admin can edit organisations.', {}, settled),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('form')).not.toBeInTheDocument();
  },
};

export const UploadLogo: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: schoolPath },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await canvas.findByLabelText('Logo', {}, settled), await pngFile('logo.png'));
    await expect(await screen.findByText('Saved', {}, settled)).toBeVisible();
    const school = demoDb.schools.find((row) => row.id === demoOrganisationIds.termsSchool)!;
    await waitFor(() => expect(school.logo_url).toMatch(/^data:image\/png;base64,/), settled);
    await waitFor(
      () => expect(canvas.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', school.logo_url),
      settled,
    );
  },
};

const organisationEditor: EditorUnderTest = {
  role: 'SUPERADMIN',
  editor: 'organisation',
  path: schoolPath,
  open: formNamed('Edit organisation'),
  reopened: formNamed('Edit organisation'),
  field: /Org name/,
  save: 'Save',
  endpoint: editStore,
  leave: leaveByMenu,
};

export const FailedSaveKeepsTheDraft: Story = {
  ...failedSaveKeepsTheDraft(organisationEditor),
  tags: ['!dev', '!autodocs'],
};
export const DraftSurvivesAReload: Story = {
  ...draftSurvivesAReload(organisationEditor, {
    key: String(demoOrganisationIds.termsSchool),
    form: { name: 'Camden, half renamed' },
    shows: 'Camden, half renamed',
  }),
  tags: ['!dev', '!autodocs'],
};
export const LeavingWithChangesAsksFirst: Story = {
  ...leavingAsksFirst(organisationEditor),
  tags: ['!dev', '!autodocs'],
};
export const DoubleClickSavesOnce: Story = {
  ...doubleClickSavesOnce(organisationEditor),
  tags: ['!dev', '!autodocs'],
};
export const ExpiredSessionKeepsTheDraft: Story = {
  ...expiredSessionKeepsTheDraft(organisationEditor),
  tags: ['!dev', '!autodocs'],
};

// The organisation's addresses and year structure.

/** Adding an address switches to Current addresses; saved without coordinates, it has no map position (none made up). */
// Rules: organisations.addresses.added-shows-current, organisations.addresses.no-made-up-point
export const AddAddressShowsCurrentAddresses: Story = {
  tags: ['!dev', '!autodocs'],
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
    const annexe = await within(list).findByRole('heading', { name: 'Annexe' }, settled);
    await expect(annexe).toBeVisible();
    await expect(annexe.closest('li')).toHaveTextContent(/No map position/);
  },
};

/**
 * Demo mode: the address search finds the demo's own places (restricted to UK and Luxembourg); picked by
 * keyboard, the place fills the address and its coordinates, which the saved address keeps.
 */
// Rules: organisations.addresses.search-demo-places, organisations.addresses.search-fills-coordinates
export const AddressSearchFindsADemoPlace: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: schoolPath },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const school = demoDb.schools.find((row) => row.id === demoOrganisationIds.termsSchool)!;
    const site = demoDb.schoolAddresses.find((row) => row.organization_id === school.id)!;
    await openTab(canvasElement, 'Add address');
    const search = await canvas.findByRole('combobox', { name: 'Search address' }, settled);
    await userEvent.type(search, school.name);
    const list = await canvas.findByRole('listbox', { name: 'Addresses found' }, settled);
    await within(list).findByRole('option', { name: new RegExp(school.name) }, settled);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(field(canvasElement, /Postcode/)).toHaveValue(site.postcode);
    await expect(field(canvasElement, /Latitude/)).toHaveValue(site.latitude!.toFixed(6));
    await userEvent.type(field(canvasElement, /^Name/), 'Second gate');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    const saved = await canvas.findByRole('list', { name: 'Current addresses' }, settled);
    const gate = await within(saved).findByRole('heading', { name: 'Second gate' }, settled);
    await expect(gate.closest('li')).toHaveTextContent(
      `${Number(site.latitude!.toFixed(6))}, ${Number(site.longitude!.toFixed(6))}`,
    );
    // The street the place filled in is part of the saved address's line.
    await expect(gate.closest('li')).toHaveTextContent(site.street!);
  },
};

export const AddressNameIsMissing: Story = {
  tags: ['!dev', '!autodocs'],
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
  tags: ['!dev', '!autodocs'],
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

// Rules: organisations.states.active-level-needs-address
export const YearStructureNeedsAnAddress: Story = {
  tags: ['!dev', '!autodocs'],
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
  tags: ['!dev', '!autodocs'],
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
