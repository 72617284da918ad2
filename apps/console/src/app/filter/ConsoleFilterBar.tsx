import { useMemo } from 'react';
import {
  addressSelectorVisible,
  datedTerms,
  picksAcrossPlatform,
  schoolSelectorVisible,
  type FilterSelection,
  type Session,
} from '@stride/domain';
import { FilterBar } from '@stride/ui';
import { useFilterOptions } from './useFilterOptions';

export type ConsoleFilterBarProps = {
  session: Session;
  filter: FilterSelection;
  onFilterChange: (next: FilterSelection) => void;
  /**
   * Only the school selector (screens chosen by school alone, such as the user lists).
   * @default false
   */
  schoolsOnly?: boolean;
};

/**
 * The filter bar the metrics and the maps share, with its options from the server: schools by role,
 * named terms (with their days, for the date presets), and the addresses of one school when the address selector rule allows
 * (docs/product/metrics.md).
 */
export function ConsoleFilterBar({
  session,
  filter,
  onFilterChange,
  schoolsOnly = false,
}: ConsoleFilterBarProps) {
  const [onlySchool] = filter.schoolIds;
  const picksSchools = schoolSelectorVisible(session.role);
  const addressSchoolId = !addressSelectorVisible(picksSchools, filter.schoolIds, schoolsOnly)
    ? null
    : !picksSchools
      ? session.organisationId
      : typeof onlySchool === 'number'
        ? onlySchool
        : null;
  const { organisations, terms, addresses } = useFilterOptions(session.role, addressSchoolId);
  // The terms' days give the date presets This term, Last term and This school year.
  const termDays = useMemo(() => datedTerms(terms.data?.terms ?? []), [terms.data]);

  return (
    <FilterBar
      picksSchools={picksSchools}
      acrossPlatform={picksAcrossPlatform(session.role)}
      value={filter}
      onValueChange={onFilterChange}
      schoolOptions={organisations.data}
      terms={terms.data?.terms.map((term) => term.term)}
      termDays={termDays}
      addresses={addresses.data?.addresses.map((address) => ({
        id: address.id,
        name: address.name ?? `Address ${address.id}`,
      }))}
      schoolsOnly={schoolsOnly}
      loading={organisations.isLoading || terms.isLoading}
    />
  );
}
