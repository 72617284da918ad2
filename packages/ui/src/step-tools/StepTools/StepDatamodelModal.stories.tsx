import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { StepDatamodelModal } from './StepDatamodelModal';
import {
  discardQuestion,
  escapeClosesUnchanged,
  outsideClickKeepsItOpen,
  typeThenEscape,
} from '../../storybook/dialog-keyboard';
import { expectHostileFilesRefused, hostileFiles } from '../../storybook/hostile-files';
import { csvFileRule } from '@stride/domain';

const meta = {
  title: 'Components/StepDatamodelModal',
  tags: ['autodocs'],
  // Its stories open dialogs, which would cover the docs page: each story is shown in a frame of its own.
  parameters: { docs: { story: { inline: false, iframeHeight: 860 } } },
  component: StepDatamodelModal,
  args: {
    open: true,
    onOpenChange: fn(),
    csvFiles: ['step_schools_2025-09.csv', 'step_datamodel_2026-03.csv'],
    onUpload: fn(async () => {}),
    onAction: fn(async () => {}),
    onProcess: fn(async () => {}),
  },
} satisfies Meta<typeof StepDatamodelModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const modal = async () => within(await screen.findByRole('dialog', { name: 'Step Datamodel' }));

export const Default: Story = {
  play: async () => {
    const dialog = await modal();
    await expect(dialog.getByRole('spinbutton', { name: 'Council id' })).toHaveValue(881);
    await expect(dialog.getByRole('button', { name: 'Upload' })).toBeDisabled();
  },
};

/** The CSV list offers the uploaded files (a test: the Default story stays untouched). */
export const ListTheCsvs: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const dialog = await modal();
    await userEvent.click(dialog.getByRole('combobox', { name: 'CSV' }));
    await expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'step_datamodel_2026-03.csv',
      'step_schools_2025-09.csv',
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

export const UploadNeedsAFile: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const dialog = await modal();
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'step_april');
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Please select a file first.' });
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const file = new File(['a,b'], 'april.csv', { type: 'text/csv' });
    await userEvent.upload(dialog.getByLabelText('File'), file);
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledWith('step_april', file));
  },
};

/**
 * Upload without a file: the spec's alert, acknowledged with OK (focused, so Enter); the name kept
 * as typed, the file input focused after it.
 */
export const MissingFileKeepsTheName: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const dialog = await modal();
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'step_april');
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Please select a file first.' });
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'OK' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(name).toHaveValue('step_april');
    await waitFor(() => expect(dialog.getByLabelText('File')).toHaveFocus());
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const RunAnActionForACouncil: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const dialog = await modal();
    await userEvent.click(dialog.getByRole('button', { name: 'clear_cache' }));
    await waitFor(() => expect(args.onAction).toHaveBeenCalledWith('clear_cache', 881));
    const council = dialog.getByRole('spinbutton', { name: 'Council id' });
    await userEvent.clear(council);
    await userEvent.type(council, '12');
    await userEvent.click(dialog.getByRole('button', { name: 'council_data_refresh' }));
    await waitFor(() => expect(args.onAction).toHaveBeenCalledWith('council_data_refresh', 12));
  },
};

export const ProcessAnUploadedCsv: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const dialog = await modal();
    await expect(dialog.getByRole('button', { name: 'Process CSV' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('combobox', { name: 'CSV' }));
    await userEvent.click(await screen.findByRole('option', { name: 'step_schools_2025-09.csv' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Process CSV' }));
    await waitFor(() => expect(args.onProcess).toHaveBeenCalledWith('step_schools_2025-09.csv'));
  },
};

/** A spreadsheet renamed .csv, an empty file, one over 100 MB and a program: each its message, Upload sends nothing (ADR 0094). */
export const HostileFilesAreRefused: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const dialog = await modal();
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'step_april');
    await expectHostileFilesRefused(
      dialog.getByLabelText('File'),
      screen.getByRole('dialog'),
      hostileFiles('csv', csvFileRule),
      args.onUpload,
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** The uploaded CSVs could not be loaded: an error with Retry takes the list's place. */
export const CsvListFailed: Story = {
  args: { csvFiles: [], csvFilesError: 'The uploaded CSVs could not be loaded.', onRetryCsvFiles: fn() },
  play: async () => {
    const dialog = await modal();
    await expect(dialog.getByRole('alert')).toHaveTextContent('The uploaded CSVs could not be loaded.');
    await expect(dialog.queryByRole('combobox', { name: 'CSV' })).not.toBeInTheDocument();
  },
};

/** Retry calls onRetryCsvFiles once (a test: the CsvListFailed story stays untouched). */
export const RetryCallsOnRetryCsvFiles: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...CsvListFailed.args },
  play: async (context) => {
    await CsvListFailed.play?.(context);
    const dialog = await modal();
    await userEvent.click(dialog.getByRole('button', { name: 'Retry' }));
    await expect(context.args.onRetryCsvFiles).toHaveBeenCalledOnce();
  },
};

/** Keyboard only, nothing typed: Escape closes the modal at once (ADR 0100). */
export const EscapeClosesUnchanged: Story = {
  tags: ['!dev', '!autodocs'],
  args: { discardQuestion },
  play: ({ args }) => escapeClosesUnchanged('Step Datamodel', args.onOpenChange),
};

/** Keyboard only, something typed: Escape asks the leave question; Stay keeps it, Leave drops it. */
export const EscapeAsksWhenTyped: Story = {
  tags: ['!dev', '!autodocs'],
  args: { discardQuestion },
  play: typeThenEscape('Step Datamodel', 'textbox', /Name/, 'step_april', true),
};

/** A click outside does nothing, before and after typing (docs/product/step-tools.md). */
export const OutsideClickKeepsItOpen: Story = {
  tags: ['!dev', '!autodocs'],
  args: { discardQuestion },
  play: outsideClickKeepsItOpen('Step Datamodel', 'textbox', /Name/, 'step_april'),
};
