import { describe, expect, it } from 'vitest';
import { median, pairRow, ratio, summary } from './compare.mjs';

describe('the peers tables', () => {
  it('takes the middle run, the lower middle one of an even number', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(20);
  });
  it('shows a median with its range', () => {
    expect(summary([12.4, 30, 9.6])).toBe('12 ms (10–30)');
    expect(summary([5], 'MB')).toBe('5 MB');
  });
  it('says how many times faster or slower Stride is, from the medians', () => {
    expect(ratio([10, 11, 12], [100, 120, 140])).toBe('10.9× faster');
    expect(ratio([300], [100])).toBe('3.0× slower');
    expect(ratio([0], [100])).toBe('n/a');
  });
  it('says less or more for memory', () => {
    expect(pairRow('heap', 'AG Grid', [50], [100], 'MB')['Stride vs peer']).toBe('2.0× less');
  });
});
