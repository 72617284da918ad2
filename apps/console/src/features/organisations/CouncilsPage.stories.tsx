import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb, malformedBody, networkError } from '@stride/mocks';
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failureMessages } from '../../app/load-error';
import { expectTechnicalDetail } from '../../storybook/alert-stories';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { pageModes, settled } from '../../storybook/console-stories';
import {
  emptyAnswer,
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

const meta = {
  title: 'Pages/Councils',
  ...pageMeta,
  args: { path: '/members/councils', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const councils = '*/api/admin/councils';

export const SuperAdmin: Story = {
  parameters: { chromatic: { modes: pageModes } },
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Councils' }, settled);
    for (const council of demoDb.councils)
      await expect(within(table).getByRole('rowheader', { name: council.name })).toBeVisible();
  },
};

/** A council's Schools button lists its schools (a test). */
// Rules: organisations.councils.expandable-schools
export const ShowsACouncilsSchools: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async (context) => {
    await SuperAdmin.play?.(context);
    const canvas = within(context.canvasElement);
    const hackney = demoDb.councils.find((council) => council.name.includes('Hackney'))!;
    await userEvent.click(canvas.getByRole('button', { name: `Schools of ${hackney.name}` }));
    const schools = canvas.getByRole('list', { name: `Schools of ${hackney.name}` });
    const expected = demoDb.schools
      .filter((school) => school.council_id === hackney.id)
      .map((school) => school.name);
    await expect(within(schools).getAllByRole('listitem')).toHaveLength(expected.length);
    await expect(within(schools).getByText(expected[0]!)).toBeVisible();
  },
};

// Rules: organisations.councils.new-and-edit
export const EditOpensTheCouncil: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const camden = demoDb.councils[0]!;
    await userEvent.click(await canvas.findByRole('button', { name: `Edit ${camden.name}` }, settled));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Council' })).toBeVisible();
    await waitFor(
      () =>
        expect(canvas.getByLabelText(/Local Authority Name/, { selector: 'input' })).toHaveValue(camden.name),
      settled,
    );
  },
};

export const CouncilAdminMayNotOpenIt: Story = {
  ...notAvailableTo('COUNCIL_ADMIN'),
  tags: ['!dev', '!autodocs'],
};

export const Loading: Story = stillLoading('SUPERADMIN', councils, (canvas) =>
  canvas.findByText('Loading councils', {}, settled),
);

/** The councils could not be loaded: the page offers Retry. */
export const ServerError: Story = serverErrorShown('SUPERADMIN', councils);

/** No council yet. */
export const Empty: Story = emptyAnswer('SUPERADMIN', councils, { councils: [] }, (canvas) =>
  canvas.findByText('No councils', {}, settled),
);

const recovery: FaultRecovery = [
  'SUPERADMIN',
  councils,
  async (canvas) => expect(await canvas.findByRole('table', { name: 'Councils' }, settled)).toBeVisible(),
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
  ...malformedAnswer('SUPERADMIN', councils),
  tags: ['!dev', '!autodocs'],
};

// Rules: organisations.councils.new-and-edit
export const NewCouncilButton: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'New Council' }, settled));
    await expect(await canvas.findByRole('form', { name: 'New council' }, settled)).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/, { selector: 'input' })).toBeEnabled();
  },
};

/**
 * The first councils call meets `fault`: the admin reads `message` in plain words, with none of the
 * technical text (which waits behind 'Technical details', `detail`), and Retry brings the list.
 */
function plainWordsThenRetry(fault: HttpHandler[], message: string, detail: RegExp): Story {
  return {
    tags: ['!dev', '!autodocs'],
    globals: { role: 'SUPERADMIN' },
    beforeEach: ({ msw }) => {
      msw.use(...fault);
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const failure = await canvas.findByRole('alert', {}, settled);
      await expect(within(failure).getByText(message)).toBeVisible();
      await expectTechnicalDetail(failure, detail);
      await expect(within(failure).getByText(/GET api\/admin\/councils/)).toBeVisible();
      await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
      await expect(await canvas.findByRole('table', { name: 'Councils' }, settled)).toBeVisible();
      await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    },
  };
}

/** An answer of the wrong shape reads as unreadable; the schema's complaint is a technical detail. */
export const MalformedAnswerInPlainWords: Story = {
  ...plainWordsThenRetry(
    malformedBody(councils, { once: true }),
    failureMessages.unreadable,
    /Invalid input/,
  ),
  tags: ['!dev', '!autodocs'],
};

/** A dropped connection reads as not reached; the call and the browser's error are technical details. */
export const NetworkFailureInPlainWords: Story = {
  ...plainWordsThenRetry(
    networkError(councils, { once: true }),
    failureMessages.notReached,
    /Could not reach the server/,
  ),
  tags: ['!dev', '!autodocs'],
};
