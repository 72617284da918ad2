import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb } from '@stride/mocks';
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
import { field } from '../../storybook/organisation-stories';
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
  title: 'Pages/Council editor',
  ...pageMeta,
  args: { path: '/members/council', role: null },
  globals: { role: 'SUPERADMIN' },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const greenwich = {
  name: 'Royal Borough of Greenwich',
  support_email: 'travel@greenwich.test',
  main_phone: '020 8921 4444',
  first_name: 'Gina',
  last_name: 'Green',
  email: 'gina@greenwich.test',
  password: 'secret1',
  phone: '020 8854 8888',
};

async function fillNewCouncil(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('form', { name: 'New council' }, settled);
  const type = (label: RegExp, text: string) => userEvent.type(field(canvasElement, label), text);
  await type(/Local Authority Name/, greenwich.name);
  await type(/Support email/, greenwich.support_email);
  await type(/Main phone/, greenwich.main_phone);
  await type(/First name/, greenwich.first_name);
  await type(/Last name/, greenwich.last_name);
  await type(/^Email/, greenwich.email);
  await type(/^Password/, greenwich.password);
  await type(/^Phone/, greenwich.phone);
}

const save = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));

/** The empty form of a new council, untouched. */
export const NewCouncil: Story = { ...asRole('SUPERADMIN') };

/** A new council saved: its edit route, with the admin's e-mail, password and phone locked. */
export const NewCouncilSaves: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillNewCouncil(canvasElement);
    await save(canvasElement);
    await expect(await screen.findByText('Saved', {}, settled)).toBeVisible();
    // Now on its edit route: the admin's e-mail, password and phone are locked.
    await canvas.findByRole('form', { name: 'Edit council' }, settled);
    await waitFor(() => expect(field(canvasElement, /^Email/)).toHaveValue(greenwich.email), settled);
    await expect(field(canvasElement, /^Email/)).toBeDisabled();
    await expect(field(canvasElement, /^Password/)).toBeDisabled();
    await expect(field(canvasElement, /^Phone/)).toBeDisabled();
    await expect(demoDb.councils.some((council) => council.name === greenwich.name)).toBe(true);
  },
};

export const InvalidNewCouncil: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: 'New council' }, settled);
    await userEvent.type(field(canvasElement, /Local Authority Name/), 'Gr');
    await save(canvasElement);
    await expect(await canvas.findByText('Length should be at least 3')).toBeVisible();
    await expect(canvas.getByText('Please enter a password')).toBeVisible();
    await expect(field(canvasElement, /Local Authority Name/)).toHaveValue('Gr');
  },
};

export const EditCouncil: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: `/members/council/${demoDb.councils[0]!.id}` },
  play: async ({ canvasElement }) => {
    const camden = demoDb.councils[0]!;
    await waitFor(
      () => expect(field(canvasElement, /Local Authority Name/)).toHaveValue(camden.name),
      settled,
    );
    await expect(field(canvasElement, /Main phone/)).toHaveValue(camden.main_phone);
    await userEvent.clear(field(canvasElement, /Local Authority Name/));
    await userEvent.type(field(canvasElement, /Local Authority Name/), 'Camden Council');
    await userEvent.type(field(canvasElement, /First name/), 'Cal');
    await userEvent.type(field(canvasElement, /Last name/), 'Cam');
    await save(canvasElement);
    await expect(await screen.findByText('Saved', {}, settled)).toBeVisible();
    await waitFor(() => expect(demoDb.councils[0]!.name).toBe('Camden Council'), settled);
  },
};

// Rules: organisations.council-form.save-without-id
export const SaveWithoutId: Story = {
  tags: ['!dev', '!autodocs'],
  beforeEach: ({ msw }) => msw.use(http.post('*/api/admin/councils', () => HttpResponse.json({}))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillNewCouncil(canvasElement);
    await save(canvasElement);
    await expect(await canvas.findByRole('alert', {}, settled)).toHaveTextContent('Errors');
    // The draft stays.
    await expect(field(canvasElement, /Local Authority Name/)).toHaveValue(greenwich.name);
  },
};

