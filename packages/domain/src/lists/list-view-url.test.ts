import { describe, expect, it } from 'vitest';
import { listViewFromSearchParams, listViewPrefix, withListView } from './list-view-url';

describe('a list’s view in the URL', () => {
  // Rules: people.lists.view-in-url
  it('writes column filters and sort beside the filter bar’s keys and reads them back', () => {
    const params = withListView(new URLSearchParams('schools=101'), {
      filters: { name: 'ar', emails: '' },
      sort: { columnId: 'year', direction: 'descending' },
    });
    expect(params.toString()).toBe('schools=101&filter.name=ar&sort=-year');
    expect(listViewFromSearchParams(params)).toEqual({
      filters: { name: 'ar' },
      sort: { columnId: 'year', direction: 'descending' },
    });
    expect(listViewFromSearchParams(new URLSearchParams('sort=year')).sort).toEqual({
      columnId: 'year',
      direction: 'ascending',
    });
  });

  it('leaves out what it cannot read, and replaces the filters it is given', () => {
    expect(listViewFromSearchParams(new URLSearchParams('sort=-&filter.=x&filter.a%20b=y'))).toEqual({
      filters: {},
    });
    const params = withListView(new URLSearchParams('filter.name=ar&filter.year=7'), {
      filters: { year: '8' },
    });
    expect(params.toString()).toBe('filter.year=8');
  });

  it('keeps two lists of one page apart by their prefixes', () => {
    const automations = listViewPrefix('Automations');
    const models = listViewPrefix('Machine-learning models');
    expect([automations, models, listViewPrefix(' Email templates! '), listViewPrefix('…')]).toEqual([
      'automations.',
      'machine-learning-models.',
      'email-templates.',
      'list.',
    ]);
    let params = withListView(
      new URLSearchParams('tab=schools'),
      { sort: { columnId: 'name', direction: 'descending' } },
      automations,
    );
    params = withListView(
      params,
      { filters: { name: 'car' }, sort: { columnId: 'created', direction: 'ascending' } },
      models,
    );
    expect(params.toString()).toBe(
      'tab=schools&automations.sort=-name&machine-learning-models.filter.name=car&machine-learning-models.sort=created',
    );
    expect(listViewFromSearchParams(params, automations)).toEqual({
      filters: {},
      sort: { columnId: 'name', direction: 'descending' },
    });
    expect(listViewFromSearchParams(params, models)).toEqual({
      filters: { name: 'car' },
      sort: { columnId: 'created', direction: 'ascending' },
    });
    // An unprefixed list reads none of them.
    expect(listViewFromSearchParams(params)).toEqual({ filters: {} });
  });
});
