import { describe, expect, it } from 'vitest';
import { homePathOf } from './home-variants';

describe('homePathOf (ADR 0111)', () => {
  // Rules: home.variants.lands-per-role
  it('lands a school admin on the dashboard and every other role on the tiles', () => {
    expect(homePathOf('SCHOOL_ADMIN')).toBe('/members/homev2');
    expect(homePathOf('MULTI_SCHOOL_ADMIN')).toBe('/members/home');
    expect(homePathOf('COUNCIL_ADMIN')).toBe('/members/home');
    expect(homePathOf('SUPERADMIN')).toBe('/members/home');
    expect(homePathOf('ADMIN')).toBe('/members/home');
  });
});
