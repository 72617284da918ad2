import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const profileTabs = [
  { value: 'user', label: 'User', content: <p>Name, email and phone of the account.</p> },
  { value: 'roles', label: 'Roles', content: <p>Admin roles held at each school.</p> },
  { value: 'address', label: 'Address', content: <p>Home address used for journey distances.</p> },
];

const meta = {
  title: 'Primitives/Tabs',
  tags: ['autodocs'],
  component: Tabs,
  args: { items: profileTabs, label: 'User details', onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'User details' })).toBeInTheDocument();
    // With no value given, the first tab is selected and its panel shown.
    await expect(canvas.getByRole('tab', { name: 'User' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'User' })).toHaveTextContent(
      'Name, email and phone of the account.',
    );
  },
};

/** A click selects a tab and shows its panel alone (a test: the Default story stays untouched). */
export const SelectATab: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Roles' }));
    await expect(canvas.getByRole('tab', { name: 'Roles' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Roles' })).toHaveTextContent(
      'Admin roles held at each school.',
    );
    await expect(canvas.queryByText('Name, email and phone of the account.')).not.toBeInTheDocument();
    await expect(context.args.onValueChange).toHaveBeenCalledWith('roles');
  },
};

export const KeyboardNavigation: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'User' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Roles' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Roles' })).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Address' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'User' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Home}');
    await expect(canvas.getByRole('tab', { name: 'User' })).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'User' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('user');
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'address' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Address' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Home address used for journey distances.');
  },
};

export const DisabledTab: Story = {
  args: { items: profileTabs.map((tab) => ({ ...tab, disabled: tab.value === 'roles' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Roles' })).toBeDisabled();
  },
};

/** The arrow skips the disabled tab (a test: the DisabledTab story stays untouched). */
export const ArrowSkipsTheDisabledTab: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...DisabledTab.args },
  play: async (context) => {
    await DisabledTab.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Address' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Address' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
};

/**
 * Manual activation: the arrows move focus, Enter or Space selects (a test: the ManualActivation story stays
 * untouched).
 */
export const ArrowsMoveEnterSelects: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...ManualActivation.args },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    // Focus moves, the selection waits for Enter or Space.
    await expect(canvas.getByRole('tab', { name: 'Roles' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'User' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tab', { name: 'Roles' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight} ');
    await expect(canvas.getByRole('tab', { name: 'Address' })).toHaveAttribute('aria-selected', 'true');
  },
};

function ControlledExample() {
  const [tab, setTab] = useState('roles');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <p>Open tab: {tab}</p>
      <Tabs items={profileTabs} label="User details" value={tab} onValueChange={setTab} />
    </div>
  );
}

/** Controlled, as when the console keeps the tab in the route. */
export const Controlled: Story = {
  render: () => <ControlledExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Roles' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The page follows the tab chosen (a test: the Controlled story stays untouched). */
export const PageFollowsTheTab: Story = {
  tags: ['!dev', '!autodocs'],
  render: Controlled.render,
  play: async (context) => {
    await Controlled.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Address' }));
    await expect(canvas.getByText('Open tab: address')).toBeVisible();
  },
};

const userDetailTabs = [
  'User',
  'Roles',
  'Address',
  'Schools',
  'Children',
  'Journeys',
  'Groups',
  'Devices',
  'Verifications',
  'History',
];

/** The user-detail modal's ten tabs in a narrow space: the list scrolls sideways. */
export const ManyTabs: Story = {
  args: {
    items: userDetailTabs.map((name) => ({
      value: name.toLowerCase(),
      label: name,
      content: <p>{name} of the selected user.</p>,
    })),
  },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Tabs {...args} />
    </div>
  ),
};

/**
 * Ten tabs on a phone, in a page laid out as a grid (an organisation's page): the tab list scrolls
 * sideways inside the page's width; the page itself does not (the layout check of every story fails a
 * page wider than its window).
 */
// Rules: layout.phone.no-sideways-page
export const ManyTabsOnAPhonePage: Story = {
  ...ManyTabs,
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <div style={{ display: 'grid' }}>
      <Tabs {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** End selects the last tab and shows its panel (a test: the ManyTabs story stays untouched). */
export const EndSelectsTheLastTab: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...ManyTabs.args },
  render: ManyTabs.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('History of the selected user.');
  },
};
