import { describe, expect, it } from 'vitest';
import { wholeNumberAxis } from './whole-number-axis';

describe('wholeNumberAxis', () => {
  // Rules: people.signups.per-day-integer-ticks
  it('gives whole steps from 0 for counts, however small or large', () => {
    expect(wholeNumberAxis(1)).toEqual({ max: 1, tickAmount: 1 });
    expect(wholeNumberAxis(0)).toEqual({ max: 1, tickAmount: 1 });
    expect(wholeNumberAxis(3)).toEqual({ max: 3, tickAmount: 3 });
    expect(wholeNumberAxis(12)).toEqual({ max: 15, tickAmount: 5 });
    const { max, tickAmount } = wholeNumberAxis(937);
    expect(Number.isInteger(max / tickAmount)).toBe(true);
    expect(max).toBeGreaterThanOrEqual(937);
  });
});
