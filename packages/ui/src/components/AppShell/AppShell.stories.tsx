import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { inPageLink } from '../../navigation/in-page-link';
import { storyMenu } from '../SideMenu/menu-fixtures';
import { AppShell } from './AppShell';

const councilItems = storyMenu('COUNCIL_ADMIN');

const meta = {
  title: 'Components/AppShell',
  tags: ['autodocs'],
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: { name: 'London Borough of Hackney' },
    menuItems: councilItems,
    activeKey: 'home',
    title: 'Home',
    description: 'Your network at a glance: sign-ups, travel shares, links, guides and achievements.',
    onLogout: fn(),
    renderLink: inPageLink(),
    children: <p>Page content</p>,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

// Rules: layout.header.title-description, layout.banner.mobile
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    // The mobile banner is for narrow screens only.
    await expect(
      canvas.getByText('Mobile support limited, please use desktop for best experience.'),
    ).not.toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  },
};

/** Logout calls onLogout once (a test: the Default story stays untouched). */
// Rules: layout.header.logout
export const LogoutCallsOnLogout: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(context.args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Travel Plan Metrics | Summary',
    description:
      'Automated travel-plan metrics for the selected schools and dates, with a description long enough to wrap onto a second line on a laptop screen.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Travel Plan Metrics | Summary',
    );
  },
};

/** A long one-word title on a phone breaks inside the header instead of running under Logout. */
export const LongTitleOnAPhone: Story = {
  args: { title: 'Journey(Heatmap) Maps', description: 'Tracked and simulated journeys as a heatmap.' },
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Where the letters are drawn, which may be past the heading's box.
    const words = document.createRange();
    words.selectNodeContents(canvas.getByRole('heading', { level: 1, name: 'Journey(Heatmap) Maps' }));
    const logout = canvas.getByRole('button', { name: 'Logout' }).getBoundingClientRect();
    await expect(words.getBoundingClientRect().right).toBeLessThanOrEqual(logout.left);
  },
};

/** On a narrow screen the menu becomes a drawer behind a Menu button. */
// Rules: layout.menu.drawer-on-mobile, layout.banner.mobile
export const NarrowScreenDrawer: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 480 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await expect(
      canvas.getByText('Mobile support limited, please use desktop for best experience.'),
    ).toBeVisible();
  },
};

/**
 * The Menu button opens the drawer, whose links are on top and close it; Enter opens it, Escape closes it and
 * focus goes back to the button (a test: the NarrowScreenDrawer story stays untouched).
 */
// Rules: layout.menu.drawer-on-mobile
export const DrawerByMouseAndKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  decorators: NarrowScreenDrawer.decorators,
  play: async (context) => {
    await NarrowScreenDrawer.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    // A finger lands on what is drawn on top: every link of the drawer, not the overlay behind it.
    for (const link of within(drawer).getAllByRole('link')) {
      const box = link.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      await expect(link.contains(top)).toBe(true);
    }
    await userEvent.click(within(drawer).getByRole('link', { name: 'Schools' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    // Keyboard: open with Enter, close with Escape, focus back on the button.
    canvas.getByRole('button', { name: 'Open menu' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus());
  },
};
