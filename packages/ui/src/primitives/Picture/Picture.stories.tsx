import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Picture } from './Picture';

// A picture drawn in place, so the story needs no network.
const drawn =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="#cfe8e2"/><path d="M0 180 Q80 130 160 170 T320 160 V240 H0Z" fill="#2f6f5e"/></svg>',
  );

const meta = {
  title: 'Primitives/Picture',
  tags: ['autodocs'],
  component: Picture,
  args: { src: drawn, alt: 'Picture 1 of Walk to School Week' },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Picture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A picture that loads. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const picture = within(canvasElement).getByRole('img', { name: 'Picture 1 of Walk to School Week' });
    await waitFor(() => expect((picture as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(picture.tagName).toBe('IMG');
  },
};

/** A picture that cannot be loaded: a placeholder with the picture's name, not a broken image. */
export const Unavailable: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const placeholder = await canvas.findByTitle('Picture 1 of Walk to School Week (not available)');
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toHaveAccessibleName('Picture 1 of Walk to School Week');
    await expect(placeholder.tagName).not.toBe('IMG');
  },
};
