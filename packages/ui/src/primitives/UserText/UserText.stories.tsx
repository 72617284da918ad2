import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectTypedOrder, overriddenName, typedName } from '../../storybook/bidi';
import { UserText } from './UserText';

const meta = {
  title: 'Primitives/UserText',
  tags: ['autodocs'],
  component: UserText,
  args: { children: 'Oakfield Primary' },
  render: (args) => (
    <p style={{ maxWidth: 320 }}>
      School: <UserText {...args} /> (3 pupils)
    </p>
  ),
} satisfies Meta<typeof UserText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A name as the server sent it, in its sentence. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Oakfield Primary')).toBeVisible();
  },
};

/** A right-to-left override reads as typed ('Amelia gnp.exe', not 'Amelia exe.png') and leaves '(3 pupils)' where it stands. */
export const BidiOverride: Story = {
  args: { children: overriddenName },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByText(typedName);
    await expectTypedOrder(name);
    await expect(within(canvasElement).getByRole('paragraph')).toHaveTextContent(
      `School: ${typedName} (3 pupils)`,
    );
  },
};

/** A Hebrew name reads right to left inside its isolate; the sentence around it keeps its order. */
export const RightToLeftName: Story = {
  args: { children: 'בית ספר אלון' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('בית ספר אלון')).toBeVisible();
    await expect(within(canvasElement).getByRole('paragraph').textContent?.startsWith('School: ')).toBe(true);
  },
};

/** One 200-character word wraps inside its box: nothing typed widens the page. */
export const LongUnbrokenWord: Story = {
  args: { children: 'Walkingbusvolunteersneeded'.repeat(8) },
  play: async ({ canvasElement }) => {
    const sentence = within(canvasElement).getByRole('paragraph');
    await expect(sentence.scrollWidth).toBeLessThanOrEqual(sentence.clientWidth);
  },
};

/** Nothing from the server shows as nothing, not 'null' or 'undefined'. */
export const Nothing: Story = {
  args: { children: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('paragraph')).toHaveTextContent(/^School: \(3 pupils\)$/);
  },
};
