import type { Council } from '@stride/domain';
import { useMemo, useState } from 'react';
import type { ComponentPropsWithoutRef } from 'react';
import { Icon } from '../../icons';
import { DataTable } from '../../primitives/DataTable/DataTable';
import { type DataTableColumn } from '../../primitives/DataTable/data-table-filters';
import { type DataTableStateProps } from '../../primitives/DataTable/DataTable.types';
import { Tag } from '../../primitives/Tag/Tag';
import * as S from './CouncilList.styles';

export type CouncilListProps = {
  /** The councils, each with its schools for the expandable row. */
  councils: readonly Council[];
  /** Opens the council's edit route. */
  onEdit: (council: Council) => void;
  /** Opens the council's travel directory (Edit TD). */
  onEditTravelDirectory: (council: Council) => void;
} & DataTableStateProps &
  Omit<ComponentPropsWithoutRef<'div'>, 'children'>;

const schoolsId = (council: Council) => `council-${council.id}-schools`;

/** A council's schools, under its row once expanded. */
function CouncilSchools({ council }: { council: Council }) {
  const schools = council.schools ?? [];
  if (schools.length === 0) return <S.Muted id={schoolsId(council)}>No schools in this council yet.</S.Muted>;
  return (
    <S.Schools id={schoolsId(council)} aria-label={`Schools of ${council.name}`}>
      {schools.map((school) => (
        <li key={school.id}>
          {school.profile_photo_url ? <S.Logo src={school.profile_photo_url} alt="" /> : null}
          <span>{school.name}</span>
          {school.status && school.status !== 'active' ? <Tag variant="warning">{school.status}</Tag> : null}
        </li>
      ))}
    </S.Schools>
  );
}

/**
 * The councils table (docs/product/organisations.md): logo, name and school count, a row that expands to the
 * council's schools, Edit and Edit TD per council.
 */
export function CouncilList({ councils, onEdit, onEditTravelDirectory, ...rest }: CouncilListProps) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const columns = useMemo<DataTableColumn<Council>[]>(
    () => [
      {
        id: 'schools',
        header: 'Schools',
        cell: (council) => {
          const expanded = open.has(council.id);
          return (
            <S.Expand
              label={`Schools of ${council.name}`}
              variant="ghost"
              size="small"
              icon={<Icon name="chevron" />}
              aria-expanded={expanded}
              aria-controls={expanded ? schoolsId(council) : undefined}
              onClick={() =>
                setOpen((current) => {
                  const next = new Set(current);
                  if (!next.delete(council.id)) next.add(council.id);
                  return next;
                })
              }
            />
          );
        },
      },
      {
        id: 'logo',
        header: 'Logo',
        cell: (council) =>
          council.logo_url ? <S.Logo src={council.logo_url} alt={`${council.name} logo`} /> : null,
      },
      { id: 'name', header: 'Name', accessor: (council) => council.name, rowHeader: true },
      {
        id: 'school_count',
        header: 'School count',
        accessor: (council) => council.school_count ?? council.schools?.length ?? 0,
      },
    ],
    [open],
  );

  return (
    <DataTable
      variant="record"
      aria-label="Councils"
      columns={columns}
      data={councils}
      emptyDescription="Add one with New Council."
      rowActions={(council) => [
        { label: 'Edit', onClick: () => onEdit(council) },
        {
          label: 'Edit TD',
          name: `Edit TD of ${council.name}`,
          onClick: () => onEditTravelDirectory(council),
        },
      ]}
      rowDetail={(council) => (open.has(council.id) ? <CouncilSchools council={council} /> : null)}
      {...rest}
    />
  );
}
