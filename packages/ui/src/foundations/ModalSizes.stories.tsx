import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ModalSizeTable } from './ModalSizeTable';

const meta = {
  title: 'Foundations/Modal sizes',
  component: ModalSizeTable,
  parameters: { layout: 'padded' },
  args: {
    usage: {
      small: 'Confirmations and short forms',
      pupil: 'Pupil profile (700 by 500)',
      'user-detail': 'User detail (900 by 500)',
      person: 'Parent and staff profile (1100 by 700)',
      'org-users': 'Org users (width 1250)',
      tools: 'Automation editor, ML and admin tools (width 1150)',
      'template-editor': 'Post editor and notice templates (width 1000)',
      logs: 'Integration logs (95 % of the window)',
    },
  },
} satisfies Meta<typeof ModalSizeTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's modal sizes, width by height, with outlines at an eighth of the real size. */
// Rules: organisations.modals.sizes
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Modal sizes' });
    for (const name of [
      'modal.small',
      'modal.pupil',
      'modal.user-detail',
      'modal.person',
      'modal.org-users',
    ]) {
      await expect(within(table).getByRole('rowheader', { name })).toBeVisible();
    }
    const person = within(table).getByRole('row', { name: /modal\.person/ });
    await expect(person).toHaveTextContent('1100px');
    await expect(person).toHaveTextContent('700px');
    await expect(within(table).getByRole('row', { name: /modal\.user-detail/ })).toHaveTextContent('900px');
    await expect(within(table).getByRole('row', { name: /modal\.org-users/ })).toHaveTextContent('1250px');
    await expect(within(table).getByRole('row', { name: /modal\.tools/ })).toHaveTextContent('1150px');
  },
};
