import type { Council } from '@stride/domain';
import { Fragment, useState } from 'react';
import type { ComponentPropsWithoutRef } from 'react';
import { Button } from '../../primitives/Button';
import { Tag } from '../../primitives/Tag';
import * as S from './CouncilList.styles';
import { Actions, Table } from '../record-table.styles';
import { RecordTableState } from '../RecordTableState';

export type CouncilListProps = {
  /** The councils, each with its schools for the expandable row. */
  councils: readonly Council[];
  /** Opens the council's edit route. */
  onEdit: (council: Council) => void;
  /** Opens the council's travel directory (Edit TD). */
  onEditTravelDirectory: (council: Council) => void;
  /**
   * The councils are loading: a placeholder takes the table's place.
   * @default false
   */
  loading?: boolean;
  /**
   * Why the councils could not be loaded; shown with Retry instead of the table.
   * @default undefined
   */
  error?: string;
  /**
   * Called by Retry.
   * @default undefined
   */
  onRetry?: () => void;
} & ComponentPropsWithoutRef<'div'>;

/**
 * The councils table (spec 3 §2): logo, name and school count, a row that expands to the council's
 * schools, Edit and Edit TD per council.
 */
export function CouncilList({
  councils,
  onEdit,
  onEditTravelDirectory,
  loading = false,
  error,
  onRetry,
  ...rest
}: CouncilListProps) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <RecordTableState
      error={error}
      onRetry={onRetry}
      loading={loading}
      lines={5}
      loadingLabel="Loading councils"
      empty={councils.length === 0}
      emptyTitle="No councils yet"
      emptyDescription="Add one with New Council."
      {...rest}
    >
      <Table aria-label="Councils">
        <thead>
          <tr>
            <th scope="col">Schools</th>
            <th scope="col">Logo</th>
            <th scope="col">Name</th>
            <th scope="col">School count</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {councils.map((council) => {
            const schools = council.schools ?? [];
            const expanded = open.has(council.id);
            const schoolsId = `council-${council.id}-schools`;
            return (
              <Fragment key={council.id}>
                <tr>
                  <td>
                    <Button
                      variant="ghost"
                      size="small"
                      aria-expanded={expanded}
                      aria-controls={expanded ? schoolsId : undefined}
                      onClick={() => toggle(council.id)}
                    >
                      {expanded ? 'Hide' : 'Show'} schools of {council.name}
                    </Button>
                  </td>
                  <td>
                    {council.logo_url ? <S.Logo src={council.logo_url} alt={`${council.name} logo`} /> : null}
                  </td>
                  <th scope="row">{council.name}</th>
                  <td>{council.school_count ?? schools.length}</td>
                  <td>
                    <Actions>
                      <Button
                        variant="secondary"
                        size="small"
                        aria-label={`Edit ${council.name}`}
                        onClick={() => onEdit(council)}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="secondary"
                        size="small"
                        aria-label={`Edit TD of ${council.name}`}
                        onClick={() => onEditTravelDirectory(council)}
                      >
                        Edit TD
                      </Button>
                    </Actions>
                  </td>
                </tr>
                {expanded && (
                  <tr id={schoolsId}>
                    <td colSpan={5}>
                      {schools.length === 0 ? (
                        <S.Muted>No schools in this council yet.</S.Muted>
                      ) : (
                        <S.Schools aria-label={`Schools of ${council.name}`}>
                          {schools.map((school) => (
                            <li key={school.id}>
                              {school.profile_photo_url ? (
                                <S.Logo src={school.profile_photo_url} alt="" />
                              ) : null}
                              <span>{school.name}</span>
                              {school.status && school.status !== 'active' ? (
                                <Tag variant="warning">{school.status}</Tag>
                              ) : null}
                            </li>
                          ))}
                        </S.Schools>
                      )}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </Table>
    </RecordTableState>
  );
}
