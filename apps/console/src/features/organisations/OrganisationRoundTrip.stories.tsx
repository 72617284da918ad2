import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { chooseOption, reloadAndWait, retype } from '../../storybook/round-trip-stories';
import { pngFile, settled } from '../../storybook/console-stories';
import { pageMeta } from '../../storybook/page-stories';
import { expectFields, field, saveAndWait } from '../../storybook/organisation-stories';

/**
 * Each organisation editor saved, reloaded, reopened, changed and reloaded again: what it shows is
 * what the server kept. Councils and organisations have no delete (docs/product/organisations.md); org users
 * do. The round trips of a school's own page (contact, addresses, year structure, org users, relationships)
 * are in SchoolPageRoundTrips.stories.tsx, under the same title (same story ids).
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

export const CouncilRoundTrip: Story = {
  tags: ['!dev'],
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

export const SchoolRoundTrip: Story = {
  tags: ['!dev'],
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
