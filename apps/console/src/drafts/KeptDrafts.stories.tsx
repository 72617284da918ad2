import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import type { ConsoleAt } from '../storybook/ConsoleAt';
import { anotherAdminNeverSeesTheDraft, expiredSessionKeepsTheDraft, formNamed, leaveByMenu, type EditorUnderTest } from '../storybook/draft-stories';
import { pageMeta } from '../storybook/page-stories';

/** A kept draft belongs to the admin who wrote it (ADR 0101), shown on the one editor two roles share. */
const meta = {
  title: 'Pages/Drafts per admin',
  ...pageMeta,
  args: { path: '/members/noticeboard/edit/new', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

// A new post: a school admin and the super admin both write one at this path.
const newPost: EditorUnderTest = {
  role: 'SCHOOL_ADMIN',
  editor: 'post',
  path: '/members/noticeboard/edit/new',
  open: formNamed('Post'),
  reopened: formNamed('Post'),
  field: 'Title',
  save: 'Send',
  endpoint: '*/api/admin/notification/sendNotifications',
  leave: leaveByMenu,
  beforeSave: async (editor) => {
    await userEvent.click(editor.getByRole('textbox', { name: 'Message' }));
    document.execCommand('insertText', false, 'Walk to school on Friday');
  },
};

/** The school admin's session expires mid-post; the super admin signs in next: an empty post, the draft gone. */
export const AnotherAdminNeverSeesTheDraft: Story = anotherAdminNeverSeesTheDraft(newPost, 'SUPERADMIN');

/** The same school admin signs in again: the post is as they left it. */
export const TheWriterGetsTheDraftBack: Story = expiredSessionKeepsTheDraft(newPost);
