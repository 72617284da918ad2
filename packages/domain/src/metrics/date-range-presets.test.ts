import { describe, expect, it } from 'vitest';
import {
  datedTerms,
  lastTerm,
  offeredPresets,
  presetOf,
  presetRange,
  thisSchoolYear,
  thisTerm,
} from './date-range-presets';

// The terms list as the server answers it: newest first, some without days.
const list = [
  { term: 'Autumn 2026', starts_on: '2026-09-02', ends_on: '2026-12-18' },
  { term: 'Summer 2026', starts_on: '2026-04-13', ends_on: '2026-07-22' },
  { term: 'Spring 2026', starts_on: '2026-01-05', ends_on: '2026-03-27' },
  { term: 'Autumn 2025', starts_on: '2025-09-03', ends_on: '2025-12-19' },
  { term: 'Summer 2025', starts_on: '2025-04-22', ends_on: '2025-07-22' },
  { term: 'Named only' },
  { term: 'Backwards', starts_on: '2025-02-01', ends_on: '2025-01-01' },
];
const terms = datedTerms(list);
const on = (year: number, month: number, date: number) => new Date(year, month - 1, date, 14, 5);

describe('datedTerms', () => {
  it('keeps the terms with both days, oldest first', () => {
    expect(terms.map((term) => term.term)).toEqual([
      'Summer 2025',
      'Autumn 2025',
      'Spring 2026',
      'Summer 2026',
      'Autumn 2026',
    ]);
  });
});

describe('this term and last term', () => {
  // Rules: metrics.filter.preset-terms
  it('are the term today falls in and the one before it', () => {
    expect(thisTerm(terms, on(2026, 11, 28))?.term).toBe('Autumn 2026');
    expect(lastTerm(terms, on(2026, 11, 28))?.term).toBe('Summer 2026');
    expect(thisTerm(terms, on(2026, 9, 2))?.term).toBe('Autumn 2026');
    expect(thisTerm(terms, on(2026, 3, 27))?.term).toBe('Spring 2026');
  });

  // Rules: metrics.filter.preset-terms
  it('in a holiday are the term just ended and the one before it', () => {
    expect(thisTerm(terms, on(2026, 8, 10))?.term).toBe('Summer 2026');
    expect(lastTerm(terms, on(2026, 8, 10))?.term).toBe('Spring 2026');
  });

  it('are none before the first term, and last term none in the first', () => {
    expect(thisTerm(terms, on(2025, 1, 1))).toBeUndefined();
    expect(lastTerm(terms, on(2025, 1, 1))).toBeUndefined();
    expect(lastTerm(terms, on(2025, 5, 1))).toBeUndefined();
  });
});

describe('thisSchoolYear', () => {
  // Rules: metrics.filter.preset-terms
  it('runs from the autumn term’s first day to the last day of the year’s last term in the list', () => {
    expect(thisSchoolYear(terms, on(2026, 6, 15))).toEqual({
      from: '2025-09-03 00:00',
      to: '2026-07-22 23:59',
    });
    // In the summer holiday the school year is still the one just ended.
    expect(thisSchoolYear(terms, on(2026, 8, 20))).toEqual({
      from: '2025-09-03 00:00',
      to: '2026-07-22 23:59',
    });
    // A new school year whose later terms the list does not have yet.
    expect(thisSchoolYear(terms, on(2026, 11, 28))).toEqual({
      from: '2026-09-02 00:00',
      to: '2026-12-18 23:59',
    });
    expect(thisSchoolYear([], on(2026, 11, 28))).toBeUndefined();
  });
});

describe('presetRange', () => {
  // Rules: metrics.filter.presets
  it('gives whole days: the last 7 and 30 days end today', () => {
    const today = on(2026, 11, 28);
    expect(presetRange('Last 7 days', terms, today)).toEqual({
      from: '2026-11-22 00:00',
      to: '2026-11-28 23:59',
    });
    expect(presetRange('Last 30 days', terms, today)).toEqual({
      from: '2026-10-30 00:00',
      to: '2026-11-28 23:59',
    });
    expect(presetRange('This term', terms, today)).toEqual({
      from: '2026-09-02 00:00',
      to: '2026-12-18 23:59',
    });
    expect(presetRange('Last term', terms, today)).toEqual({
      from: '2026-04-13 00:00',
      to: '2026-07-22 23:59',
    });
  });
});

describe('offeredPresets and presetOf', () => {
  // Rules: metrics.filter.presets
  it('offers a term preset only when the list has the term', () => {
    expect(offeredPresets([], on(2026, 11, 28)).map((entry) => entry.preset)).toEqual([
      'Last 7 days',
      'Last 30 days',
    ]);
    expect(offeredPresets(terms, on(2026, 11, 28)).map((entry) => entry.preset)).toEqual([
      'Last 7 days',
      'Last 30 days',
      'This term',
      'Last term',
      'This school year',
    ]);
  });

  // Rules: metrics.filter.preset-shown
  it('names the preset a range is on the day, and none for other ranges', () => {
    const offered = offeredPresets(terms, on(2026, 11, 28));
    expect(presetOf({ from: '2026-11-22 00:00', to: '2026-11-28 23:59' }, offered)).toBe('Last 7 days');
    // The same term and school year: the first offered wins.
    expect(presetOf({ from: '2026-09-02 00:00', to: '2026-12-18 23:59' }, offered)).toBe('This term');
    expect(presetOf({ from: '2026-11-22 08:00', to: '2026-11-28 23:59' }, offered)).toBeUndefined();
    expect(presetOf(null, offered)).toBeUndefined();
    // A day later the same range is no longer the last 7 days.
    expect(
      presetOf({ from: '2026-11-22 00:00', to: '2026-11-28 23:59' }, offeredPresets(terms, on(2026, 11, 29))),
    ).toBeUndefined();
  });
});
