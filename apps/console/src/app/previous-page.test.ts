import { describe, expect, it } from 'vitest';
import { hasConsolePageBehind, hasPreviousPage } from './previous-page';

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

describe('hasConsolePageBehind', () => {
  it('is false in a tab opened on the address: no console page behind, nothing the browser can go back to', () => {
    expect(hasConsolePageBehind('default', null, { canGoBack: false })).toBe(false);
    expect(hasConsolePageBehind('default', null, undefined)).toBe(false);
  });

  it('is true with a console page behind, as the router or the browser (same origin) counts it', () => {
    expect(hasConsolePageBehind('k2', { key: 'k2', idx: 1, usr: null }, { canGoBack: false })).toBe(true);
    expect(hasConsolePageBehind('default', null, { canGoBack: true })).toBe(true);
  });
});
