import { describe, expect, it } from 'vitest';
import { habitsInYearOrder, yearOptionSchoolIds } from './habits';

const years = [
  { level: 1, name: 'Year 1' },
  { level: 0, name: 'Reception' },
  { level: 2, name: 'Year 2' },
];

describe('habitsInYearOrder', () => {
  // Rules: metrics.charts.habits-by-school-year, metrics.filter-options.school-year-option
  it('lists the years in level order, with no journeys where the answer has none', () => {
    const habits = [
      { year: 'Year 2', modes: { WALKING: 4 } },
      { year: 'Reception', modes: { CAR: 1 } },
    ];
    expect(habitsInYearOrder(habits, years)).toEqual([
      { year: 'Reception', modes: { CAR: 1 } },
      { year: 'Year 1', modes: {} },
      { year: 'Year 2', modes: { WALKING: 4 } },
    ]);
  });

  it('keeps a year the options do not know, after the known ones', () => {
    const habits = [{ year: 'Year 14', modes: { BUS: 2 } }];
    expect(habitsInYearOrder(habits, years).map((entry) => entry.year)).toEqual([
      'Reception',
      'Year 1',
      'Year 2',
      'Year 14',
    ]);
  });

  it('answers the habits unchanged without year options', () => {
    const habits = [{ year: 'Year 3', modes: { WALKING: 1 } }];
    expect(habitsInYearOrder(habits, [])).toEqual(habits);
  });
});

describe('yearOptionSchoolIds', () => {
  it('asks for every school in scope when ALL is picked', () => {
    expect(yearOptionSchoolIds(['ALL'])).toEqual([]);
  });

  it('passes schools, groups and councils through', () => {
    expect(yearOptionSchoolIds([3, 'group_2', 'council_1'])).toEqual([3, 'group_2', 'council_1']);
  });
});
