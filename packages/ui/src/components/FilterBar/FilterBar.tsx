import { useMemo, useState } from 'react';
import type { ComponentPropsWithoutRef } from 'react';
import {
  addressSelectorVisible,
  currentTermValue,
  defaultFilterSelection,
  offeredPresets,
} from '@stride/domain';
import type { DatedTerm, FilterSelection, UserType } from '@stride/domain';
import { Button } from '../../primitives/Button/Button';
import { Select } from '../../primitives/Select/Select';
import { ToggleGroup } from '../../primitives/ToggleGroup/ToggleGroup';
import { useReadAppClock } from '../../primitives/RelativeTime/app-clock';
import { SchoolSelector } from '../SchoolSelector/SchoolSelector';
import type { SchoolSelectorOptions } from '../SchoolSelector/school-selector-entries';
import { DateTimeRangeFields } from './DateTimeRangeFields';
import { Actions, Bar, Frame } from './FilterBar.styles';

export type FilterBarProps = {
  /**
   * Shows the school selector: `schoolSelectorVisible` of the signed-in role. Without it (a school admin)
   * the address selector always shows.
   * @default false
   */
  picksSchools?: boolean;
  /**
   * The school selector picks across the platform: `picksAcrossPlatform` of the signed-in role.
   * @default false
   */
  acrossPlatform?: boolean;
  /** The filter in force (controlled). */
  value: FilterSelection;
  /**
   * Called with the whole new filter after every change the user completes (a date range only once valid).
   * @default undefined
   */
  onValueChange?: (value: FilterSelection) => void;
  /**
   * Schools, groups and councils for the school selector, as `getFilterOrganisations` answers them.
   * @default { schools: [], groups: [], councils: [] }
   */
  schoolOptions?: SchoolSelectorOptions;
  /**
   * Addresses of the one selected school (or the school admin's school) for the address selector.
   * @default []
   */
  addresses?: readonly { id: number; name: string }[];
  /**
   * Named terms from api/admin/organization/terms, offered after 'Current term'.
   * @default []
   */
  terms?: readonly string[];
  /**
   * The terms with their days (`datedTerms` of the terms list): the date presets This term, Last
   * term and This school year come from them; without them only Last 7 days and Last 30 days show.
   * @default []
   */
  termDays?: readonly DatedTerm[];
  /**
   * Never shows the address selector (screens that do not filter by address).
   * @default false
   */
  hideAddress?: boolean;
  /**
   * Shows only the school selector (and Reset, which then clears the schools alone): for screens
   * whose content follows the schools and nothing else, such as the user lists.
   * @default false
   */
  schoolsOnly?: boolean;
  /**
   * The school options are still loading: the selector is busy.
   * @default false
   */
  loading?: boolean;
} & Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'onChange'>;

const noOptions: SchoolSelectorOptions = { schools: [], groups: [], councils: [] };
const noTermDays: readonly DatedTerm[] = [];
const userTypeItems: { value: UserType; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'parent', label: 'Parents' },
  { value: 'staff', label: 'Staff' },
];
// Radix Select values cannot be empty, so "no address" has a value of its own.
const allAddresses = 'ALL';

/**
 * The one filter of the metrics, maps, sign-ups and notice board (docs/product/metrics.md): schools, address,
 * user type, term and a date-time range, emitted together as a `FilterSelection`. It wraps to a
 * column when its container is narrow. `className` and rest props go to the outer wrapper.
 */
export function FilterBar({
  picksSchools = false,
  acrossPlatform = false,
  value,
  onValueChange,
  schoolOptions = noOptions,
  addresses = [],
  terms = [],
  termDays = noTermDays,
  hideAddress = false,
  schoolsOnly = false,
  loading = false,
  ...rest
}: FilterBarProps) {
  // A reset remounts the range fields so half-typed text goes too.
  const [rangeGeneration, setRangeGeneration] = useState(0);
  const emit = (changes: Partial<FilterSelection>) => onValueChange?.({ ...value, ...changes });
  // The presets' days are told from the console's clock (the demo's in stories), read with the terms.
  const readClock = useReadAppClock();
  const presets = useMemo(() => offeredPresets(termDays, readClock()), [termDays, readClock]);
  const termOptions = [
    { value: currentTermValue, label: 'Current term' },
    ...[...new Set([...terms, value.term])]
      .filter((term) => term !== currentTermValue)
      .map((term) => ({ value: term, label: term })),
  ];

  return (
    <Frame {...rest}>
      <Bar role="search" aria-label="Filters" aria-busy={loading || undefined}>
        {picksSchools && (
          <SchoolSelector
            data-width="wide"
            acrossPlatform={acrossPlatform}
            options={schoolOptions}
            value={value.schoolIds}
            loading={loading}
            // An address belongs to one school: another choice of schools drops it.
            onValueChange={(schoolIds) => emit({ schoolIds, organisationAddressId: null })}
          />
        )}
        {addressSelectorVisible(picksSchools, value.schoolIds, hideAddress || schoolsOnly) && (
          <Select
            label="Address"
            options={[
              { value: allAddresses, label: 'All addresses' },
              ...addresses.map((address) => ({ value: String(address.id), label: address.name })),
            ]}
            value={value.organisationAddressId === null ? allAddresses : String(value.organisationAddressId)}
            onValueChange={(next) =>
              emit({ organisationAddressId: next === allAddresses ? null : Number(next) })
            }
          />
        )}
        {!schoolsOnly && (
          <>
            <ToggleGroup
              label="Users"
              items={userTypeItems}
              value={value.type}
              onValueChange={(next) => emit({ type: next as UserType })}
            />
            <Select
              label="Term"
              options={termOptions}
              value={value.term}
              onValueChange={(term) => emit({ term })}
            />
            <DateTimeRangeFields
              key={rangeGeneration}
              value={value.range}
              presets={presets}
              onValueChange={(range) => emit({ range })}
            />
          </>
        )}
        <Actions>
          <Button
            variant="secondary"
            onClick={() => {
              setRangeGeneration((generation) => generation + 1);
              onValueChange?.(
                schoolsOnly
                  ? { ...value, schoolIds: defaultFilterSelection.schoolIds, organisationAddressId: null }
                  : defaultFilterSelection,
              );
            }}
          >
            Reset filters
          </Button>
        </Actions>
      </Bar>
    </Frame>
  );
}
