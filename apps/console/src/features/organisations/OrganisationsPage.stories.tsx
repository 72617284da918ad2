import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb, demoOrganisationIds, latency } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { reloadConsole, type ConsoleAt } from '../../storybook/ConsoleAt';
import { byRole, pageModes, settled } from '../../storybook/console-stories';
import {
  emptyAnswer,
  type FaultRecovery,
  malformedAnswer,
  networkFailureThenRetry,
  pageMeta,
  serverErrorShown,
  serverErrorThenRetry,
  slowAnswerThenRetry,
} from '../../storybook/page-stories';

const meta = {
  title: 'Pages/Organisations',
  ...pageMeta,
  args: { path: '/members/schools', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as the role chosen in the Role toolbar (one Chromatic capture per role). */
export const ByRole: Story = { ...byRole };

const schoolsCall = '*/api/admin/organization/org_type/school';
const rowCount = async (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByText(new RegExp(`^Showing \\d+ of ${name}$`), {}, settled);

// Rules: organisations.list.super-admin-buttons, organisations.list.columns
export const SuperAdminSchools: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowCount(canvasElement, String(demoDb.schools.length));
    await expect(canvas.getByRole('link', { name: 'New Organization' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Edit TD/ }).length).toBeGreaterThan(0);
    const table = canvas.getByRole('table', { name: 'Schools' });
    for (const column of ['Id', 'Status', 'Logo', 'Name', 'Pupils', 'Parents', 'Staff'])
      await expect(within(table).getByRole('columnheader', { name: new RegExp(`^${column}`) })).toBeVisible();
  },
};

// Rules: organisations.list.name-opens-detail
export const DetailModalOpensTheEditRoute: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const school = demoDb.schools.find((row) => row.id === demoOrganisationIds.termsSchool)!;
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Filter Name' }, settled), school.name);
    await userEvent.click(await canvas.findByRole('button', { name: school.name }, settled));
    const dialog = await screen.findByRole('dialog', { name: school.name });
    await expect(within(dialog).getByText(school.code)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit Organization' }));
    await expect(await canvas.findByRole('form', { name: 'Edit organisation' }, settled)).toBeVisible();
    await expect(canvas.getByLabelText(/Org name/, { selector: 'input' })).toHaveValue(school.name);
  },
};

/** ADMIN (product team) reaches Schools from its Home tile and edits a school from the modal (ADR 0063). */
// Rules: organisations.edit-school.product-admin
export const ProductTeamAdminEditsASchool: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'ADMIN' },
  args: { path: '/members/home' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const school = demoDb.schools.find((row) => row.id === demoOrganisationIds.termsSchool)!;
    await userEvent.click(await canvas.findByRole('link', { name: 'Schools' }, settled));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Filter Name' }, settled), school.name);
    await expect(canvas.queryByRole('link', { name: 'New Organization' })).not.toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: school.name }, settled));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: school.name })).getByRole('button', {
        name: 'Edit School',
      }),
    );
    const name = await canvas.findByLabelText(/Org name/, { selector: 'input' }, settled);
    await waitFor(() => expect(name).toHaveValue(school.name), settled);
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed Primary');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Saved', {}, settled)).toBeVisible();
    await waitFor(() => expect(school.name).toBe('Renamed Primary'), settled);
  },
};

// Rules: organisations.list.type-route, organisations.list.columns
export const CouncilsFilter: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Councils' }, settled));
    const table = await canvas.findByRole('table', { name: 'Councils' }, settled);
    await rowCount(canvasElement, String(demoDb.councils.length));
    for (const column of ['Id', 'Status', 'Logo', 'Name', 'Schools'])
      await expect(within(table).getByRole('columnheader', { name: new RegExp(`^${column}`) })).toBeVisible();
    await expect(within(table).queryByRole('columnheader', { name: /^Pupils/ })).not.toBeInTheDocument();
  },
};

