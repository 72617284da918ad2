import { describe, expect, it } from 'vitest';
import {
  hiddenColumnIds,
  readPreferences,
  shownColumns,
  toggledHidden,
  viewNameProblem,
  withoutView,
  withView,
} from './list-preferences';

const columns = [
  { id: 'name', header: 'Name' },
  { id: 'email', header: 'Email' },
  { id: 'year', header: 'Year', hiddenByDefault: true },
  { id: 'school', header: 'School' },
];

describe('the columns a list shows', () => {
  // Rules: layout.lists.columns-hide
  it('leaves out the hidden ones and keeps the order of the rest', () => {
    const hidden = hiddenColumnIds(columns, ['email']);
    expect(shownColumns(columns, hidden).map((column) => column.id)).toEqual(['name', 'year', 'school']);
  });

  // Rules: layout.lists.columns-hidden-by-default
  it('hides the columns hidden by default until the person chooses', () => {
    expect([...hiddenColumnIds(columns, undefined)]).toEqual(['year']);
    expect([...hiddenColumnIds(columns, [])]).toEqual([]);
  });

  // Rules: layout.lists.columns-row-name-stays
  it('never hides the row header, else the first column, so one column always stays', () => {
    const hidden = hiddenColumnIds(columns, ['name', 'email', 'year', 'school']);
    expect(shownColumns(columns, hidden).map((column) => column.id)).toEqual(['name']);
    const withHeader = [
      { id: 'a', header: 'A' },
      { id: 'b', header: 'B', rowHeader: true },
    ];
    expect([...hiddenColumnIds(withHeader, ['a', 'b'])]).toEqual(['a']);
    expect(toggledHidden(columns, new Set(), 'name', false)).toEqual([]);
  });

  it('hides and shows one column at a time, in column order', () => {
    const hidden = new Set(['school']);
    expect(toggledHidden(columns, hidden, 'email', false)).toEqual(['email', 'school']);
    expect(toggledHidden(columns, hidden, 'school', true)).toEqual([]);
  });
});

describe('what a browser kept', () => {
  it('reads what it wrote', () => {
    const prefs = {
      hidden: ['email'],
      views: [
        { name: 'Mine', filters: { name: 'ann' }, sort: { columnId: 'name', direction: 'descending' } },
      ],
    };
    expect(readPreferences(JSON.stringify(prefs))).toEqual(prefs);
  });

  it('leaves out what it cannot read, and reads nothing as no preferences', () => {
    expect(readPreferences(null)).toEqual({ views: [] });
    expect(readPreferences('{not json')).toEqual({ views: [] });
    expect(readPreferences('"text"')).toEqual({ views: [] });
    expect(
      readPreferences(
        JSON.stringify({
          hidden: [1],
          views: [
            { name: '', filters: {} },
            { name: 'Ok', filters: { a: 1 } },
            { name: 'Good', filters: {}, sort: { columnId: 'x', direction: 'up' } },
          ],
        }),
      ),
    ).toEqual({ views: [{ name: 'Good', filters: {} }] });
  });
});

describe('saved views', () => {
  const mine = { name: 'Mine', filters: { name: 'ann' } };
  const theirs = { name: 'Year 7', filters: { year: '7' } };

  // Rules: layout.lists.views-name-required
  it('need a name of at most 60 characters', () => {
    expect(viewNameProblem('  ')).toBe('Enter a name for the view');
    expect(viewNameProblem('x'.repeat(61))).toBe('Use at most 60 characters');
    expect(viewNameProblem('x'.repeat(60))).toBeNull();
  });

  // Rules: layout.lists.views-same-name-replaces
  it('replace a view of the same name (any case) in its place, else come last', () => {
    const views = withView([mine, theirs], { name: ' mine ', filters: {} });
    expect(views).toEqual([{ name: 'mine', filters: {} }, theirs]);
    expect(withView([mine], theirs)).toEqual([mine, theirs]);
  });

  it('are deleted by name', () => {
    expect(withoutView([mine, theirs], 'Mine')).toEqual([theirs]);
  });
});
