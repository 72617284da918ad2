import { describe, expect, it } from 'vitest';
import {
  addressNotSelected,
  startingYearStructure,
  yearStructureFormSchema,
  yearStructureProblems,
  yearStructureRows,
} from './year-structure';

const years = [
  { level: -1, name: 'Nursery' },
  { level: 0, name: 'Reception' },
  { level: 1, name: 'Year 1' },
];

describe('yearStructureRows', () => {
  it('offers every year, keeping saved levels and adding the rest inactive', () => {
    const rows = yearStructureRows(
      [{ id: 4, value: 0, name: 'Reception', status: 'active', organization_address_id: 8 }],
      years,
    );
    expect(rows).toEqual([
      { value: -1, name: 'Nursery', status: 'inactive', organization_address_id: null },
      { id: 4, value: 0, name: 'Reception', status: 'active', organization_address_id: 8 },
      { value: 1, name: 'Year 1', status: 'inactive', organization_address_id: null },
    ]);
  });

  it('keeps saved levels the year list does not know, in order', () => {
    expect(
      yearStructureRows([{ id: 9, value: 12, name: 'Year 12', status: 'inactive' }], years).map(
        (row) => row.value,
      ),
    ).toEqual([-1, 0, 1, 12]);
  });
});

describe('yearStructureProblems', () => {
  it("flags each active level without an address: 'Address not selected'", () => {
    const rows = yearStructureRows([], years).map((row) =>
      row.value >= 0 ? { ...row, status: 'active' as const } : row,
    );
    rows[1] = { ...rows[1]!, organization_address_id: 8 };
    expect([...yearStructureProblems(rows)]).toEqual([[1, addressNotSelected]]);
  });

  it('lets inactive levels go without an address', () => {
    expect(yearStructureProblems(yearStructureRows([], years)).size).toBe(0);
  });
});

describe('yearStructureFormSchema', () => {
  it("puts 'Address not selected' on the address of each active level without one", () => {
    const rows = yearStructureRows([], years).map((row) =>
      row.value >= 0 ? { ...row, status: 'active' as const } : row,
    );
    rows[2] = { ...rows[2]!, organization_address_id: 8 };
    const issues = yearStructureFormSchema.safeParse({ rows }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['rows', 1, 'organization_address_id'], 'Address not selected'],
    ]);
  });

  it('accepts inactive levels without an address and keeps unsaved levels without an id', () => {
    const rows = yearStructureRows([], years);
    expect(yearStructureFormSchema.parse({ rows })).toEqual({ rows });
  });
});

describe('startingYearStructure', () => {
  const all = [
    { level: -1, name: 'Nursery' },
    { level: 0, name: 'Reception' },
    { level: 1, name: 'Year 1' },
  ];
  const defaults = [all[1]!, all[2]!];

  it('switches the default levels on at the only address', () => {
    expect(
      startingYearStructure(all, defaults, [7]).map((row) => [
        row.value,
        row.status,
        row.organization_address_id,
      ]),
    ).toEqual([
      [-1, 'inactive', null],
      [0, 'active', 7],
      [1, 'active', 7],
    ]);
  });

  it('leaves the address to choose when the school has several or none, so the save asks for it', () => {
    const rows = startingYearStructure(all, defaults, [7, 8]);
    expect(
      rows.filter((row) => row.status === 'active').every((row) => row.organization_address_id === null),
    ).toBe(true);
    expect([...yearStructureProblems(rows).keys()]).toEqual([0, 1]);
  });
});