/** Each tab keeps its own column filters: a Schools filter does not empty Councils, and comes back with Schools. */
// Rules: organisations.list.filter-per-tab
export const EachTabKeepsItsOwnFilters: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const school = demoDb.schools[0]!;
    const matching = demoDb.schools.filter((row) =>
      row.name.toLowerCase().includes(school.name.toLowerCase()),
    );
    const schoolsShown = `Showing ${matching.length} of ${demoDb.schools.length}`;
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Filter Name' }, settled), school.name);
    await expect(await canvas.findByText(schoolsShown, {}, settled)).toBeVisible();

    await userEvent.click(canvas.getByRole('radio', { name: 'Councils' }));
    await canvas.findByRole('table', { name: 'Councils' }, settled);
    const councils = demoDb.councils.length;
    await expect(await canvas.findByText(`Showing ${councils} of ${councils}`, {}, settled)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Filter Name' })).toHaveValue('');
    await expect(canvas.queryByText('No rows match the filters')).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('radio', { name: 'Schools' }));
    await canvas.findByRole('table', { name: 'Schools' }, settled);
    const shown = await canvas.findByText(schoolsShown, {}, settled);
    await expect(shown).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Filter Name' })).toHaveValue(school.name);

    reloadConsole();
    await waitFor(() => expect(shown.isConnected).toBe(false), settled);
    await expect(await canvas.findByText(schoolsShown, {}, settled)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Filter Name' })).toHaveValue(school.name);
  },
};

// Rules: organisations.list.type-route, organisations.list.super-admin-buttons
export const EditTdOpensTheTravelDirectory: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  args: { path: '/members/organizations/council' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const council = demoDb.councils[0]!;
    await userEvent.click(await canvas.findByRole('button', { name: `Edit TD ${council.id}` }, settled));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Travel Directory Editor' }, settled),
    ).toBeVisible();
  },
};

// Rules: organisations.manage.super-admin-only, organisations.edit-school.product-admin, organisations.list.super-admin-buttons
export const CouncilAdmin: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const own = demoDb.schools.filter((school) => school.council_id === demoOrganisationIds.council);
    await rowCount(canvasElement, String(own.length));
    await expect(canvas.queryByRole('link', { name: 'New Organization' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Edit TD/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: own[0]!.name }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  },
};

export const MultiSchoolAdmin: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'MULTI_SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    await rowCount(canvasElement, String(demoOrganisationIds.trustSchools.length));
  },
};

export const SchoolAdminMayNotOpenIt: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/not available for your role/, {}, settled),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { chromatic: { modes: pageModes } },
  globals: { role: 'SUPERADMIN' },
  beforeEach: ({ msw }) => msw.use(...latency(60_000, schoolsCall)),
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(within(canvasElement).getByRole('table', { name: 'Schools' })).toHaveAttribute(
          'aria-busy',
          'true',
        ),
      settled,
    );
  },
};

/** The schools could not be loaded: the page offers Retry. */
export const ServerError: Story = serverErrorShown('SUPERADMIN', schoolsCall);

/** No school yet. */
export const Empty: Story = emptyAnswer('SUPERADMIN', schoolsCall, { organizations: [] }, (canvas) =>
  canvas.findByText('No schools yet', {}, settled),
);

const recovery: FaultRecovery = [
  'SUPERADMIN',
  schoolsCall,
  async (canvas) =>
    expect(
      await canvas.findByText(new RegExp(`^Showing \\d+ of ${demoDb.schools.length}$`), {}, settled),
    ).toBeVisible(),
];

export const ServerErrorThenRetry: Story = {
  ...serverErrorThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

export const NetworkFailureThenRetry: Story = {
  ...networkFailureThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

export const SlowAnswerThenRetry: Story = {
  ...slowAnswerThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

export const MalformedAnswer: Story = {
  ...malformedAnswer('SUPERADMIN', schoolsCall),
  tags: ['!dev', '!autodocs'],
};
