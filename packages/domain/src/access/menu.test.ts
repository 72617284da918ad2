import { describe, expect, it } from 'vitest';
import { menuForRole } from './menu';
import { canOpen } from './screens';

const labels = (role: Parameters<typeof menuForRole>[0]) => menuForRole(role).map((item) => item.label);

describe('menuForRole (docs/product/layout.md, menu by role)', () => {
  it('gives the super admin every item except the school-admin travel directory', () => {
    expect(labels('SUPERADMIN')).toEqual([
      'Home',
      'Notice Board',
      'Metrics',
      'Maps',
      'Users',
      'Councils',
      'Schools',
      'Heatmap',
      'Feedback',
      'Actions',
      'Automations',
      'Step Actions',
      'Inbox',
    ]);
  });

  it('gives council and multi-school admins Schools on top of the common items', () => {
    const expected = ['Home', 'Notice Board', 'Metrics', 'Maps', 'Users', 'Schools', 'Inbox'];
    expect(labels('COUNCIL_ADMIN')).toEqual(expected);
    expect(labels('MULTI_SCHOOL_ADMIN')).toEqual(expected);
  });

  it('gives the school admin the Travel Directory and no Schools', () => {
    expect(labels('SCHOOL_ADMIN')).toEqual([
      'Home',
      'Notice Board',
      'Travel Directory',
      'Metrics',
      'Maps',
      'Users',
      'Inbox',
    ]);
  });

  it('gives the product-team ADMIN the common items only, though it may open Schools from Home', () => {
    expect(labels('ADMIN')).toEqual(['Home', 'Notice Board', 'Metrics', 'Maps', 'Users', 'Inbox']);
    expect(canOpen('ADMIN', 'schools')).toBe(true);
  });

  it('points each item at its route under /members', () => {
    expect(menuForRole('SCHOOL_ADMIN').find((item) => item.label === 'Users')?.path).toBe('/members/signups');
  });

  it("opens the role's own Home: the dashboard for a school admin, the tiles for the others", () => {
    expect(menuForRole('SCHOOL_ADMIN')[0]).toMatchObject({ label: 'Home', path: '/members/homev2' });
    expect(menuForRole('COUNCIL_ADMIN')[0]).toMatchObject({ label: 'Home', path: '/members/home' });
  });
});

describe('canOpen', () => {
  it('keeps the engagement pane and heatmap for the super admin', () => {
    expect(canOpen('SUPERADMIN', 'engagement')).toBe(true);
    expect(canOpen('COUNCIL_ADMIN', 'engagement')).toBe(false);
    expect(canOpen('SCHOOL_ADMIN', 'heatmap')).toBe(false);
  });

  it('lets the super admin open the travel directory (Edit TD) that its menu leaves out', () => {
    expect(canOpen('SUPERADMIN', 'travel_directory')).toBe(true);
    expect(canOpen('COUNCIL_ADMIN', 'travel_directory')).toBe(false);
  });
});