export const SaveFails: Story = {
  tags: ['!dev', '!autodocs'],
  beforeEach: ({ msw }) =>
    msw.use(
      http.post('*/api/admin/councils', () =>
        HttpResponse.json({ error: 'server_error', message: 'Server Error' }, { status: 500 }),
      ),
    ),
  play: async ({ canvasElement }) => {
    await fillNewCouncil(canvasElement);
    await save(canvasElement);
    await expectFailure(failureMessages.serverProblem, /Server Error/);
    await expect(field(canvasElement, /Local Authority Name/)).toHaveValue(greenwich.name);
    await expect(field(canvasElement, /^Password/)).toHaveValue(greenwich.password);
  },
};

const councilPath = `/members/council/${demoDb.councils[0]!.id}`;
const councilCall = '*/api/admin/councils/:id';

const recovery: FaultRecovery = [
  'SUPERADMIN',
  councilCall,
  async (canvas) =>
    waitFor(
      () =>
        expect(canvas.getByLabelText(/Local Authority Name/, { selector: 'input' })).toHaveValue(
          demoDb.councils[0]!.name,
        ),
      settled,
    ),
];

/** A saved council's form as it opens, untouched. */
export const ExistingCouncil: Story = { ...asRole('SUPERADMIN'), args: { path: councilPath } };

/** A saved council's form while the council is still loading. */
export const Loading: Story = {
  parameters: { chromatic: { modes: pageModes } },
  ...stillLoading('SUPERADMIN', councilCall, (canvas) => canvas.findByText('Loading council', {}, settled)),
  args: { path: councilPath },
};

/** The council could not be loaded: the page offers Retry. */
export const ServerError: Story = {
  parameters: { chromatic: { modes: pageModes } },
  ...serverErrorShown('SUPERADMIN', councilCall),
  args: { path: councilPath },
};

export const LoadErrorThenRetry: Story = {
  ...serverErrorThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
  args: { path: councilPath },
};

export const NetworkFailureThenRetry: Story = {
  ...networkFailureThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
  args: { path: councilPath },
};

export const SlowAnswerThenRetry: Story = {
  ...slowAnswerThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
  args: { path: councilPath },
};

export const MalformedAnswer: Story = {
  ...malformedAnswer('SUPERADMIN', councilCall),
  tags: ['!dev', '!autodocs'],
  args: { path: councilPath },
};

export const UploadCouncilLogo: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: `/members/council/${demoDb.councils[0]!.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      await canvas.findByLabelText('Council logo', {}, settled),
      await pngFile('council.png'),
    );
    await expect(await screen.findByText('Saved', {}, settled)).toBeVisible();
    await waitFor(() => expect(demoDb.councils[0]!.logo_url).toMatch(/^data:image\/png;base64,/), settled);
  },
};

const councilEditor: EditorUnderTest = {
  role: 'SUPERADMIN',
  editor: 'council',
  path: '/members/council/3',
  open: formNamed('Edit council'),
  reopened: formNamed('Edit council'),
  field: /Local Authority Name/,
  save: 'Save',
  endpoint: '*/api/admin/councils',
  leave: leaveByMenu,
};

export const FailedSaveKeepsTheDraft: Story = {
  ...failedSaveKeepsTheDraft(councilEditor),
  tags: ['!dev', '!autodocs'],
};
export const DraftSurvivesAReload: Story = {
  ...draftSurvivesAReload(councilEditor, {
    key: '3',
    form: { name: 'Hackney, half renamed' },
    shows: 'Hackney, half renamed',
  }),
  tags: ['!dev', '!autodocs'],
};
export const LeavingWithChangesAsksFirst: Story = {
  ...leavingAsksFirst(councilEditor),
  tags: ['!dev', '!autodocs'],
};
export const DoubleClickSavesOnce: Story = {
  ...doubleClickSavesOnce(councilEditor),
  tags: ['!dev', '!autodocs'],
};
export const ExpiredSessionKeepsTheDraft: Story = {
  ...expiredSessionKeepsTheDraft(councilEditor),
  tags: ['!dev', '!autodocs'],
};
