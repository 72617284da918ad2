import { describe, expect, it } from 'vitest';
import { defaultDateTime, formatDateTime, parseDateTime } from './date-time';
import type { FilterSelection } from './filter-selection';
import { defaultFilterSelection } from './filter-selection';
import {
  addressSelectorVisible,
  filterFromSearchParams,
  filterToSearchParams,
  schoolSelectorVisible,
} from './filter-url';

const full: FilterSelection = {
  schoolIds: [12, 'group_3', 'council_2'],
  organisationAddressId: 5,
  type: 'parent',
  term: 'Spring 2026',
  range: { from: '2026-09-01 08:00', to: '2026-09-30 17:30' },
};

describe('filter in the URL query string', () => {
  // Rules: metrics.filter.in-the-address
  it('writes the documented keys', () => {
    const params = filterToSearchParams(full);
    expect(params.get('schools')).toBe('12,group_3,council_2');
    expect(params.get('address')).toBe('5');
    expect(params.get('type')).toBe('parent');
    expect(params.get('term')).toBe('Spring 2026');
    expect(params.get('from')).toBe('2026-09-01 08:00');
    expect(params.get('to')).toBe('2026-09-30 17:30');
  });

  it('leaves the default out: the default view has an empty query', () => {
    expect(filterToSearchParams(defaultFilterSelection).toString()).toBe('');
  });

  it.each<[string, FilterSelection]>([
    ['the default', defaultFilterSelection],
    ['everything set', full],
    ['ALL schools, staff, current term', { ...defaultFilterSelection, schoolIds: ['ALL'], type: 'staff' }],
    ['one school and an address', { ...defaultFilterSelection, schoolIds: [7], organisationAddressId: 9 }],
    [
      'only a range',
      { ...defaultFilterSelection, range: { from: '2026-01-01 08:00', to: '2026-01-01 08:00' } },
    ],
  ])('round-trips %s (also through the URL text)', (_name, selection) => {
    expect(filterFromSearchParams(filterToSearchParams(selection))).toEqual(selection);
    const text = filterToSearchParams(selection).toString();
    expect(filterFromSearchParams(new URLSearchParams(text))).toEqual(selection);
  });

  // Rules: metrics.filter.in-the-address
  it('reads a hand-written query', () => {
    const params = new URLSearchParams(
      'schools=12,group_3,council_2&address=5&type=parent&term=CURRENT&from=2026-09-01 08:00&to=2026-09-02 08:00',
    );
    expect(filterFromSearchParams(params)).toEqual({
      schoolIds: [12, 'group_3', 'council_2'],
      organisationAddressId: 5,
      type: 'parent',
      term: 'CURRENT',
      range: { from: '2026-09-01 08:00', to: '2026-09-02 08:00' },
    });
  });

  it.each([
    ['schools=abc', 'schoolIds'],
    ['schools=12,nope', 'schoolIds'],
    ['schools=0', 'schoolIds'],
    ['schools=group_', 'schoolIds'],
    ['schools=', 'schoolIds'],
    ['address=-1', 'organisationAddressId'],
    ['address=1.5', 'organisationAddressId'],
    ['address=x', 'organisationAddressId'],
    ['type=teacher', 'type'],
    ['term=', 'term'],
    ['from=2026-02-30 08:00&to=2026-03-01 08:00', 'range'],
    ['from=2026-09-01&to=2026-09-02', 'range'],
    ['from=2026-09-01 08:00', 'range'],
    ['from=2026-09-02 08:00&to=2026-09-01 08:00', 'range'],
    ['from=2026-09-01 25:00&to=2026-09-02 08:00', 'range'],
  ] as const)('an invalid value (%s) falls back to the default for %s only', (query, field) => {
    const fallback = full;
    const params = new URLSearchParams(field === 'type' ? query : `${query}&type=staff`);
    const read = filterFromSearchParams(params, fallback);
    expect(read[field]).toEqual(fallback[field]);
    if (field !== 'type') expect(read.type).toBe('staff');
    expect(() => filterFromSearchParams(params)).not.toThrow();
    expect(filterFromSearchParams(params)[field]).toEqual(defaultFilterSelection[field]);
  });

  it('drops duplicate school ids and trims', () => {
    expect(filterFromSearchParams(new URLSearchParams('schools=3, 3,ALL')).schoolIds).toEqual([3, 'ALL']);
  });
});

describe('selector visibility (docs/product/metrics.md)', () => {
  // Rules: metrics.filter.school-admin-address
  it('shows the school selector to every role but the school admin', () => {
    expect(schoolSelectorVisible('SUPERADMIN')).toBe(true);
    expect(schoolSelectorVisible('COUNCIL_ADMIN')).toBe(true);
    expect(schoolSelectorVisible('MULTI_SCHOOL_ADMIN')).toBe(true);
    expect(schoolSelectorVisible('ADMIN')).toBe(true);
    expect(schoolSelectorVisible('SCHOOL_ADMIN')).toBe(false);
  });

  it('shows the address selector for exactly one numeric school, or an admin who picks no schools, unless hidden', () => {
    expect(addressSelectorVisible(true, [12])).toBe(true);
    expect(addressSelectorVisible(true, [])).toBe(false);
    expect(addressSelectorVisible(true, [12, 13])).toBe(false);
    expect(addressSelectorVisible(true, ['group_3'])).toBe(false);
    expect(addressSelectorVisible(true, ['council_2'])).toBe(false);
    expect(addressSelectorVisible(true, ['ALL'])).toBe(false);
    expect(addressSelectorVisible(false, [])).toBe(true);
    expect(addressSelectorVisible(false, [], true)).toBe(false);
    expect(addressSelectorVisible(true, [12], true)).toBe(false);
  });
});

describe('date-time (docs/product/metrics.md)', () => {
  // Rules: metrics.filter.time-of-day, metrics.filter.date-format
  it('defaults a picked day to 08:00 in yyyy-MM-dd HH:mm', () => {
    expect(defaultDateTime(new Date(2026, 8, 1, 15, 42))).toBe('2026-09-01 08:00');
    expect(formatDateTime(new Date(2026, 0, 5, 7, 3))).toBe('2026-01-05 07:03');
  });

  // Rules: metrics.filter.date-format
  it('parses only real date-times in the format', () => {
    expect(parseDateTime('2026-09-01 08:00')).toEqual(new Date(2026, 8, 1, 8, 0));
    expect(parseDateTime('2026-02-30 08:00')).toBeNull();
    expect(parseDateTime('2026-09-01T08:00')).toBeNull();
    expect(parseDateTime('')).toBeNull();
  });
});
