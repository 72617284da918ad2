import { describe, expect, it } from 'vitest';
import { listMinWidth, shareOf } from './list-width';

describe('the narrowest a list may be', () => {
  it('is every column at its minimum when no share asks for more', () => {
    expect(
      listMinWidth([
        { kind: 'fixed', width: 120 },
        { kind: 'rest', min: 80 },
        { kind: 'rest', min: 80 },
      ]),
    ).toBe(280);
  });

  it('gives the rest columns the same width, so each must get the widest of their minimums', () => {
    expect(
      listMinWidth([
        { kind: 'rest', min: 60 },
        { kind: 'rest', min: 100 },
      ]),
    ).toBe(200);
  });

  it('keeps a share column at its minimum when its share is smaller', () => {
    // 5 % of 300 px is 15 px: the column keeps its 62 px and the rest still gets its 200 px.
    expect(
      listMinWidth([
        { kind: 'share', share: 0.05, min: 62 },
        { kind: 'rest', min: 200 },
      ]),
    ).toBe(262);
  });

  it('grows until a share column leaves the rest enough', () => {
    // At w px the half-share column takes w / 2; the rest needs 100 px: w = 200.
    expect(
      listMinWidth([
        { kind: 'share', share: 0.5, min: 50 },
        { kind: 'rest', min: 100 },
      ]),
    ).toBe(200);
  });

  it('reads a percentage as a share and anything else as no share', () => {
    expect(shareOf('28%')).toBe(0.28);
    expect(shareOf('12.5%')).toBe(0.125);
    expect(shareOf('120px')).toBeUndefined();
    expect(shareOf(undefined)).toBeUndefined();
  });
});
