import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb, demoOrganisationIds } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { pageModes, settled } from '../../storybook/console-stories';
import { doubleClickPostsOnce } from '../../storybook/draft-stories';
import {
  type FaultRecovery,
  malformedAnswer,
  networkFailureThenRetry,
  notAvailableTo,
  pageMeta,
  serverErrorShown,
  serverErrorThenRetry,
  slowAnswerThenRetry,
  stillLoading,
} from '../../storybook/page-stories';
import { reloadAndWait, retype } from '../../storybook/round-trip-stories';

const meta = {
  title: 'Pages/Travel directory',
  ...pageMeta,
  args: { path: '/members/travel_features', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const travelFeatures = '*/api/admin/travel_features';
const walking = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('list', { name: 'Options of Walking' }, settled);

/** The school admin's directory, Walking open: the showcase, pictured on a desktop and a phone. */
export const SchoolAdmin: Story = {
  parameters: { chromatic: { modes: pageModes } },
  globals: { role: 'SCHOOL_ADMIN' },
  // Waits for the directory, touches nothing.
  play: async ({ canvasElement }) => {
    await walking(within(canvasElement));
  },
};

/** What the school admin's directory shows of each option (a test, at a desktop's width: the menu beside it). */
// Rules: travel-directory.route, travel-directory.accordion.first-open, travel-directory.labels.audience, travel-directory.labels.origin
export const SchoolAdminSeesItsOptions: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const options = within(await walking(canvas));
    await expect(canvas.getByRole('button', { name: /^Walking/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: /^Cycling/ })).toHaveAttribute('aria-expanded', 'false');
    // The core option is labelled and cannot be edited; the school's own options can.
    await expect(options.getByText('Core')).toBeVisible();
    await expect(options.getByText('Parent only')).toBeVisible();
    await expect(options.getAllByRole('button', { name: /^Edit / })).toHaveLength(
      options.getAllByRole('listitem').filter((item) => !within(item).queryByText(/^(Core|Council)$/)).length,
    );
    await expect(canvas.getByRole('link', { name: 'Travel Directory' })).toBeVisible();
  },
};

// Rules: travel-directory.link.valid-url, travel-directory.link.https-added, travel-directory.link.label-default, travel-directory.save.both-audiences-reset, travel-directory.messages.saved, travel-directory.labels.audience
export const AddAnOption: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await walking(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /^Cycling/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Add option to Cycling' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New option' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Text' }), 'Scooter racks by the side gate');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Link' }), 'not a website');
    await userEvent.click(dialog.getByRole('button', { name: 'Save option' }));
    await expect(
      await dialog.findByText('Please specify correct website starting with http...'),
    ).toBeVisible();
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Link' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Link' }), 'www.scooters.org.uk');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Staff only' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Parent only' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save option' }));
    await expect(await screen.findByText('Saved', {}, settled)).toBeVisible();
    const cycling = within(await canvas.findByRole('list', { name: 'Options of Cycling' }));
    const added = within(
      (await cycling.findByText('Scooter racks by the side gate', {}, settled)).closest('li')!,
    );
    // The link goes where the browser reads the saved address (https://www.scooters.org.uk).
    await expect(added.getByRole('link', { name: 'More info' })).toHaveAttribute(
      'href',
      'https://www.scooters.org.uk/',
    );
    // Both audiences ticked: saved for all users.
    await expect(added.getByText('All users')).toBeVisible();
  },
};

