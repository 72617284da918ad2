import { withoutBidiControls } from '@stride/domain';
import { useLayoutEffect, useRef } from 'react';
import { HeaderCell } from './DataTable.styles';
import { selectAllLabel } from './row-selection';

/** Answers React's controlled-input check: the click handler changes the selection. */
const unchanged = () => {};

/**
 * A row's checkbox ('Select Ann Lee'): Space toggles it, Shift+click selects the shown rows from the
 * last one clicked. A plain input in a plain cell (the whole cell is its touch target), so a row
 * costs no styled-component work.
 */
export function SelectCell({
  name,
  selected,
  position,
  onSelect,
}: {
  name: string;
  selected: boolean;
  /** The row's place among the shown rows. */
  position: number;
  onSelect: (position: number, range: boolean) => void;
}) {
  return (
    <td data-cell="select">
      <label data-select="">
        <input
          type="checkbox"
          aria-label={`Select ${withoutBidiControls(name)}`.trim()}
          checked={selected}
          onChange={unchanged}
          onClick={(event) => onSelect(position, event.shiftKey)}
        />
      </label>
    </td>
  );
}

/** The header's box: 'Select all 25 shown', a dash when only some shown rows are selected. */
export function SelectAllHeaderCell({
  shown,
  state,
  onChange,
}: {
  shown: number;
  state: boolean | 'indeterminate';
  onChange: () => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (box.current) box.current.indeterminate = state === 'indeterminate';
  }, [state]);
  return (
    <HeaderCell scope="col" data-column="select">
      <label data-select="">
        <input
          ref={box}
          type="checkbox"
          aria-label={selectAllLabel(shown)}
          checked={state === true}
          disabled={shown === 0}
          onChange={onChange}
        />
      </label>
    </HeaderCell>
  );
}
