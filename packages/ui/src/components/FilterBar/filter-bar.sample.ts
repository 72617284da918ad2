import { defaultFilterSelection, type FilterSelection } from '@stride/domain';
import type { FilterBarProps } from './FilterBar';

/** Two council schools in a group, and an independent one. */
export const schoolOptions: FilterBarProps['schoolOptions'] = {
  schools: [
    { id: 11, name: 'Oakfield Primary', council_id: 1, council_name: 'Leeds City Council' },
    { id: 12, name: 'Meadow Lane Academy', council_id: 1, council_name: 'Leeds City Council' },
    { id: 31, name: "St Hilda's School", council_id: null, council_name: null },
  ],
  groups: [{ id: 1, name: 'North cluster', school_ids: [11, 12] }],
  councils: [{ id: 1, name: 'Leeds City Council' }],
};

export const addresses = [
  { id: 1, name: 'Main entrance' },
  { id: 2, name: 'Back gate' },
];

/** A range in September, From at 17:30: the calendar opens on its month. */
export const september: FilterSelection = {
  ...defaultFilterSelection,
  range: { from: '2026-09-01 17:30', to: '2026-09-03 08:00' },
};

/** Every part of the filter set: one school and its address, a user type, a term and a range. */
export const everyFilterSet: FilterSelection = {
  schoolIds: [11],
  organisationAddressId: 2,
  type: 'staff',
  term: 'Summer 2026',
  range: { from: '2026-05-01 08:00', to: '2026-05-31 08:00' },
};
