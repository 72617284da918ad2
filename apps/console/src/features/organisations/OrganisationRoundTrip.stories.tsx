import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb, demoOrganisationIds } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { chooseOption, reloadAndWait, retype, clickAndWaitFor } from '../../storybook/round-trip-stories';
import { pngFile, settled } from '../../storybook/console-stories';
import { pageMeta } from '../../storybook/page-stories';
import {
  expectFields,
  field,
  saveAndWait,
  fillNewOrgUser,
  openTab,
  schoolPath,
} from '../../storybook/organisation-stories';

/**
 * Each organisation editor saved, reloaded, reopened, changed and reloaded again: what it shows is
 * what the server kept. Councils and organisations have no delete (docs/product/organisations.md); org users
 * do. Then the round trips of a school's own page: its contact, an address and the year structure,
 * its org users and its relationships.
 */
const meta = {
  title: 'Pages/Organisation round trips',
  ...pageMeta,
  args: { path: '/members/councils', role: null },
  globals: { role: 'SUPERADMIN' },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const choose = chooseOption;

const menuLink = async (canvas: Canvas, name: string) =>
  userEvent.click(await canvas.findByRole('link', { name }, settled));

const council = {
  name: 'Royal Borough of Greenwich',
  support_email: 'travel@greenwich.test',
  main_phone: '020 8921 4444',
  first_name: 'Gina',
  last_name: 'Green',
  email: 'gina@greenwich.test',
  phone: '020 8854 8888',
};

const councilFields = (values: typeof council) =>
  [
    [/Local Authority Name/, values.name],
    [/Support email/, values.support_email],
    [/Main phone/, values.main_phone],
    [/First name/, values.first_name],
    [/Last name/, values.last_name],
    [/^Email/, values.email],
    [/^Phone/, values.phone],
  ] as const;

// Rules: organisations.records.round-trip
export const CouncilRoundTrip: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const councils = () => canvas.findByRole('table', { name: 'Councils' }, settled);
    const changed = {
      ...council,
      name: 'Greenwich Council',
      support_email: 'schools@greenwich.test',
      main_phone: '020 8921 5555',
      first_name: 'Georgina',
      last_name: 'Greene',
    };
    await step('create: listed at once', async () => {
      await userEvent.click(await canvas.findByRole('link', { name: 'New Council' }, settled));
      await canvas.findByRole('form', { name: 'New council' }, settled);
      for (const [label, value] of councilFields(council))
        await userEvent.type(field(canvasElement, label), value);
      await userEvent.type(field(canvasElement, /^Password/), 'secret1');
      await saveAndWait(canvas);
      await canvas.findByRole('form', { name: 'Edit council' }, settled);
      await menuLink(canvas, 'Councils');
      await expect(
        await within(await councils()).findByRole('button', { name: `Edit ${council.name}` }, settled),
      ).toBeVisible();
    });
    await step('after a reload: every field as saved, then changed', async () => {
      await reloadAndWait(canvasElement);
      await userEvent.click(
        await within(await councils()).findByRole('button', { name: `Edit ${council.name}` }, settled),
      );
      await canvas.findByRole('form', { name: 'Edit council' }, settled);
      await waitFor(
        () => expect(field(canvasElement, /Local Authority Name/)).toHaveValue(council.name),
        settled,
      );
      await expectFields(canvasElement, councilFields(council));
      await expect(field(canvasElement, /^Password/)).toHaveValue('');
      for (const [label, value] of councilFields(changed).slice(0, 5))
        await retype(field(canvasElement, label), value);
      await userEvent.upload(canvas.getByLabelText('Council logo'), await pngFile('greenwich.png'));
      await expect(await screen.findByText('Saved', {}, settled)).toBeVisible();
      await saveAndWait(canvas);
    });
    await step('after a reload: as changed, in the form and the list', async () => {
      await reloadAndWait(canvasElement);
      await canvas.findByRole('form', { name: 'Edit council' }, settled);
      await waitFor(
        () => expect(field(canvasElement, /Local Authority Name/)).toHaveValue(changed.name),
        settled,
      );
      await expectFields(canvasElement, councilFields(changed));
      await expect(canvas.getByRole('img', { name: 'Council logo preview' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png;base64,/),
      );
      await menuLink(canvas, 'Councils');
      await expect(
        await within(await councils()).findByRole('button', { name: `Edit ${changed.name}` }, settled),
      ).toBeVisible();
    });
  },
};

