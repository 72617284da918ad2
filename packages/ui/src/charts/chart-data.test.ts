import { describe, expect, test } from 'vitest';
import { datumsByLabel, datumSummary, finite, formatNumber, hasData, seriesSummary } from './chart-data';
import { formatKgCo2, formatMiles, formatMinutes } from './chart-format';

describe('chart numbers', () => {
  test('an empty filter (zeros, NaN, no values) has no data', () => {
    expect(hasData([])).toBe(false);
    expect(hasData([0, 0, Number.NaN, Number.POSITIVE_INFINITY])).toBe(false);
    expect(hasData([0, 0.5])).toBe(true);
  });

  test('NaN and Infinity never reach a chart or a table', () => {
    expect(finite(Number.NaN)).toBe(0);
    expect(finite(Number.NEGATIVE_INFINITY)).toBe(0);
    expect(formatNumber(Number.NaN)).toBe('0');
    expect(formatNumber(1234.567)).toBe('1,234.57');
  });

  test('units of the totals', () => {
    expect(formatMinutes(45725)).toBe('762 h 05 min');
    expect(formatMinutes(42)).toBe('42 min');
    expect(formatMinutes(Number.NaN)).toBe('0 min');
    expect(formatMiles(18240.75)).toBe('18,240.75 miles');
    expect(formatKgCo2(2410.5)).toBe('2,410.5 kg');
  });

  test('summary tables: a row per label, a column per series', () => {
    expect(datumSummary([{ label: 'Car', value: 1200 }], 'Mode', 'Journeys')).toEqual({
      columns: ['Mode', 'Journeys'],
      rows: [['Car', '1,200']],
    });
    expect(seriesSummary(['Jan', 'Cur'], [{ name: 'Parents', values: [3] }], 'Month')).toEqual({
      columns: ['Month', 'Parents'],
      rows: [
        ['Jan', '3'],
        ['Cur', '0'],
      ],
    });
  });

  test("numbers kept by label come out in the labels' order, each with its colour", () => {
    const journeys = { OVER: 3, UNDER: 5 };
    expect(datumsByLabel(['UNDER', 'OVER'] as const, journeys, ['green', 'red'])).toEqual([
      { label: 'UNDER', value: 5, colour: 'green' },
      { label: 'OVER', value: 3, colour: 'red' },
    ]);
  });
});
