import type { Meta, StoryObj } from '@storybook/react-vite';
import { emailTemplateDraftOf } from '@stride/domain';
import { demoDb } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../../storybook/ConsoleAt';
import { pageModes, settled } from '../../../storybook/console-stories';
import {
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
import {
  doubleClickSavesOnce,
  draftSurvivesAReload,
  type EditorUnderTest,
  expiredSessionKeepsTheDraft,
  failedSaveKeepsTheDraft,
  formNamed,
  leaveByMenu,
  leavingAsksFirst,
} from '../../../storybook/draft-stories';

const meta = {
  title: 'Pages/Automations/Email template editor',
  ...pageMeta,
  args: { path: '/members/automations/mailgun_templates/200', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const templatePath = '*/api/admin/automations/getSingleMailTemplate/:id';
const form = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).findByRole('form', { name }, settled);

export const SuperAdmin: Story = {
  parameters: { chromatic: { modes: pageModes } },
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const editor = within(await form(canvasElement, 'Email template Weekly tips'));
    await expect(await editor.findByRole('heading', { name: 'Hello {{first_name}}' }, settled)).toBeVisible();
    await expect(editor.getByRole('textbox', { name: /Title/ })).toHaveValue('Weekly tips');
  },
};

/** A new title, saved: the stored template keeps its document and its HTML (a test). */
export const RenameAndSave: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async (context) => {
    await SuperAdmin.play?.(context);
    const editor = within(await form(context.canvasElement, 'Email template Weekly tips'));
    const title = editor.getByRole('textbox', { name: /Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Weekly walking tips');
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Saved', {}, settled)).toBeVisible();
    await waitFor(
      () =>
        expect(demoDb.mailTemplates.find((row) => row.id === 200)).toMatchObject({
          title: 'Weekly walking tips',
          user_type: 'parents_staff',
        }),
      settled,
    );
    const stored = demoDb.mailTemplates.find((row) => row.id === 200)!;
    await expect(stored.template).toMatchObject({ type: 'doc' });
    await expect(stored.html).toContain('Hello {{first_name}}</h2>');
  },
};

// Rules: automations.email-template.send-preview
export const SendAPreview: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const editor = within(await form(canvasElement, 'Email template Weekly tips'));
    await userEvent.type(editor.getByRole('textbox', { name: 'Test address' }), 'me@demo.test');
    await userEvent.click(editor.getByRole('button', { name: 'Send preview' }));
    await expect(await screen.findByText('Preview sent', {}, settled)).toBeVisible();
  },
};

