import { within } from 'storybook/test';

/**
 * The labels of the main menu's items, once it is there. The Inbox item's unread badge arrives later;
 * the labels are what the menu offers. The brand above the list is the way to Account, not a menu item.
 */
export const mainMenuOf = async (canvasElement: HTMLElement) => {
  const nav = await within(canvasElement).findByRole('navigation', { name: 'Main menu' });
  return within(within(nav).getByRole('list'))
    .getAllByRole('link')
    .map((link) => link.textContent?.replace(/\d+ unread$/, ''));
};

/** The school admin's menu, also what a tampered stored role must still show once the server has answered. */
export const schoolAdminMenu = [
  'Home',
  'Notice Board',
  'Travel Directory',
  'Metrics',
  'Maps',
  'Users',
  'Inbox',
];
