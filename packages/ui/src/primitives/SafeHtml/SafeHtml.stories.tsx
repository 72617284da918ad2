import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeHtml } from './SafeHtml';

const meta = {
  title: 'Primitives/SafeHtml',
  component: SafeHtml,
  args: {
    html: '<p>Welcome to <strong>Stride</strong>. Read the <a href="https://example.org/guide">guide</a>.</p>',
  },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Stride').tagName).toBe('STRONG');
    const link = canvas.getByRole('link', { name: 'guide' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const HostileMarkup: Story = {
  args: {
    html: '<p>Hello</p><img src="x" alt="" onerror="window.__pwned = true"><script>window.__pwned = true</script><a href="javascript:window.__pwned=true">click me</a>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hello')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    await expect(canvas.getByText('click me').getAttribute('href')).toBeNull();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};