// Rules: travel-directory.edit.own-items, travel-directory.messages.deleted
export const EditAndDeleteOwnOption: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const options = within(await walking(canvas));
    await userEvent.click(options.getByRole('button', { name: /^Edit Parents: the side gate/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit option' }));
    await expect(dialog.getByRole('checkbox', { name: 'Parent only' })).toBeChecked();
    const text = dialog.getByRole('textbox', { name: 'Text' });
    await userEvent.clear(text);
    await userEvent.type(text, 'Walkers use the side gate from 8:30');
    await userEvent.click(dialog.getByRole('button', { name: 'Save option' }));
    await expect(await options.findByText('Walkers use the side gate from 8:30', {}, settled)).toBeVisible();
    await userEvent.click(options.getByRole('button', { name: /^Delete Walkers use the side gate/ }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete this option?' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    await expect(await screen.findByText('Deleted!', {}, settled)).toBeVisible();
    await waitFor(
      () => expect(options.queryByText('Walkers use the side gate from 8:30')).not.toBeInTheDocument(),
      settled,
    );
  },
};

/** The super admin's way in: Edit TD on a school of the Schools list, then an option of its own. */
// Rules: travel-directory.access.edit-td
export const SuperAdminEditsASchoolFromTheList: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  args: { path: '/members/schools' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const school = demoDb.schools.find((row) => row.id === demoOrganisationIds.termsSchool)!;
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Filter Name' }, settled), school.name);
    await userEvent.click(await canvas.findByRole('button', { name: `Edit TD ${school.id}` }, settled));
    await expect(await canvas.findByRole('heading', { level: 2, name: school.name }, settled)).toBeVisible();
    await expect(canvas.queryByText(/not available for your role/)).not.toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: 'Add option to Walking' }, settled));
    const dialog = within(await screen.findByRole('dialog', { name: 'New option' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Text' }), 'Walk with us on Fridays');
    await userEvent.click(dialog.getByRole('button', { name: 'Save option' }));
    const added = within(
      (await within(await walking(canvas)).findByText('Walk with us on Fridays', {}, settled)).closest('li')!,
    );
    await expect(added.getByRole('button', { name: /^Edit Walk with us/ })).toBeVisible();
  },
};

// Rules: travel-directory.route, travel-directory.labels.origin, travel-directory.edit.own-items
export const SuperAdminEditsACouncil: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  args: { path: `/members/travel_features/council/${demoOrganisationIds.council}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const council = demoDb.councils.find((row) => row.id === demoOrganisationIds.council)!;
    await expect(await canvas.findByRole('heading', { level: 2, name: council.name }, settled)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Cycling/ }));
    const cycling = within(await canvas.findByRole('list', { name: 'Options of Cycling' }));
    const own = within(cycling.getByText(new RegExp(`^${council.name} lends bikes`)).closest('li')!);
    await expect(own.getByText('Council')).toBeVisible();
    await expect(own.getByRole('button', { name: /^Edit / })).toBeVisible();
    // The menu keeps Travel Directory for school admins.
    await expect(canvas.queryByRole('link', { name: 'Travel Directory' })).not.toBeInTheDocument();
  },
};

// Rules: travel-directory.access.edit-td
export const SuperAdminWithoutASchool: Story = {
  parameters: { chromatic: { modes: pageModes } },
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Choose a school or council', {}, settled)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to Schools' })).toBeVisible();
  },
};

/** Go to Schools leads a super admin without a school to the schools (a test). */
export const GoToSchools: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async (context) => {
    await SuperAdminWithoutASchool.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Schools' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Schools' }, settled)).toBeVisible();
  },
};

// Rules: travel-directory.edit.own-items
export const CouncilAdminMayNotOpenIt: Story = {
  ...notAvailableTo('COUNCIL_ADMIN'),
  tags: ['!dev', '!autodocs'],
};

export const Loading: Story = stillLoading('SCHOOL_ADMIN', travelFeatures, (canvas) =>
  canvas.findByText('Loading travel directory', {}, settled),
);

/** The directory could not be loaded: the page offers Retry. */
export const ServerError: Story = serverErrorShown('SCHOOL_ADMIN', travelFeatures);

const recovery: FaultRecovery = [
  'SCHOOL_ADMIN',
  travelFeatures,
  async (canvas) => expect(await walking(canvas)).toBeVisible(),
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
  ...malformedAnswer('SCHOOL_ADMIN', travelFeatures),
  tags: ['!dev', '!autodocs'],
};

const scooters = 'Scooter racks by the side gate';

export const DoubleClickSavesOnce: Story = {
  ...doubleClickPostsOnce({
    role: 'SCHOOL_ADMIN',
    path: '/members/travel_features',
    save: 'Save option',
    endpoint: travelFeatures,
    fill: async (canvasElement) => {
      const canvas = within(canvasElement);
      await walking(canvas);
      await userEvent.click(canvas.getByRole('button', { name: /^Cycling/ }));
      await userEvent.click(await canvas.findByRole('button', { name: 'Add option to Cycling' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'New option' }));
      await userEvent.type(dialog.getByRole('textbox', { name: 'Text' }), scooters);
      return dialog;
    },
    saved: async (canvasElement) => {
      const cycling = within(
        await within(canvasElement).findByRole('list', { name: 'Options of Cycling' }, settled),
      );
      await expect(await cycling.findAllByText(scooters, {}, settled)).toHaveLength(1);
    },
  }),
  tags: ['!dev', '!autodocs'],
};

// The option round trip: an own option added, edited and deleted, each step checked after a reload.

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
  tags: ['!dev', '!autodocs'],
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
        'https://bikes.example.org/',
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
        'https://www.scooters.example.org/',
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
