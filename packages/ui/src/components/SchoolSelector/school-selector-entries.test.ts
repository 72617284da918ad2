import { describe, expect, it } from 'vitest';
import {
  entrySections,
  matchingEntries,
  schoolSelectorEntries,
  toggleSelection,
} from './school-selector-entries';

const options = {
  schools: [
    { id: 11, name: 'Oakfield Primary', council_id: 1, council_name: 'Leeds City Council' },
    { id: 21, name: 'Riverside Primary', council_id: 2, council_name: 'Bradford Council' },
    { id: 31, name: "St Hilda's School", council_id: null, council_name: null },
  ],
  groups: [{ id: 1, name: 'North cluster', school_ids: [11] }],
  councils: [{ id: 2, name: 'Bradford Council' }],
};

describe('schoolSelectorEntries', () => {
  // Rules: metrics.filter.super-admin-groups, metrics.filter.schools
  it('groups schools by council or Independent across the platform, then GROUPS ONLY, ALL, COUNCILS ONLY', () => {
    const entries = schoolSelectorEntries(true, options);
    expect(entries.map((entry) => [entry.section, entry.id])).toEqual([
      ['Bradford Council', 21],
      ['Leeds City Council', 11],
      ['Independent', 31],
      ['GROUPS ONLY', 'group_1'],
      [null, 'ALL'],
      ['COUNCILS ONLY', 'council_2'],
    ]);
  });

  // Rules: metrics.filter.council-multi-select, metrics.filter.multi-school-as-council
  it('lists schools, groups and councils without ALL otherwise (council and multi-school admins)', () => {
    expect(schoolSelectorEntries(false, options).map((entry) => entry.id)).toEqual([
      11,
      21,
      31,
      'group_1',
      'council_2',
    ]);
  });
});

describe('matchingEntries', () => {
  it('keeps entries containing the query, ignoring case and surrounding spaces', () => {
    const entries = schoolSelectorEntries(false, options);
    expect(matchingEntries(entries, ' PRIMARY ').map((entry) => entry.label)).toEqual([
      'Oakfield Primary',
      'Riverside Primary',
    ]);
    expect(matchingEntries(entries, '')).toHaveLength(5);
  });
});

describe('toggleSelection', () => {
  it('adds, removes, and keeps ALL alone', () => {
    expect(toggleSelection([11], 'group_1')).toEqual([11, 'group_1']);
    expect(toggleSelection([11, 'group_1'], 11)).toEqual(['group_1']);
    expect(toggleSelection([11, 'group_1'], 'ALL')).toEqual(['ALL']);
    expect(toggleSelection(['ALL'], 21)).toEqual([21]);
    expect(toggleSelection(['ALL'], 'ALL')).toEqual([]);
  });
});

describe('entrySections', () => {
  it('splits consecutive entries by heading and keeps flat indexes', () => {
    const sections = entrySections(schoolSelectorEntries(true, options));
    expect(sections.map((section) => section.heading)).toEqual([
      'Bradford Council',
      'Leeds City Council',
      'Independent',
      'GROUPS ONLY',
      null,
      'COUNCILS ONLY',
    ]);
    expect(sections[5]?.items[0]?.index).toBe(5);
  });
});