// Rules: automations.email-template.new, automations.email-template.locked-once-saved
export const CreateANewTemplate: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  args: { path: '/members/automations/mailgun_templates/new' },
  play: async ({ canvasElement }) => {
    const editor = within(await form(canvasElement, 'New email template'));
    await userEvent.type(editor.getByRole('textbox', { name: /Title/ }), 'Frost warning');
    await userEvent.type(editor.getByRole('textbox', { name: /Subject/ }), 'Icy paths today');
    await userEvent.click(editor.getByRole('combobox', { name: /User type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Admin contacts' }));
    await userEvent.click(editor.getByRole('combobox', { name: 'Footer' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Legal footer' }));
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    const saved = within(await form(canvasElement, 'Email template Frost warning'));
    await expect(saved.getByRole('combobox', { name: /User type/ })).toBeDisabled();
    await expect(demoDb.mailTemplates[0]).toMatchObject({
      title: 'Frost warning',
      user_type: 'admin_contacts',
      footer_id: 211,
    });
  },
};

/** Global is chosen on a new template; once saved it stays in sight, ticked as saved and fixed. */
// Rules: automations.email-template.global-new-only, automations.email-template.global-shown-once-saved
export const GlobalShownOnceSaved: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  args: { path: '/members/automations/mailgun_templates/new' },
  play: async ({ canvasElement }) => {
    const editor = within(await form(canvasElement, 'New email template'));
    await userEvent.type(editor.getByRole('textbox', { name: /Title/ }), 'Frost warning');
    await userEvent.type(editor.getByRole('textbox', { name: /Subject/ }), 'Icy paths today');
    await userEvent.click(editor.getByRole('combobox', { name: /User type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Other' }));
    await userEvent.click(editor.getByRole('checkbox', { name: /Global/ }));
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    const saved = within(await form(canvasElement, 'Email template Frost warning'));
    const global = saved.getByRole('checkbox', { name: /Global/ });
    await expect(global).toBeChecked();
    await expect(global).toBeDisabled();
    await expect(demoDb.mailTemplates[0]).toMatchObject({ title: 'Frost warning', global: true });
  },
};

// Rules: automations.email-template.second-route
export const FromTheNoticeTemplatesRoute: Story = {
  parameters: { chromatic: { modes: pageModes } },
  globals: { role: 'SUPERADMIN' },
  args: { path: '/members/edit-email-template/211' },
  play: async ({ canvasElement }) => {
    const editor = within(await form(canvasElement, 'Email template Legal footer'));
    await expect(editor.getByRole('combobox', { name: /^Type/ })).toHaveTextContent('Footer');
  },
};

export const SchoolAdminMayNotOpenIt = { ...notAvailableTo('SCHOOL_ADMIN'), tags: ['!dev', '!autodocs'] };

/** The editor while the template is still loading. */
export const Loading: Story = stillLoading('SUPERADMIN', templatePath, (canvas) =>
  canvas.findByText('Loading the email template', {}, settled),
);

/** The template could not be loaded: the page offers Retry. */
export const ServerError: Story = serverErrorShown('SUPERADMIN', templatePath);

const recovery: FaultRecovery = [
  'SUPERADMIN',
  templatePath,
  async (canvas) => {
    await expect(
      await canvas.findByRole('form', { name: 'Email template Weekly tips' }, settled),
    ).toBeVisible();
  },
];

export const LoadFailsThenRetry = { ...serverErrorThenRetry(...recovery), tags: ['!dev', '!autodocs'] };

export const NetworkFailureThenRetry = {
  ...networkFailureThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

export const SlowAnswerThenRetry = { ...slowAnswerThenRetry(...recovery), tags: ['!dev', '!autodocs'] };

export const MalformedAnswer = {
  ...malformedAnswer('SUPERADMIN', templatePath),
  tags: ['!dev', '!autodocs'],
};

const templateEditor: EditorUnderTest = {
  role: 'SUPERADMIN',
  editor: 'email-template',
  path: '/members/automations/mailgun_templates/200',
  open: formNamed('Email template Weekly tips'),
  reopened: formNamed('Email template Weekly tips'),
  field: /Title/,
  save: 'Save',
  endpoint: '*/api/admin/automations/saveMailTemplate',
  leave: leaveByMenu,
};

export const FailedSaveKeepsTheDraft: Story = {
  ...failedSaveKeepsTheDraft(templateEditor),
  tags: ['!dev', '!autodocs'],
};
export const DraftSurvivesAReload: Story = {
  ...draftSurvivesAReload(templateEditor, {
    key: '200',
    form: {
      ...emailTemplateDraftOf(demoDb.mailTemplates.find((row) => row.id === 200)!),
      title: 'Weekly tips, half renamed',
      body: '<p>Kept from before the reload</p>',
    },
    shows: 'Weekly tips, half renamed',
    text: 'Kept from before the reload',
  }),
  tags: ['!dev', '!autodocs'],
};
export const LeavingWithChangesAsksFirst: Story = {
  ...leavingAsksFirst(templateEditor),
  tags: ['!dev', '!autodocs'],
};
export const DoubleClickSavesOnce: Story = {
  ...doubleClickSavesOnce(templateEditor),
  tags: ['!dev', '!autodocs'],
};
export const ExpiredSessionKeepsTheDraft: Story = {
  ...expiredSessionKeepsTheDraft(templateEditor),
  tags: ['!dev', '!autodocs'],
};