const school = {
  name: 'Meadow Primary',
  phone: '020 7000 1111',
  code: 'MEADOW1',
  staff_code: 'MSTAFF1',
  email: 'office@meadow.test',
  first_name: 'Mo',
  last_name: 'Meadow',
};

const schoolFields = (values: typeof school) =>
  [
    [/Org name/, values.name],
    [/^Phone/, values.phone],
    [/Parent code/, values.code],
    [/Staff code/, values.staff_code],
    [/^Email/, values.email],
    [/First name/, values.first_name],
    [/Last name/, values.last_name],
  ] as const;

/** Opens a school from the Schools list: its name opens the detail modal, which opens the editor. */
async function openSchool(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await retype(await canvas.findByRole('textbox', { name: 'Filter Name' }, settled), name);
  await userEvent.click(await canvas.findByRole('button', { name }, settled));
  const dialog = await screen.findByRole('dialog', { name });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Edit Organization' }));
  await canvas.findByRole('form', { name: 'Edit organisation' }, settled);
}

// Rules: organisations.records.round-trip
export const SchoolRoundTrip: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: '/members/schools' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const [camden, hackney] = demoDb.councils;
    const changed = {
      name: 'Meadow Bank Primary',
      phone: '020 7000 2222',
      code: 'MEADOW2',
      staff_code: 'MSTAFF2',
      email: 'head@meadow.test',
      first_name: 'Morag',
      last_name: 'Meadows',
    };
    await step('create: listed at once', async () => {
      await userEvent.click(await canvas.findByRole('link', { name: 'New Organization' }, settled));
      await canvas.findByRole('form', { name: 'New organisation' }, settled);
      for (const [label, value] of schoolFields(school))
        await userEvent.type(field(canvasElement, label), value);
      await choose(canvas.getByRole('combobox', { name: /School type/ }), 'Council');
      await choose(canvas.getByRole('combobox', { name: /^Council/ }), camden!.name);
      await saveAndWait(canvas);
      await canvas.findByRole('form', { name: 'Edit organisation' }, settled);
      await menuLink(canvas, 'Schools');
      await retype(await canvas.findByRole('textbox', { name: 'Filter Name' }, settled), school.name);
      await expect(await canvas.findByRole('button', { name: school.name }, settled)).toBeVisible();
    });
    await step('after a reload: every field as saved, then changed', async () => {
      await reloadAndWait(canvasElement);
      await openSchool(canvasElement, school.name);
      await expectFields(canvasElement, schoolFields(school));
      await expect(canvas.getByRole('combobox', { name: /School type/ })).toHaveTextContent('Council');
      await expect(canvas.getByRole('combobox', { name: /^Council/ })).toHaveTextContent(camden!.name);
      for (const [label, value] of schoolFields(changed)) await retype(field(canvasElement, label), value);
      await choose(canvas.getByRole('combobox', { name: /School type/ }), 'Independent');
      await choose(canvas.getByRole('combobox', { name: /^Council/ }), hackney!.name);
      await userEvent.upload(canvas.getByLabelText('Logo'), await pngFile('meadow.png'));
      await expect(await screen.findByText('Saved', {}, settled)).toBeVisible();
      await saveAndWait(canvas);
    });
    await step('after a reload: as changed, in the form and the list', async () => {
      await reloadAndWait(canvasElement);
      await canvas.findByRole('form', { name: 'Edit organisation' }, settled);
      await waitFor(() => expect(field(canvasElement, /Org name/)).toHaveValue(changed.name), settled);
      await expectFields(canvasElement, schoolFields(changed));
      await expect(canvas.getByRole('combobox', { name: /School type/ })).toHaveTextContent('Independent');
      await expect(canvas.getByRole('combobox', { name: /^Council/ })).toHaveTextContent(hackney!.name);
      await expect(canvas.getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png;base64,/),
      );
      await menuLink(canvas, 'Schools');
      await retype(await canvas.findByRole('textbox', { name: 'Filter Name' }, settled), changed.name);
      await expect(await canvas.findByRole('button', { name: changed.name }, settled)).toBeVisible();
    });
  },
};

// The round trips of a school's own page: its contact, an address and the year structure, its org
// users and its relationships, each saved, reloaded and reopened.

