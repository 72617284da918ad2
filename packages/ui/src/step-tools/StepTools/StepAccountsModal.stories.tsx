import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { StepAccountsModal } from './StepAccountsModal';
import {
  discardQuestion,
  escapeClosesUnchanged,
  outsideClickKeepsItOpen,
  typeThenEscape,
} from '../../storybook/dialog-keyboard';

const accounts = [
  {
    id: 1,
    email: 'transport@camden.demo.test',
    first_name: 'Priya',
    entity_type: 'COUNCIL',
    domain_ids: '881',
    status: 'ACTIVE',
    created_at: '2026-01-12 09:00:00',
  },
  {
    id: 2,
    email: 'north@camden.demo.test',
    first_name: 'Tom',
    entity_type: 'DISTRICT',
    domain_ids: '12,13',
    status: 'ACTIVE',
    created_at: '2026-02-02 10:30:00',
  },
];

const meta = {
  title: 'Components/StepAccountsModal',
  tags: ['autodocs'],
  // Its stories open dialogs, which would cover the docs page: each story is shown in a frame of its own.
  parameters: { docs: { story: { inline: false, iframeHeight: 860 } } },
  component: StepAccountsModal,
  args: {
    open: true,
    onOpenChange: fn(),
    accounts,
    onSubmit: fn(async () => {}),
    onDelete: fn(async () => {}),
  },
} satisfies Meta<typeof StepAccountsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const modal = async () => within(await screen.findByRole('dialog', { name: 'Step Account Management' }));

export const Default: Story = {
  play: async () => {
    const dialog = await modal();
    await expect(
      dialog.getByRole('rowheader', { name: 'north@camden.demo.test' }).closest('tr'),
    ).toHaveTextContent('DISTRICT');
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeVisible();
  },
};

export const CreateNeedsEveryField: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const dialog = await modal();
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'new@council.test');
    await userEvent.type(dialog.getByRole('textbox', { name: /First name/ }), 'Nia');
    await userEvent.click(dialog.getByRole('combobox', { name: /Account type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'SCHOOL' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Domain IDs/ }), '101, 102');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Please fill all the fields');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText(/^Password/), 'secret-pass');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        id: null,
        email: 'new@council.test',
        first_name: 'Nia',
        entity_type: 'SCHOOL',
        domain_ids: '101,102',
        password: 'secret-pass',
      }),
    );
    await expect(dialog.getByRole('textbox', { name: /Email/ })).toHaveValue('');
  },
};

/** Create with fields missing: the spec's one message, the missing fields marked, the first one focused, the typed text kept. */
export const MissingFieldsKeepWhatWasTyped: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const dialog = await modal();
    const email = dialog.getByRole('textbox', { name: /Email/ });
    await userEvent.type(email, 'new@council.test');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Please fill all the fields');
    await expect(email).toHaveValue('new@council.test');
    await expect(email).not.toHaveAttribute('aria-invalid');
    const firstName = dialog.getByRole('textbox', { name: /First name/ });
    await expect(firstName).toHaveFocus();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EditSwitchesToUpdate: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const dialog = await modal();
    await userEvent.click(dialog.getByRole('button', { name: 'Edit north@camden.demo.test' }));
    await expect(dialog.getByRole('textbox', { name: /Email/ })).toBeDisabled();
    await expect(dialog.queryByLabelText(/^Password/)).toBeNull();
    const name = dialog.getByRole('textbox', { name: /First name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Thomas');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        id: 2,
        email: 'north@camden.demo.test',
        first_name: 'Thomas',
        entity_type: 'DISTRICT',
        domain_ids: '12,13',
      }),
    );
  },
};

export const ResetReturnsToCreate: Story = {
  tags: ['!dev', '!autodocs'],
  play: async () => {
    const dialog = await modal();
    await userEvent.click(dialog.getByRole('button', { name: 'Edit transport@camden.demo.test' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reset' }));
    await expect(dialog.getByRole('textbox', { name: /Email/ })).toBeEnabled();
    await expect(dialog.getByRole('textbox', { name: /Email/ })).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeVisible();
  },
};

export const AFailedSaveKeepsTheForm: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    onSubmit: fn(async () => {
      throw new Error('taken');
    }),
  },
  play: async () => {
    const dialog = await modal();
    await userEvent.click(dialog.getByRole('button', { name: 'Edit transport@camden.demo.test' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expect(dialog.getByRole('textbox', { name: /Email/ })).toHaveValue('transport@camden.demo.test');
  },
};

export const DeleteAsksFirst: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const dialog = await modal();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete transport@camden.demo.test' }));
    await userEvent.click(
      within(
        await screen.findByRole('alertdialog', { name: 'Delete transport@camden.demo.test?' }),
      ).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(accounts[0]));
  },
};

export const Empty: Story = {
  args: { accounts: [] },
  play: async () => {
    await expect((await modal()).getByRole('heading', { name: 'No step accounts' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { accounts: [], loading: true },
  play: async () => {
    const dialog = await modal();
    await expect(dialog.getByRole('status')).toHaveTextContent('Loading step accounts');
    await expect(dialog.queryByRole('table')).not.toBeInTheDocument();
    // The form stays usable while the list loads.
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
  },
};

export const LoadFailed: Story = {
  args: { accounts: [], error: 'The server did not answer.', onRetry: fn() },
  play: async () => {
    const dialog = await modal();
    await expect(dialog.getByRole('alert')).toHaveTextContent('The server did not answer.');
  },
};

/** Retry calls onRetry (a test: the LoadFailed story stays untouched). */
export const RetryCallsOnRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...LoadFailed.args },
  play: async (context) => {
    await LoadFailed.play?.(context);
    const dialog = await modal();
    await userEvent.click(dialog.getByRole('button', { name: 'Retry' }));
    await expect(context.args.onRetry).toHaveBeenCalled();
  },
};

/** Keyboard only, nothing typed: Escape closes the modal at once (ADR 0100). */
export const EscapeClosesUnchanged: Story = {
  tags: ['!dev', '!autodocs'],
  args: { discardQuestion },
  play: ({ args }) => escapeClosesUnchanged('Step Account Management', args.onOpenChange),
};

/** Keyboard only, something typed: Escape asks the leave question; Stay keeps it, Leave drops it. */
export const EscapeAsksWhenTyped: Story = {
  tags: ['!dev', '!autodocs'],
  args: { discardQuestion },
  play: typeThenEscape('Step Account Management', 'textbox', /Email/, 'step.admin@camden.gov.uk', true),
};

/** A click outside does nothing, before and after typing (docs/product/step-tools.md). */
export const OutsideClickKeepsItOpen: Story = {
  tags: ['!dev', '!autodocs'],
  args: { discardQuestion },
  play: outsideClickKeepsItOpen('Step Account Management', 'textbox', /Email/, 'step.admin@camden.gov.uk'),
};
