import type { Meta, StoryObj } from '@storybook/react-vite';
import { csvFileRule } from '@stride/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectHostileFilesRefused, hostileFiles } from '../../storybook/hostile-files';
import { FileField } from './FileField';

const meta = {
  title: 'Components/FileField',
  tags: ['autodocs'],
  component: FileField,
  args: { label: 'CSV file', rule: csvFileRule, onFileChange: fn() },
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('CSV file');
    await expect(input).toHaveAttribute('accept', '.csv');
  },
};

/** A CSV file picked is handed to onFileChange, with no error (a test: the Default story stays untouched). */
export const PickAFile: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const { args, canvasElement } = context;
    const input = within(canvasElement).getByLabelText('CSV file');
    const file = new File(['mode,count\nCAR,3\n'], 'survey.csv', { type: 'text/csv' });
    await userEvent.upload(input, file);
    await waitFor(() => expect(args.onFileChange).toHaveBeenCalledWith(file));
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A page renamed .csv, an empty file, one over 100 MB and a program: each its message, none handed on (ADR 0094). */
export const HostileFilesAreRefused: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('CSV file');
    const handedOn = fn();
    (args.onFileChange as ReturnType<typeof fn>).mockImplementation(
      (file: File | null) => file && handedOn(file),
    );
    await expectHostileFilesRefused(input, canvasElement, hostileFiles('csv', csvFileRule), handedOn);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
