import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyPostForm } from '@stride/domain';
import { expect, within } from 'storybook/test';
import { PostEditor } from './PostEditor';
import { PostEditorForRole, type PostEditorStoryArgs } from './PostEditorForRole';
import { postEditorArgs } from './post-editor-fixtures';

// The post editor on a phone, under the editor's title (same story ids); its other stories are in
// PostEditor.stories.tsx. No autodocs tag: the editor's docs page is built from that file.
const meta = {
  title: 'Editor/PostEditor',
  component: PostEditor,
  args: { ...postEditorArgs, defaultValue: { ...emptyPostForm, title: 'Walk to school week' } },
  render: (args) => <PostEditorForRole {...args} />,
} satisfies Meta<PostEditorStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On a phone the preview goes under the form, full width, instead of lying on the post type and
 * category fields beside it.
 */
export const OnAPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('region', { name: 'Preview' }).getBoundingClientRect();
    const send = canvas.getByRole('button', { name: 'Send' }).getBoundingClientRect();
    const category = canvas.getByRole('combobox', { name: 'Category' }).getBoundingClientRect();
    await expect(preview.top).toBeGreaterThanOrEqual(send.bottom);
    await expect(Math.round(preview.width)).toBe(358);
    await expect(category.right).toBeLessThanOrEqual(358 + canvasElement.getBoundingClientRect().left + 1);
    await expect(
      within(canvas.getByRole('region', { name: 'Preview' })).getByText('Walk to school week'),
    ).toBeVisible();
  },
};
