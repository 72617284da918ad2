import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb, serverError } from '@stride/mocks';
import type { SetupWorker } from 'msw/browser';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { reloadAndWait } from '../../storybook/round-trip-stories';
import { pageModes, settled } from '../../storybook/console-stories';
import { acknowledgeAlert } from '../../storybook/alert-stories';
import {
  afterClicking,
  malformedAnswer,
  networkFailureThenRetry,
  notAvailableTo,
  pageMeta,
  serverErrorThenRetry,
  slowAnswerThenRetry,
  type FaultRecovery,
} from '../../storybook/page-stories';

const meta = {
  title: 'Pages/Step tools',
  ...pageMeta,
  args: { path: '/members/step_actions', role: null },
  // A button that was busy may or may not hold focus when the picture is taken: none does.
  afterEach: () => {
    (document.activeElement as HTMLElement | null)?.blur();
  },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the Step Datamodel dialog and gives it back. */
const openDatamodel = async (canvasElement: HTMLElement) => {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: 'Step Datamodel' }, settled),
  );
  return within(await screen.findByRole('dialog', { name: 'Step Datamodel' }));
};

/** Fills in a name and a CSV file and uploads it. */
const uploadFile = async (dialog: ReturnType<typeof within>) => {
  await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'step_april');
  await userEvent.upload(
    dialog.getByLabelText('File'),
    new File(['a,b\n1,2\n'], 'april.csv', { type: 'text/csv' }),
  );
  await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
};

// Rules: step-tools.page.buttons
export const SuperAdmin: Story = {
  parameters: { chromatic: { modes: pageModes } },
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Step Datamodel', 'Step Account Management', '+ Add csv Stap Data'])
      await expect(await canvas.findByRole('button', { name }, settled)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'School Integrations' })).toBeVisible();
  },
};

/** The school-integration page is one of these tools (docs/product/integrations.md; a test). */
export const OpensSchoolIntegrations: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async (context) => {
    await SuperAdmin.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'School Integrations' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'School Integrations' }, settled),
    ).toBeVisible();
  },
};

// Rules: step-tools.datamodel.upload, step-tools.datamodel.csv-list, step-tools.datamodel.processed
export const UploadAndProcessADatamodel: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const dialog = await openDatamodel(canvasElement);
    await uploadFile(dialog);
    await expect(await screen.findByText('Uploaded', {}, settled)).toBeVisible();
    await expect(demoDb.stepCsvFiles.at(-1)).toBe('step_april.csv');
    await userEvent.click(dialog.getByRole('combobox', { name: 'CSV' }));
    const [newest] = await screen.findAllByRole('option');
    await expect(newest).toHaveTextContent('step_april.csv');
    await userEvent.click(newest!);
    await userEvent.click(dialog.getByRole('button', { name: 'Process CSV' }));
    await expect(await screen.findByText('CSV processed successfully', {}, settled)).toBeVisible();
  },
};

// Rules: step-tools.datamodel.upload-failed
export const StorageRefusesTheUpload: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  beforeEach: ({ msw }: { msw: SetupWorker }) => {
    msw.use(...serverError('*/demo-storage/step_datamodel/:key'));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDatamodel(canvasElement);
    await uploadFile(dialog);
    await acknowledgeAlert('Upload failed');
    await expect(screen.queryByText('Uploaded')).toBeNull();
    await expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveValue('step_april');
  },
};

// Rules: step-tools.datamodel.actions
export const RunAStepAction: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const dialog = await openDatamodel(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'update_step_datasets' }));
    await expect(await screen.findByText('Action completed', {}, settled)).toBeVisible();
  },
};

/** disable_unused_schools asks first, naming the council it reaches; No runs nothing, Yes runs it. */
// Rules: step-tools.datamodel.disable-unused-asks
export const DisablingUnusedSchoolsAsksFirst: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const dialog = await openDatamodel(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'disable_unused_schools' }));
    let question = within(
      await screen.findByRole('alertdialog', { name: 'Disable the unused schools of council 881?' }),
    );
    await userEvent.click(question.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(screen.queryByText('Action completed')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'disable_unused_schools' }));
    question = within(
      await screen.findByRole('alertdialog', { name: 'Disable the unused schools of council 881?' }),
    );
    await userEvent.click(question.getByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText('Action completed', {}, settled)).toBeVisible();
  },
};

