import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb';
import { inPageLink } from '../../navigation/in-page-link';

const meta = {
  title: 'Primitives/Breadcrumb',
  tags: ['autodocs'],
  component: Breadcrumb,
  args: {
    items: [{ label: 'Sign-ups & Users', href: '/members/sign-ups' }, { label: 'Pupils' }],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    const steps = within(nav).getAllByRole('listitem');
    await expect(steps).toHaveLength(2);
    await expect(within(nav).getByRole('link', { name: 'Sign-ups & Users' })).toHaveAttribute(
      'href',
      '/members/sign-ups',
    );
    // The current page is marked, and is not a link to itself.
    await expect(within(steps[1]).getByText('Pupils')).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).queryByRole('link', { name: 'Pupils' })).not.toBeInTheDocument();
  },
};

export const Deep: Story = {
  args: {
    items: [
      { label: 'Home', href: '/members/home' },
      { label: 'Schools', href: '/members/schools' },
      { label: 'Riverside Primary', href: '/members/schools/12' },
      { label: 'Settings' },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    await expect(within(nav).getByText('Settings')).toHaveAttribute('aria-current', 'page');
  },
};

export const KeyboardNavigation: Story = {
  tags: ['!dev', '!autodocs'],
  args: Deep.args,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Riverside Primary' })).toHaveFocus();
  },
};

// Stands in for the console router's navigate().
const navigate = fn();

export const WithRouterLink: Story = {
  args: {
    renderLink: inPageLink(navigate),
  },
  beforeEach: () => {
    navigate.mockClear();
  },
};

/** A click on a link goes through the router (a test: the WithRouterLink story stays untouched). */
export const RouterLinkNavigates: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...WithRouterLink.args },
  beforeEach: WithRouterLink.beforeEach,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Sign-ups & Users' }));
    await expect(navigate).toHaveBeenCalledWith('/members/sign-ups');
  },
};

export const SingleItem: Story = {
  args: { items: [{ label: 'Home' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Home')).toHaveAttribute('aria-current', 'page');
  },
};
