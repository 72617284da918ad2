import { describe, expect, it } from 'vitest';
import { hasPreviousPage } from './previous-page';

describe('hasPreviousPage', () => {
  it('is false for the first page of a visit (typed or followed from elsewhere)', () => {
    expect(hasPreviousPage('default', { idx: 0 })).toBe(false);
    expect(hasPreviousPage('default', null)).toBe(false);
  });

  it('is true after a navigation inside the console', () => {
    expect(hasPreviousPage('k2', { key: 'k2', idx: 1, usr: null })).toBe(true);
  });

  it('is false for a page that replaced the first entry (Login landing on Home)', () => {
    expect(hasPreviousPage('k1', { key: 'k1', idx: 0, usr: null })).toBe(false);
  });

  it('trusts the navigation when the browser entry is not the router’s (memory router)', () => {
    expect(hasPreviousPage('k3', null)).toBe(true);
    expect(hasPreviousPage('k3', { key: 'other', idx: 0 })).toBe(true);
  });
});
