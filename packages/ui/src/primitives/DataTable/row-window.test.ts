import { describe, expect, it } from 'vitest';
import { rowWindow } from './useRowWindow';

const positions = ({ first, last }: { first: number; last: number }) =>
  Array.from({ length: last - first }, (_, offset) => first + offset);

describe('rowWindow', () => {
  it('renders the rows in view plus the overscan, with the rest as padding', () => {
    const window = rowWindow({ top: 4000, height: 400 }, 100_000, 40, 8);
    expect(positions(window)[0]).toBe(92);
    expect(positions(window).at(-1)).toBe(117);
    expect(window.paddingTop).toBe(92 * 40);
    expect(window.paddingTop + positions(window).length * 40 + window.paddingBottom).toBe(100_000 * 40);
  });

  it('starts at the first row at the top and stops at the last row at the end', () => {
    expect(positions(rowWindow({ top: 0, height: 400 }, 100_000, 40, 8)).slice(0, 2)).toEqual([0, 1]);
    const end = rowWindow({ top: 40 * 99_990, height: 400 }, 100_000, 40, 8);
    expect(positions(end).at(-1)).toBe(99_999);
    expect(end.paddingBottom).toBe(0);
  });

  it('renders nothing for no rows', () => {
    expect(rowWindow({ top: 0, height: 400 }, 0, 40)).toEqual({
      first: 0,
      last: 0,
      paddingTop: 0,
      paddingBottom: 0,
    });
  });

  it('shows the rows a filter left at once, before the browser has clamped the old scroll offset', () => {
    const shrunk = rowWindow({ top: 40_000, height: 400 }, 5, 40, 8);
    expect(positions(shrunk)).toEqual([0, 1, 2, 3, 4]);
    expect(shrunk.paddingTop + shrunk.paddingBottom).toBe(0);
    const shorter = rowWindow({ top: 40_000, height: 400 }, 100, 40, 8);
    expect(positions(shorter).at(-1)).toBe(99);
    expect(positions(shorter)[0]).toBe(82);
    expect(shorter.paddingTop + positions(shorter).length * 40).toBe(100 * 40);
  });
});