// Rules: step-tools.datamodel.action-failed
export const AStepActionFails: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  beforeEach: ({ msw }: { msw: SetupWorker }) => {
    msw.use(...serverError('*/api/admin/step_datamodel/step_action'));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDatamodel(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'clear_cache' }));
    await expect(await screen.findByText('Action failed', {}, settled)).toBeVisible();
  },
};

// Rules: step-tools.datamodel.process-failed
export const ProcessingACsvFails: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  beforeEach: ({ msw }: { msw: SetupWorker }) => {
    msw.use(...serverError('*/api/admin/step_datamodel/step_action'));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDatamodel(canvasElement);
    await userEvent.click(dialog.getByRole('combobox', { name: 'CSV' }));
    await userEvent.click((await screen.findAllByRole('option'))[0]!);
    await userEvent.click(dialog.getByRole('button', { name: 'Process CSV' }));
    await expect(await screen.findByText('Failed to process CSV', {}, settled)).toBeVisible();
  },
};

// Rules: step-tools.accounts.save-failed
export const AccountSaveFailsWithTheServerText: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Step Account Management' }, settled),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Step Account Management' }));
    await dialog.findByRole('table', { name: 'Step accounts' }, settled);
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'transport@camden.demo.test');
    await userEvent.type(dialog.getByRole('textbox', { name: /First name/ }), 'Nia');
    await userEvent.click(dialog.getByRole('combobox', { name: /Account type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'COUNCIL' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Domain IDs/ }), '881');
    await userEvent.type(dialog.getByLabelText(/^Password/), 'secret-pass');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(
      await screen.findByText('Failed to save account: The email has already been taken.', {}, settled),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /First name/ })).toHaveValue('Nia');
  },
};

const openAccounts = async (canvasElement: HTMLElement) => {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: 'Step Account Management' }, settled),
  );
  const dialog = within(await screen.findByRole('dialog', { name: 'Step Account Management' }));
  await dialog.findByRole('table', { name: 'Step accounts' }, settled);
  return dialog;
};

const chooseAccountType = async (dialog: ReturnType<typeof within>, type: string) => {
  await userEvent.click(dialog.getByRole('combobox', { name: /Account type/ }));
  await userEvent.click(await screen.findByRole('option', { name: type }));
};

/** A step account is created, edited and deleted; each step is what the server has after a reload. */
// Rules: step-tools.accounts.round-trip, step-tools.accounts.update-mode
export const AccountRoundTrip: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement, step }) => {
    const email = 'travel@islington.demo.test';
    const row = (dialog: ReturnType<typeof within>) =>
      dialog.findByRole('row', { name: new RegExp(email) }, settled);
    await step('create: listed at once', async () => {
      const dialog = await openAccounts(canvasElement);
      await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), email);
      await userEvent.type(dialog.getByRole('textbox', { name: /First name/ }), 'Isla');
      await chooseAccountType(dialog, 'COUNCIL');
      await userEvent.type(dialog.getByRole('textbox', { name: /Domain IDs/ }), '881, 882');
      await userEvent.type(dialog.getByLabelText(/^Password/), 'secret-pass');
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      await expect(await screen.findByText('Saved', {}, settled)).toBeVisible();
      await expect(within(await row(dialog)).getByRole('cell', { name: '881,882' })).toBeVisible();
    });
    await step('after a reload: every field as saved, then changed', async () => {
      await reloadAndWait(canvasElement);
      const dialog = await openAccounts(canvasElement);
      const saved = within(await row(dialog));
      await expect(saved.getByRole('cell', { name: 'Isla' })).toBeVisible();
      await expect(saved.getByRole('cell', { name: 'COUNCIL' })).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: `Edit ${email}` }));
      const form = within(dialog.getByRole('region', { name: 'Update account' }));
      await expect(form.getByRole('textbox', { name: /Email/ })).toHaveValue(email);
      await expect(form.getByRole('textbox', { name: /Email/ })).toBeDisabled();
      await expect(form.getByRole('textbox', { name: /First name/ })).toHaveValue('Isla');
      await expect(form.getByRole('combobox', { name: /Account type/ })).toHaveTextContent('COUNCIL');
      await expect(form.getByRole('textbox', { name: /Domain IDs/ })).toHaveValue('881,882');
      await userEvent.clear(form.getByRole('textbox', { name: /First name/ }));
      await userEvent.type(form.getByRole('textbox', { name: /First name/ }), 'Islay');
      await chooseAccountType(dialog, 'DISTRICT');
      await userEvent.clear(form.getByRole('textbox', { name: /Domain IDs/ }));
      await userEvent.type(form.getByRole('textbox', { name: /Domain IDs/ }), '900');
      await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
      await expect(await screen.findByText('Saved', {}, settled)).toBeVisible();
      await expect(
        await within(await row(dialog)).findByRole('cell', { name: 'Islay' }, settled),
      ).toBeVisible();
    });
    await step('after a reload: as changed, then deleted', async () => {
      await reloadAndWait(canvasElement);
      const dialog = await openAccounts(canvasElement);
      await userEvent.click(within(await row(dialog)).getByRole('button', { name: `Edit ${email}` }));
      const form = within(dialog.getByRole('region', { name: 'Update account' }));
      await expect(form.getByRole('textbox', { name: /First name/ })).toHaveValue('Islay');
      await expect(form.getByRole('combobox', { name: /Account type/ })).toHaveTextContent('DISTRICT');
      await expect(form.getByRole('textbox', { name: /Domain IDs/ })).toHaveValue('900');
      await userEvent.click(dialog.getByRole('button', { name: 'Reset' }));
      await userEvent.click(dialog.getByRole('button', { name: `Delete ${email}` }));
      await userEvent.click(
        within(await screen.findByRole('alertdialog', { name: `Delete ${email}?` })).getByRole('button', {
          name: 'Yes',
        }),
      );
      await expect(await screen.findByText('Deleted!', {}, settled)).toBeVisible();
      await waitFor(() =>
        expect(dialog.queryByRole('row', { name: new RegExp(email) })).not.toBeInTheDocument(),
      );
    });
    await step('gone after a reload', async () => {
      await reloadAndWait(canvasElement);
      const dialog = await openAccounts(canvasElement);
      await expect(dialog.queryByRole('row', { name: new RegExp(email) })).not.toBeInTheDocument();
    });
  },
};

