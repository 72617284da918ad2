import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { type ConsoleAt, reloadConsole } from '../../../storybook/ConsoleAt';
import { pageModes, settled } from '../../../storybook/console-stories';
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
} from '../../../storybook/page-stories';
import { stopTheClockAtTheStoryMoment } from '../../../storybook/demo-clock';

const meta = {
  title: 'Pages/Automations/Email templates',
  ...pageMeta,
  args: { path: '/members/automations/mailgun_templates', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const templatesPath = '*/api/admin/automations/templates/email';
const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Email templates' }, settled);

// Rules: automations.email-templates.list
export const SuperAdmin: Story = {
  parameters: { chromatic: { modes: pageModes } },
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    for (const template of demoDb.mailTemplates)
      await expect(rows.getByRole('rowheader', { name: template.title })).toBeVisible();
  },
};

/** Each user type reads in words, as the editor names it: `Parents and staff`, `Other`, never the raw value. */
// Rules: automations.email-templates.user-type-words
export const UserTypesInWords: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    const other = demoDb.mailTemplates.find((template) => template.user_type === 'other')!;
    const row = rows.getByRole('rowheader', { name: other.title }).closest('tr')!;
    await expect(within(row).getByRole('cell', { name: 'Other' })).toBeVisible();
    const parents = demoDb.mailTemplates.find((template) => template.user_type === 'parents_staff')!;
    await expect(
      within(rows.getByRole('rowheader', { name: parents.title }).closest('tr')!).getByRole('cell', {
        name: 'Parents and staff',
      }),
    ).toBeVisible();
    await expect(rows.queryByRole('cell', { name: 'other' })).toBeNull();
  },
};

/** The Type filter keeps the footers only (a test). */
// Rules: automations.email-templates.type-filter
export const FilterByType: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async (context) => {
    await SuperAdmin.play?.(context);
    const { canvasElement } = context;
    const rows = within(await table(canvasElement));
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Footer' }));
    await expect(rows.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Legal footer']);
  },
};

// Rules: automations.email-templates.duplicate, automations.email-templates.delete-asks
export const DuplicateAndDelete: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await userEvent.click(rows.getByRole('button', { name: 'Duplicate Weekly tips' }));
    await expect(await screen.findByText('Duplicated!', {}, settled)).toBeVisible();
    await expect(await rows.findByRole('rowheader', { name: 'Weekly tips (copy)' }, settled)).toBeVisible();
    await userEvent.click(rows.getByRole('button', { name: 'Delete Weekly tips (copy)' }));
    await userEvent.click(
      within(
        await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete it?' }),
      ).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(
      () => expect(rows.queryByRole('rowheader', { name: 'Weekly tips (copy)' })).toBeNull(),
      settled,
    );
  },
};

// Rules: automations.templates.raw-content-not-shown
export const RawTemplatesAndBack: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  // It ends on the automation list, which counts next runs from now.
  beforeEach: stopTheClockAtTheStoryMoment,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    // A link-button at its own width, not stretched across the page.
    const link = canvas.getByRole('link', { name: 'Raw templates' });
    await expect(link.getBoundingClientRect().width).toBeLessThan(list.getBoundingClientRect().width / 2);
    await userEvent.click(link);
    const raw = within(await canvas.findByRole('table', { name: 'Raw email templates' }, settled));
    await expect(await raw.findByText('stride-200', {}, settled)).toBeVisible();
    // What a raw template is, never its content.
    await expect(
      raw.getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼↕]/, '')),
    ).toEqual(['Name', 'Description', 'Created by', 'Created']);
    await userEvent.click(canvas.getByRole('link', { name: 'Back to automations' }));
    await expect(await canvas.findByRole('table', { name: 'Automations' }, settled)).toBeVisible();
  },
};

// Rules: automations.email-templates.super-admin-only
export const SchoolAdminMayNotOpenIt = { ...notAvailableTo('SCHOOL_ADMIN'), tags: ['!dev', '!autodocs'] };

/** The page while the templates are still loading. */
export const Loading: Story = stillLoading('SUPERADMIN', templatesPath, (canvas) =>
  canvas.findByText('Loading email templates', {}, settled),
);

/** The templates could not be loaded: the page offers Retry. */
export const ServerError: Story = serverErrorShown('SUPERADMIN', templatesPath);

/** No template yet. */
export const Empty: Story = emptyAnswer('SUPERADMIN', templatesPath, { templates: [] }, (canvas) =>
  canvas.findByText('No email templates', {}, settled),
);

const recovery: FaultRecovery = [
  'SUPERADMIN',
  templatesPath,
  async (canvas) => {
    await expect(await canvas.findByRole('table', { name: 'Email templates' }, settled)).toBeVisible();
  },
];

// Rules: automations.templates.list-failures-shown
export const LoadFailsThenRetry = { ...serverErrorThenRetry(...recovery), tags: ['!dev', '!autodocs'] };

