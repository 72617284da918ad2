import { describe, expect, it } from 'vitest';
import { dashboardHomeSchema, guideLinks } from './dashboard-home';
import { homeTilesFor } from './home-tiles';
import { performanceOf } from './performance';
import { copyMessages, signupLinks } from './signup-links';

describe('performanceOf (docs/product/home.md)', () => {
  const home = {
    school: { id: 1, name: 'A', total_parents: 150, total_staff: 20 },
    school_stats: {
      parents: 400,
      staff: 40,
      journeys: 1000,
      journeys_sustainable: 625,
      journeys_active: 333,
    },
  };

  // Rules: home.dashboard.pupils-registered
  it('gives pupils registered as the school total_parents over the stats parents', () => {
    expect(performanceOf(home)[0]).toEqual({
      key: 'pupils',
      label: 'Pupils registered',
      value: 150,
      total: 400,
      percent: 38,
    });
  });

  // Rules: home.dashboard.other-circles
  it('gives staff, sustainable and active shares in that order', () => {
    expect(
      performanceOf(home)
        .slice(1)
        .map(({ key, percent }) => [key, percent]),
    ).toEqual([
      ['staff', 50],
      ['sustainable', 63],
      ['active', 33],
    ]);
  });

  // Rules: home.dashboard.pupils-registered, home.dashboard.other-circles
  it('is 0, never NaN, when a total is 0 or a count is missing', () => {
    const empty = {
      school: { id: 1, name: 'A' },
      school_stats: { parents: 0, staff: 0, journeys: 0, journeys_sustainable: 0, journeys_active: 0 },
    };
    expect(performanceOf(empty).map((circle) => circle.percent)).toEqual([0, 0, 0, 0]);
  });
});

describe('signupLinks', () => {
  // Rules: home.dashboard.parent-link, home.dashboard.staff-link
  it('builds /welcome/{code} and /welcome/{staff code} on the user-facing host', () => {
    expect(signupLinks({ code: 'CAM101', staff_code: 'STAFF-101' }, 'https://app.example/')).toEqual([
      { audience: 'parent', label: 'Parent sign-up link', url: 'https://app.example/welcome/CAM101' },
      { audience: 'staff', label: 'Staff sign-up link', url: 'https://app.example/welcome/STAFF-101' },
    ]);
  });

  // Rules: home.dashboard.links-need-codes
  it('leaves out a link without a code', () => {
    expect(signupLinks({ code: null, staff_code: 'S1' }, 'https://app.example')).toHaveLength(1);
  });

  // Rules: home.dashboard.copy-succeeded, home.dashboard.copy-failed
  it('keeps the spec messages verbatim, typo included', () => {
    expect(copyMessages).toEqual({ copied: 'Succesfully copied!', failed: 'Failed to copy!' });
  });
});

describe('homeTilesFor (docs/product/home.md, tiles)', () => {
  const titles = (role: Parameters<typeof homeTilesFor>[0]) => homeTilesFor(role).map((tile) => tile.title);

  // Rules: home.tiles.travel-directory, home.tiles.schools
  it('gives the school admin the Travel Directory and no Schools or Councils', () => {
    expect(titles('SCHOOL_ADMIN')).toEqual([
      'Notice Board',
      'Travel Directory',
      'Travel Plan Metrics',
      'Travel Plan Maps',
      'Sign-ups & Users',
    ]);
  });

  // Rules: home.tiles.councils, home.tiles.schools
  it('gives the super admin Councils and Schools', () => {
    expect(titles('SUPERADMIN')).toEqual([
      'Notice Board',
      'Travel Plan Metrics',
      'Travel Plan Maps',
      'Sign-ups & Users',
      'Councils',
      'Schools',
    ]);
  });

  // Rules: home.tiles.councils, home.tiles.schools
  it('gives council and multi-school admins Schools but not Councils', () => {
    for (const role of ['COUNCIL_ADMIN', 'MULTI_SCHOOL_ADMIN'] as const) {
      expect(titles(role)).toEqual([
        'Notice Board',
        'Travel Plan Metrics',
        'Travel Plan Maps',
        'Sign-ups & Users',
        'Schools',
      ]);
    }
  });

  it('gives the ADMIN account type the Schools tile, its way to Edit School (ADR 0063)', () => {
    expect(titles('ADMIN')).toEqual([
      'Notice Board',
      'Travel Plan Metrics',
      'Travel Plan Maps',
      'Sign-ups & Users',
      'Schools',
    ]);
  });
});

describe('guideLinks', () => {
  // Rules: home.dashboard.guides
  it('keeps up to three links that have both address and label', () => {
    const guide = {
      id: 1,
      title: 't',
      text: 'x',
      link: 'https://a',
      linkLabel: 'A',
      link2: 'https://b',
      link2Label: null,
      link3: 'https://c',
      link3Label: 'C',
    };
    expect(guideLinks(guide)).toEqual([
      { label: 'A', link: { kind: 'web', href: 'https://a/' } },
      { label: 'C', link: { kind: 'web', href: 'https://c/' } },
    ]);
  });

  // Rules: home.dashboard.hostile-links
  it('keeps the label of a link that may not be one, without its address', () => {
    const guide = {
      id: 1,
      title: 't',
      text: 'x',
      link: 'data:text/html,<script>alert(1)</script>',
      linkLabel: 'A',
      link2: 'vbscript:msgbox(1)',
      link2Label: 'B',
      link3: '/members/noticeboard',
      link3Label: 'C',
    };
    expect(guideLinks(guide)).toEqual([
      { label: 'A', link: null },
      { label: 'B', link: null },
      { label: 'C', link: { kind: 'console', path: '/members/noticeboard' } },
    ]);
  });
});

describe('the School entity of the dashboard answer', () => {
  // Rules: home.school.fields
  it('reads id, name, both sign-up codes, the totals, the address list, the school addresses and the council', () => {
    const school = {
      id: 101,
      name: 'Camden Green School',
      code: 'CAMG01',
      staff_code: 'CAMGS1',
      total_parents: 212,
      total_staff: 31,
      addresses: [{ latitude: 51.54, longitude: -0.14 }],
      school_addresses: [{ id: 8, name: 'Main site' }],
      council_id: 3,
      council_name: 'Camden',
    };
    const home = dashboardHomeSchema.parse({
      school,
      school_stats: { parents: 400, staff: 40, journeys: 10, journeys_sustainable: 6, journeys_active: 3 },
      guides: [],
      achievements: [],
    });
    expect(home.school).toEqual(school);
    expect(signupLinks(home.school, 'https://app.test').map((link) => link.url)).toEqual([
      'https://app.test/welcome/CAMG01',
      'https://app.test/welcome/CAMGS1',
    ]);
    expect(dashboardHomeSchema.safeParse({ ...home, school: { name: 'No id' } }).success).toBe(false);
  });
});