/** A school whose contact is one of its admins: the contact's new name is what it shows after a reload. */
export const ContactOfASchoolWithAdmins: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: schoolPath },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const admin = demoDb.accounts.find(
      (account) => account.organization_id === demoOrganisationIds.termsSchool,
    )!;
    await canvas.findByRole('form', { name: 'Edit organisation' }, settled);
    await expect(field(canvasElement, /First name/)).toHaveValue(admin.first_name);
    await retype(field(canvasElement, /First name/), 'Samira');
    await retype(field(canvasElement, /Last name/), 'Schofield');
    await saveAndWait(canvas);
    await reloadAndWait(canvasElement);
    await canvas.findByRole('form', { name: 'Edit organisation' }, settled);
    await expect(field(canvasElement, /First name/)).toHaveValue('Samira');
    await expect(field(canvasElement, /Last name/)).toHaveValue('Schofield');
  },
};

const address = {
  name: 'Sports ground',
  line1: 'Gate B',
  line2: 'Playing fields',
  street: 'Parliament Hill',
  city: 'London',
  postcode: 'NW5 1QR',
  country: 'United Kingdom',
};

const addressFields = (values: typeof address) =>
  [
    [/^Name/, values.name],
    [/Address line 1/, values.line1],
    [/Address line 2/, values.line2],
    [/Street/, values.street],
    [/City/, values.city],
    [/Postcode/, values.postcode],
    [/Country/, values.country],
  ] as const;

// Rules: organisations.records.round-trip
export const AddressAndYearStructureRoundTrip: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: schoolPath },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const changed = {
      ...address,
      name: 'Playing fields',
      line1: 'Gate C',
      city: 'Camden',
      postcode: 'NW5 1QS',
    };
    const editAddress = async (name: string) => {
      await openTab(canvasElement, 'Current addresses');
      // Looked up again until the click lands: on a loaded machine the list found first was still
      // being replaced by the reloaded page's.
      await waitFor(() => userEvent.click(canvas.getByRole('button', { name: `Edit ${name}` })), settled);
      return screen.findByRole('dialog', { name: 'Location' });
    };
    await step('add an address: listed at once', async () => {
      await openTab(canvasElement, 'Add address');
      await userEvent.clear(field(canvasElement, /Country/));
      for (const [label, value] of addressFields(address))
        await userEvent.type(field(canvasElement, label), value);
      await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
      const list = within(await canvas.findByRole('list', { name: 'Current addresses' }, settled));
      await expect(await list.findByRole('heading', { name: address.name }, settled)).toBeVisible();
    });
    await step('after a reload: the address as saved, then changed; a year made active', async () => {
      await reloadAndWait(canvasElement);
      const dialog = await editAddress(address.name);
      await expectFields(dialog, addressFields(address));
      for (const [label, value] of addressFields(changed)) await retype(field(dialog, label), value);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
      await expect(await canvas.findByRole('heading', { name: changed.name }, settled)).toBeVisible();
      await openTab(canvasElement, 'Year structure');
      await userEvent.click(await canvas.findByRole('switch', { name: 'Year 7 active' }, settled));
      await chooseOption(canvas.getByRole('combobox', { name: 'Address of Year 7' }), changed.name);
      await clickAndWaitFor(canvas.getByRole('button', { name: 'Save structure' }));
    });
    await step('after a reload: both as changed', async () => {
      await reloadAndWait(canvasElement);
      await expectFields(await editAddress(changed.name), addressFields(changed));
      await userEvent.keyboard('{Escape}');
      await openTab(canvasElement, 'Year structure');
      await expect(await canvas.findByRole('switch', { name: 'Year 7 active' }, settled)).toBeChecked();
      await expect(canvas.getByRole('combobox', { name: 'Address of Year 7' })).toHaveTextContent(
        changed.name,
      );
    });
  },
};

const openOrgUsers = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Org users' }, settled));
  const modal = within(await screen.findByRole('dialog', { name: 'Org users' }));
  await modal.findByRole('table', { name: 'Org users' }, settled);
  return modal;
};

