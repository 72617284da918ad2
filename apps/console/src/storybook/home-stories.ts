import { within } from 'storybook/test';

/** The home dashboard's call (network performance, guides, achievements). */
export const dashboardHomePath = '*/api/admin/dashboard/dashboardHome';

/** The home dashboard's section named `name`, once it is there. */
export const dashboardSection = async (canvasElement: HTMLElement, name: string | RegExp) =>
  within(await within(canvasElement).findByRole('region', { name }, { timeout: 10_000 }));
