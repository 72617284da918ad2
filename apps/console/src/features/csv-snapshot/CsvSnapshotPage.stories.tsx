import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { settled } from '../../storybook/console-stories';
import {
  cancelGoesTo,
  malformedAnswer,
  notAvailableTo,
  pageMeta,
  serverErrorThenRetry,
  stillLoading,
} from '../../storybook/page-stories';

const meta = {
  title: 'Pages/Actions/CSV Snapshot',
  ...pageMeta,
  args: { path: '/members/actions/csv_snapshot', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const filesPath = '*/api/admin/actions/csvSnapshots';

/** Types a table name, presses Generate and answers Yes to 'Are you sure you want to proceed?'. */
async function generate(canvasElement: HTMLElement, table: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Table name' }, settled), table);
  await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
  const question = within(await screen.findByRole('alertdialog'));
  await expect(question.getByText('Are you sure you want to proceed?')).toBeVisible();
  await userEvent.click(question.getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), settled);
  return canvas;
}

/** Generate a snapshot, pick it and receive its link ('Csv file downloaded'). */
export const GenerateAndDownload: Story = {
  tags: ['!dev'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = await generate(canvasElement, 'councils');
    await expect(await screen.findByText('Finished', {}, settled)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Table name' })).toHaveValue('');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Generated file' }));
    await userEvent.click(await screen.findByRole('option', { name: /^councils_.*\.csv/ }, settled));
    await userEvent.click(canvas.getByRole('button', { name: 'Get download link' }));
    await expect(await screen.findByText('Csv file downloaded', {}, settled)).toBeVisible();
    const link = await canvas.findByRole('link', { name: /^Download councils_.*\.csv$/ });
    await expect(link.getAttribute('href')).toMatch(
      /^data:text\/csv;charset=utf-8,%EF%BB%BF%22id%22%2C%22name%22/,
    );
  },
};

/** A protected table: HTTP 403 and its own message; the name stays for another try. */
export const NotAuthorized: Story = {
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = await generate(canvasElement, 'accounts');
    await expect(
      await screen.findByText('You are not authorized to generate this CSV Snapshot', {}, settled),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Table name' })).toHaveValue('accounts');
  },
};

/** A table the server cannot copy: 'CSV Snapshot generation failed'. */
export const GenerationFails: Story = {
  tags: ['!dev'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    await generate(canvasElement, 'no_such_table');
    await expect(await screen.findByText('CSV Snapshot generation failed', {}, settled)).toBeVisible();
  },
};

/** Cancel goes back to the actions list. */
export const CancelGoesBack = { ...cancelGoesTo('SUPERADMIN', 'Actions'), tags: ['!dev'] };

export const LoadFailsThenRetry = {
  ...serverErrorThenRetry('SUPERADMIN', filesPath, async (canvas) => {
    await expect(await canvas.findByRole('combobox', { name: 'Generated file' }, settled)).toBeVisible();
  }),
  tags: ['!dev'],
};

export const MalformedAnswer = { ...malformedAnswer('SUPERADMIN', filesPath), tags: ['!dev'] };

export const Loading = stillLoading('SUPERADMIN', filesPath, (canvas) =>
  canvas.findByText('Loading the generated files', {}, settled),
);

export const SchoolAdmin = { ...notAvailableTo('SCHOOL_ADMIN'), tags: ['!dev'] };