// Rules: step-tools.csv-uploader.upload, step-tools.csv-uploader.submit-needs
export const UploadSurveyCsv: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: '+ Add csv Stap Data' }, settled),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Add csv Stap Data' }));
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(dialog.getByRole('checkbox', { name: 'Overwrite cache' })).toBeVisible();
    // Submit waits for a name and a file.
    await expect(submit).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Summer survey');
    await expect(submit).toBeDisabled();
    await userEvent.upload(
      dialog.getByLabelText('CSV file'),
      new File(['mode\nCAR\n'], 'summer.csv', { type: 'text/csv' }),
    );
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await acknowledgeAlert('done');
    await expect(screen.queryByRole('dialog', { name: 'Add csv Stap Data' })).toBeNull();
  },
};

// Rules: step-tools.page.super-admin-only
export const SchoolAdminMayNotOpenIt = { ...notAvailableTo('SCHOOL_ADMIN'), tags: ['!dev', '!autodocs'] };

/** Step Account Management loads its list when it opens: every fault ends in Retry inside the dialog. */
const accountsRecovery: FaultRecovery = [
  'SUPERADMIN',
  '*/api/admin/step_datamodel/step_accounts',
  async (canvas) =>
    expect(await canvas.findByRole('table', { name: 'Step accounts' }, settled)).toBeVisible(),
];

export const AccountsServerErrorThenRetry: Story = {
  ...afterClicking('Step Account Management', serverErrorThenRetry(...accountsRecovery)),
  tags: ['!dev', '!autodocs'],
};

export const AccountsNetworkFailureThenRetry: Story = {
  ...afterClicking('Step Account Management', networkFailureThenRetry(...accountsRecovery)),
  tags: ['!dev', '!autodocs'],
};

export const AccountsSlowAnswerThenRetry: Story = {
  ...afterClicking('Step Account Management', slowAnswerThenRetry(...accountsRecovery)),
  tags: ['!dev', '!autodocs'],
};

export const AccountsMalformedAnswer: Story = {
  ...afterClicking('Step Account Management', malformedAnswer('SUPERADMIN', accountsRecovery[1])),
  tags: ['!dev', '!autodocs'],
};

/** The list of uploaded CSVs in Step Datamodel fails to load: Retry in its place, and Retry brings it back. */
export const CsvListNetworkFailureThenRetry: Story = {
  ...afterClicking(
    'Step Datamodel',
    networkFailureThenRetry('SUPERADMIN', '*/api/admin/step_datamodel/get_csv_list', async (canvas) =>
      expect(await canvas.findByRole('combobox', { name: 'CSV' }, settled)).toBeVisible(),
    ),
  ),
  tags: ['!dev', '!autodocs'],
};
