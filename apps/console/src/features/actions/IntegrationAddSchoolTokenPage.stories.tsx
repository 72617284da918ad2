import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb } from '@stride/mocks';
import { expect, userEvent } from 'storybook/test';
import { confirmedRun, failedRun, pick, type Canvas, historyStates } from '../../storybook/action-stories';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { notAvailableTo, pageMeta } from '../../storybook/page-stories';
import { failureMessages } from '../../app/load-error';
import { asRole } from '../../storybook/console-stories';

const meta = {
  title: 'Pages/Actions/Integration: add school token',
  ...pageMeta,
  args: { path: '/members/actions/integration_add_school_token', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page as it opens, untouched. */
export const Default: Story = { ...asRole('SUPERADMIN') };

/** The page while its history is still loading. */
export const Loading: Story = historyStates.Loading;

/** The history could not be loaded: it offers Retry. */
export const ServerError: Story = historyStates.ServerError;

/** No action has run yet: the history says so. */
export const Empty: Story = historyStates.Empty;

const school = () => demoDb.schools.at(-1)!;
const fill = async (canvas: Canvas) => {
  await userEvent.type(canvas.getByRole('textbox', { name: /Provider school id/ }), 'W-301');
  await pick(canvas, /^School/, school().name);
  await userEvent.type(canvas.getByRole('textbox', { name: /Token/ }), 'tok_301');
  await userEvent.type(canvas.getByRole('textbox', { name: /Notes/ }), 'Set up with the trust');
};

// Rules: actions.integration-token.fields, actions.messages.token-added
export const ConfirmAndSucceed: Story = {
  ...confirmedRun(fill, 'School token has been added', 'integration_add_school_token', () =>
    expect(demoDb.integrations.at(-1)).toMatchObject({
      organization_id: school().id,
      provider_school_id: 'W-301',
      token: 'tok_301',
      notes: 'Set up with the trust',
    }),
  ),
  tags: ['!dev', '!autodocs'],
};

export const ServerFails: Story = {
  ...failedRun(
    fill,
    failureMessages.serverProblem,
    async (canvas) => expect(canvas.getByRole('textbox', { name: /Token/ })).toHaveValue('tok_301'),
    '*/api/admin/actions/integrationAddSchoolToken',
  ),
  tags: ['!dev', '!autodocs'],
};

export const SchoolAdmin: Story = { ...notAvailableTo('SCHOOL_ADMIN'), tags: ['!dev', '!autodocs'] };