export const NetworkFailureThenRetry = {
  ...networkFailureThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

export const SlowAnswerThenRetry = { ...slowAnswerThenRetry(...recovery), tags: ['!dev', '!autodocs'] };

export const MalformedAnswer = {
  ...malformedAnswer('SUPERADMIN', templatesPath),
  tags: ['!dev', '!autodocs'],
};

/** reloadConsole(), then waits until the list shown is the reloaded one. */
const reload = async (canvasElement: HTMLElement) => {
  const before = await within(canvasElement).findByRole('table', { name: 'Email templates' });
  reloadConsole();
  await waitFor(() => expect(before).not.toBeInTheDocument(), settled);
};

/** A template as its editor shows it once saved (type and user type are then fixed). */
const expectTemplate = async (
  editor: ReturnType<typeof within>,
  saved: { title: string; subject: string; description: string; footer: string; body: string },
) => {
  await expect(editor.getByRole('textbox', { name: /Title/ })).toHaveValue(saved.title);
  await expect(editor.getByRole('textbox', { name: /Subject/ })).toHaveValue(saved.subject);
  await expect(editor.getByRole('textbox', { name: /Description/ })).toHaveValue(saved.description);
  await expect(editor.getByRole('combobox', { name: /User type/ })).toHaveTextContent('Admin contacts');
  await expect(editor.getByRole('combobox', { name: /User type/ })).toBeDisabled();
  await expect(editor.getByRole('combobox', { name: /^Type/ })).toHaveTextContent('Template');
  await expect(editor.getByRole('combobox', { name: 'Header' })).toHaveTextContent('Stride header');
  await expect(editor.getByRole('combobox', { name: 'Footer' })).toHaveTextContent(saved.footer);
  await waitFor(
    () => expect(editor.getByRole('textbox', { name: 'Email body' })).toHaveTextContent(saved.body),
    settled,
  );
};

/** Create, find in the list, reload, reopen as saved, change, reopen as changed, delete: gone after a reload. */
// Rules: automations.templates.add-new
export const RoundTrip: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const choose = async (editor: ReturnType<typeof within>, label: string | RegExp, option: string) => {
      await userEvent.click(editor.getByRole('combobox', { name: label }));
      await userEvent.click(await screen.findByRole('option', { name: option }));
    };
    const open = async (title: string) => {
      await userEvent.click(
        await within(await table(canvasElement)).findByRole('button', { name: `Edit ${title}` }, settled),
      );
      const editor = within(await canvas.findByRole('form', { name: `Email template ${title}` }, settled));
      return editor;
    };
    const backToTheList = async (editor: ReturnType<typeof within>, title: string) => {
      await userEvent.click(editor.getByRole('button', { name: 'Cancel' }));
      const rows = within(await table(canvasElement));
      await expect(await rows.findByRole('rowheader', { name: title }, settled)).toBeVisible();
    };
    const created = {
      title: 'Trip frost',
      subject: 'Icy',
      description: 'Winter',
      footer: 'Legal footer',
      body: 'Mind the ice',
    };
    await step('create, and find it in the list', async () => {
      await table(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Add new' }));
      const editor = within(await canvas.findByRole('form', { name: 'New email template' }, settled));
      await userEvent.type(editor.getByRole('textbox', { name: /Title/ }), created.title);
      await userEvent.type(editor.getByRole('textbox', { name: /Subject/ }), created.subject);
      await userEvent.type(editor.getByRole('textbox', { name: /Description/ }), created.description);
      await choose(editor, /User type/, 'Admin contacts');
      await choose(editor, 'Header', 'Stride header');
      await choose(editor, 'Footer', created.footer);
      await userEvent.click(editor.getByRole('textbox', { name: 'Email body' }));
      await userEvent.keyboard(created.body);
      await userEvent.click(editor.getByRole('button', { name: 'Save' }));
      await backToTheList(
        within(await canvas.findByRole('form', { name: `Email template ${created.title}` }, settled)),
        created.title,
      );
    });
    await step('after a reload, as saved', async () => {
      await reload(canvasElement);
      await expectTemplate(await open(created.title), created);
    });
    const changed = {
      title: 'Trip thaw',
      subject: 'Clear',
      description: 'Spring',
      footer: 'None',
      body: 'No ice',
    };
    await step('change every kind of field and reopen', async () => {
      const editor = within(await canvas.findByRole('form', { name: `Email template ${created.title}` }));
      for (const [label, text] of [
        [/Title/, changed.title],
        [/Subject/, changed.subject],
        [/Description/, changed.description],
      ] as const) {
        await userEvent.clear(editor.getByRole('textbox', { name: label }));
        await userEvent.type(editor.getByRole('textbox', { name: label }), text);
      }
      await choose(editor, 'Footer', changed.footer);
      await userEvent.click(editor.getByRole('textbox', { name: 'Email body' }));
      await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
      await userEvent.keyboard(changed.body);
      await userEvent.click(editor.getByRole('button', { name: 'Save' }));
      await backToTheList(
        within(await canvas.findByRole('form', { name: `Email template ${changed.title}` }, settled)),
        changed.title,
      );
      await reload(canvasElement);
      const reopened = await open(changed.title);
      await expectTemplate(reopened, changed);
      await expect(reopened.getByRole('textbox', { name: 'Email body' })).not.toHaveTextContent(created.body);
      await userEvent.click(reopened.getByRole('button', { name: 'Cancel' }));
    });
    await step('delete: gone, and still gone after a reload', async () => {
      const rows = within(await table(canvasElement));
      await userEvent.click(await rows.findByRole('button', { name: `Delete ${changed.title}` }, settled));
      await userEvent.click(
        within(
          await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete it?' }),
        ).getByRole('button', { name: 'Yes' }),
      );
      await waitFor(() => expect(rows.queryByRole('rowheader', { name: changed.title })).toBeNull(), settled);
      await reload(canvasElement);
      const reloaded = within(await table(canvasElement));
      await expect(await reloaded.findByRole('rowheader', { name: 'Weekly tips' }, settled)).toBeVisible();
      await expect(reloaded.queryByRole('rowheader', { name: changed.title })).toBeNull();
    });
  },
};
