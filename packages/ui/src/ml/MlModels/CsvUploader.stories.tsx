import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CsvUploader } from './CsvUploader';
import {
  discardQuestion,
  escapeClosesUnchanged,
  outsideClickKeepsItOpen,
  typeThenEscape,
} from '../../storybook/dialog-keyboard';
import { expectHostileFilesRefused, hostileFiles } from '../../storybook/hostile-files';
import { csvFileRule } from '@stride/domain';

const meta = {
  title: 'Components/CsvUploader',
  tags: ['autodocs'],
  // Its stories open dialogs, which would cover the docs page: each story is shown in a frame of its own.
  parameters: { docs: { story: { inline: false, iframeHeight: 860 } } },
  component: CsvUploader,
  args: { open: true, onOpenChange: fn(), onSubmit: fn(async () => {}) },
} satisfies Meta<typeof CsvUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: 'Add csv Stap Data' }));
    await expect(modal.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

export const SubmitNeedsANameAndAFile: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Add csv Stap Data' }));
    await userEvent.type(modal.getByRole('textbox', { name: /Name/ }), 'Summer survey');
    await expect(modal.getByRole('button', { name: 'Submit' })).toBeDisabled();
    const file = new File(['mode\nCAR\n'], 'summer.csv', { type: 'text/csv' });
    await userEvent.upload(modal.getByLabelText('CSV file'), file);
    await userEvent.click(modal.getByRole('checkbox', { name: 'Overwrite cache' }));
    await userEvent.click(modal.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Summer survey', file, overwriteCache: true }),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // The spec's alert 'done', acknowledged with OK; the form is empty for the next upload.
    const alert = await screen.findByRole('alertdialog', { name: 'done' });
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(modal.getByRole('textbox', { name: /Name/ })).toHaveValue('');
  },
};

/** A name of spaces is no name (the spec gives no message): Submit stays off, the typed text stays. */
export const ABlankNameKeepsSubmitOff: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Add csv Stap Data' }));
    const name = modal.getByRole('textbox', { name: /Name/ });
    await userEvent.type(name, '   ');
    await userEvent.upload(
      modal.getByLabelText('CSV file'),
      new File(['mode\nCAR\n'], 'summer.csv', { type: 'text/csv' }),
    );
    await expect(name).toHaveValue('   ');
    await expect(modal.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await userEvent.click(modal.getByRole('button', { name: 'Submit' }), { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A spreadsheet renamed .csv, an empty file, one over 100 MB and a program: each its message, Submit stays off (ADR 0094). */
export const HostileFilesAreRefused: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Add csv Stap Data' }));
    await userEvent.type(modal.getByRole('textbox', { name: /Name/ }), 'Summer survey');
    await expectHostileFilesRefused(
      modal.getByLabelText('CSV file'),
      screen.getByRole('dialog'),
      hostileFiles('csv', csvFileRule),
      args.onSubmit,
    );
    await expect(modal.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** Keyboard only, nothing typed: Escape closes the modal at once (ADR 0100). */
export const EscapeClosesUnchanged: Story = {
  tags: ['!dev', '!autodocs'],
  args: { discardQuestion },
  play: ({ args }) => escapeClosesUnchanged('Add csv Stap Data', args.onOpenChange),
};

/** Keyboard only, something typed: Escape asks the leave question; Stay keeps it, Leave drops it. */
export const EscapeAsksWhenTyped: Story = {
  tags: ['!dev', '!autodocs'],
  args: { discardQuestion },
  play: typeThenEscape('Add csv Stap Data', 'textbox', /Name/, 'survey_april', true),
};

/** A click outside does nothing, before and after typing (docs/product/automations.md). */
export const OutsideClickKeepsItOpen: Story = {
  tags: ['!dev', '!autodocs'],
  args: { discardQuestion },
  play: outsideClickKeepsItOpen('Add csv Stap Data', 'textbox', /Name/, 'survey_april'),
};
