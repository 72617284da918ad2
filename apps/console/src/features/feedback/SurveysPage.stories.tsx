import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { pageModes, settled } from '../../storybook/console-stories';
import { notAvailableTo, pageMeta } from '../../storybook/page-stories';

const meta = {
  title: 'Pages/Surveys',
  ...pageMeta,
  args: { path: '/members/surveys', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title only (docs/product/feedback.md). */
// Rules: organisations.surveys.title-only
export const SuperAdmin: Story = {
  parameters: { chromatic: { modes: pageModes } },
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Surveys' }, settled)).toBeVisible();
    await expect(canvas.queryByText(/Coming soon/i)).not.toBeInTheDocument();
  },
};

export const SchoolAdminMayNotOpenIt: Story = {
  ...notAvailableTo('SCHOOL_ADMIN'),
  tags: ['!dev', '!autodocs'],
};