// Rules: organisations.records.round-trip
export const OrgUserRoundTrip: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: schoolPath },
  play: async ({ canvasElement, step }) => {
    const user = (modal: Canvas, name: string) =>
      modal.findByRole('row', { name: new RegExp(name) }, settled);
    const input = (modal: Canvas, label: RegExp) => modal.getByLabelText(label, { selector: 'input' });
    /** Reloads, opens the org users and the editor of the user `name`. */
    const reopenUser = async (name: string) => {
      await reloadAndWait(canvasElement);
      const modal = await openOrgUsers(canvasElement);
      await userEvent.click(within(await user(modal, name)).getByRole('button', { name: `Edit ${name}` }));
      return modal;
    };
    /** The user's editor shows these email, names and role. */
    const expectUser = async (
      modal: Canvas,
      shown: { email: string; first: string; last: string; role: string },
    ) => {
      await expect(input(modal, /Email/)).toHaveValue(shown.email);
      await expect(input(modal, /First name/)).toHaveValue(shown.first);
      await expect(input(modal, /Last name/)).toHaveValue(shown.last);
      await expect(modal.getByRole('combobox', { name: /Role/ })).toHaveTextContent(shown.role);
    };
    await step('add: listed at once', async () => {
      const modal = await openOrgUsers(canvasElement);
      await fillNewOrgUser(modal);
      await userEvent.click(modal.getByRole('button', { name: 'Save user' }));
      await expect(within(await user(modal, 'Nia New')).getByText('School admin')).toBeVisible();
    });
    await step('after a reload: every field as saved, then changed', async () => {
      const modal = await reopenUser('Nia New');
      await expectUser(modal, { email: 'nia@demo.test', first: 'Nia', last: 'New', role: 'School admin' });
      await expect(input(modal, /^Password/)).toHaveValue('');
      await retype(input(modal, /Email/), 'nina@demo.test');
      await retype(input(modal, /First name/), 'Nina');
      await retype(input(modal, /Last name/), 'Newton');
      await chooseOption(modal.getByRole('combobox', { name: /Role/ }), 'Org admin');
      await clickAndWaitFor(modal.getByRole('button', { name: 'Save user' }));
      await expect(within(await user(modal, 'Nina Newton')).getByText('Org admin')).toBeVisible();
    });
    await step('after a reload: as changed, then deleted', async () => {
      const modal = await reopenUser('Nina Newton');
      await expectUser(modal, { email: 'nina@demo.test', first: 'Nina', last: 'Newton', role: 'Org admin' });
      await userEvent.click(modal.getByRole('button', { name: 'Cancel' }));
      await userEvent.click(modal.getByRole('button', { name: 'Delete Nina Newton' }));
      await userEvent.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
      );
      await expect(await screen.findByText('Deleted!', {}, settled)).toBeVisible();
    });
    await step('gone after a reload', async () => {
      await reloadAndWait(canvasElement);
      const modal = await openOrgUsers(canvasElement);
      await expect(modal.queryByRole('row', { name: /Nina Newton/ })).not.toBeInTheDocument();
    });
  },
};

// Rules: organisations.records.round-trip
export const OrgRelationshipsRoundTrip: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: schoolPath },
  play: async ({ canvasElement, step }) => {
    const open = async () => {
      await userEvent.click(
        await within(canvasElement).findByRole('button', { name: 'Manage Org Relationships' }, settled),
      );
      const dialog = within(await screen.findByRole('dialog', { name: 'Org relationships' }));
      await dialog.findByRole('switch', { name: 'Has sub-organisations' }, settled);
      return {
        dialog,
        subOrgs: () => dialog.getByRole('switch', { name: 'Has sub-organisations' }),
        multiSchools: () => dialog.getByRole('switch', { name: 'Has multiple schools' }),
      };
    };
    const save = async (dialog: Canvas) => {
      await clickAndWaitFor(dialog.getByRole('button', { name: 'Save relationships' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), settled);
    };
    await step('both flags set', async () => {
      const { dialog, subOrgs, multiSchools } = await open();
      await expect(subOrgs()).not.toBeChecked();
      await userEvent.click(subOrgs());
      await userEvent.click(multiSchools());
      await save(dialog);
    });
    await step('after a reload: as saved, then one cleared', async () => {
      await reloadAndWait(canvasElement);
      const { dialog, subOrgs, multiSchools } = await open();
      await expect(subOrgs()).toBeChecked();
      await expect(multiSchools()).toBeChecked();
      await userEvent.click(subOrgs());
      await save(dialog);
    });
    await step('after a reload: as changed', async () => {
      await reloadAndWait(canvasElement);
      const { subOrgs, multiSchools } = await open();
      await expect(subOrgs()).not.toBeChecked();
      await expect(multiSchools()).toBeChecked();
    });
  },
};
