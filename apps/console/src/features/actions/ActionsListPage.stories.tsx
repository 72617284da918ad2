import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { pageModes, settled } from '../../storybook/console-stories';
import { notAvailableTo, pageMeta } from '../../storybook/page-stories';

const meta = {
  title: 'Pages/Actions/Action list',
  ...pageMeta,
  args: { path: '/members/actions', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The super admin sees all 19 actions, and School Integrations among its tools. */
// Rules: actions.list.route, actions.list.titles
export const SuperAdmin: Story = {
  parameters: { chromatic: { modes: pageModes } },
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('navigation', { name: 'Actions' }, settled));
    await expect(list.getAllByRole('link')).toHaveLength(20);
    await expect(list.getByRole('link', { name: /User Info/ })).toHaveAttribute(
      'href',
      '/members/actions/user_info',
    );
    await expect(list.getByRole('link', { name: /Verify Notices/ })).toHaveAttribute(
      'href',
      '/members/actions/verify_notices',
    );
    await expect(list.getByRole('link', { name: /School Integrations/ })).toHaveAttribute(
      'href',
      '/members/school_integrations',
    );
  },
};

/** An action of the list opens its page (a test). */
// Rules: actions.list.action-route, actions.send-notifications.notice-id
export const OpensAnAction: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async (context) => {
    await SuperAdmin.play?.(context);
    const canvas = within(context.canvasElement);
    const list = within(canvas.getByRole('navigation', { name: 'Actions' }));
    await userEvent.click(list.getByRole('link', { name: /Send Mobile Notifications/ }));
    await expect(
      await canvas.findByRole('heading', { name: 'Send Mobile Notifications' }, settled),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Notice id/ })).toBeVisible();
  },
};

// Rules: actions.access.super-admin-only
export const SchoolAdmin = { ...notAvailableTo('SCHOOL_ADMIN'), tags: ['!dev', '!autodocs'] };

/** A key that is no action. */
export const UnknownAction: Story = {
  parameters: { chromatic: { modes: pageModes } },
  globals: { role: 'SUPERADMIN' },
  args: { path: '/members/actions/launch_rockets' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Action not found', {}, settled)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All actions' })).toBeVisible();
  },
};

/** All actions leads from an unknown action back to the list (a test). */
export const AllActionsLeadsBack: Story = {
  ...UnknownAction,
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await UnknownAction.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'All actions' }));
    await expect(await canvas.findByRole('navigation', { name: 'Actions' }, settled)).toBeVisible();
  },
};

/** The school-integration page is reached from the super admin's tools (docs/product/integrations.md); the menu marks Actions. */
export const OpensSchoolIntegrations: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('navigation', { name: 'Actions' }, settled));
    await userEvent.click(list.getByRole('link', { name: /School Integrations/ }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'School Integrations' }, settled),
    ).toBeVisible();
    const menu = within(canvas.getByRole('navigation', { name: 'Main menu' }));
    await expect(menu.getByRole('link', { name: 'Actions' })).toHaveAttribute('aria-current', 'page');
  },
};
