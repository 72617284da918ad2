import { withoutBidiControls } from '@stride/domain';
import { useId, useMemo, useState } from 'react';
import type { ComponentPropsWithoutRef, KeyboardEvent, Ref } from 'react';
import { useCombobox, useMultipleSelection } from 'downshift';
import type { SchoolSelectionId } from '@stride/domain';
import { Button } from '../../primitives/Button/Button';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Spinner } from '../../primitives/Spinner/Spinner';
import { Tag } from '../../primitives/Tag/Tag';
import { UserText } from '../../primitives/UserText/UserText';
import { FieldLabel } from '../../primitives/TextField/TextField.styles';
import { ControlGlyph } from '../../icons/ControlGlyph';
import { Icon } from '../../icons/Icon';
import {
  entrySections,
  matchingEntries,
  schoolSelectorEntries,
  toggleSelection,
} from './school-selector-entries';
import type { SchoolSelectorEntry, SchoolSelectorOptions } from './school-selector-entries';
import { Box, Chips, Footer, Heading, Input, Menu, Message, Option, Root } from './SchoolSelector.styles';

export type SchoolSelectorProps = {
  /**
   * The whole platform's list, the super admin's (`picksAcrossPlatform`): schools under their council's
   * name or Independent, then GROUPS ONLY, ALL and COUNCILS ONLY. Otherwise Schools, Groups and Councils.
   * A school admin gets no selector (`picksTargetSchools`): its page leaves it out.
   * @default false
   */
  acrossPlatform?: boolean;
  /** Schools, groups and councils, as `getFilterOrganisations` answers them. */
  options: SchoolSelectorOptions;
  /** The picked schools, groups (`group_{id}`), councils (`council_{id}`) or ALL (controlled). */
  value: readonly SchoolSelectionId[];
  /**
   * Called with the whole new selection. ALL stands alone: picking it clears the rest, and
   * picking anything else drops ALL.
   * @default undefined
   */
  onValueChange?: (value: SchoolSelectionId[]) => void;
  /**
   * The visible label, also the input's accessible name.
   * @default 'Schools'
   */
  label?: string;
  /**
   * Nothing can be picked or removed.
   * @default false
   */
  disabled?: boolean;
  /**
   * The empty input's hint.
   * @default 'Search schools, groups and councils'
   */
  placeholder?: string;
  /**
   * The options are still coming: the input is busy and cannot be used.
   * @default false
   */
  loading?: boolean;
  /**
   * The list is open at first, before anything is typed (a story or a guide showing the choices).
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * The search input's ref (a form moves the focus there when the selection is invalid).
   * @default undefined
   */
  inputRef?: Ref<HTMLInputElement>;
} & Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'onChange'>;

const entryKey = (id: SchoolSelectionId) => String(id);

/**
 * A searchable multi-select of schools, groups and councils (downshift: a combobox with a
 * listbox). Type to narrow the list, arrows and Enter to pick, Backspace in an empty input removes
 * the last chip, Escape closes the list. `className` and rest props go to the wrapper.
 */
export function SchoolSelector({
  acrossPlatform = false,
  options,
  value,
  onValueChange,
  label = 'Schools',
  disabled = false,
  loading = false,
  placeholder = 'Search schools, groups and councils',
  defaultOpen = false,
  inputRef,
  ...rest
}: SchoolSelectorProps) {
  const [query, setQuery] = useState('');
  const headingIdPrefix = useId();
  const entries = useMemo(() => schoolSelectorEntries(acrossPlatform, options), [acrossPlatform, options]);
  const labels = useMemo(() => new Map(entries.map((entry) => [entryKey(entry.id), entry.label])), [entries]);
  const items = useMemo(() => matchingEntries(entries, query), [entries, query]);
  const nameOf = (id: SchoolSelectionId) => withoutBidiControls(labels.get(entryKey(id)) ?? String(id));
  const inactive = disabled || loading;

  const { getDropdownProps, removeSelectedItem } = useMultipleSelection<SchoolSelectionId>({
    selectedItems: [...value],
    onSelectedItemsChange: ({ selectedItems }) => onValueChange?.(selectedItems),
  });
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } =
    useCombobox<SchoolSelectorEntry>({
      items,
      itemToString: (entry) => withoutBidiControls(entry?.label ?? ''),
      itemToKey: (entry) => (entry ? entryKey(entry.id) : null),
      selectedItem: null,
      inputValue: query,
      initialIsOpen: defaultOpen,
      isItemDisabled: () => inactive,
      // The list stays open after a pick so several entries can be chosen in a row; the search is
      // cleared, so the picked entry is highlighted where it stands in the whole list.
      stateReducer: (_state, { type, changes }) => {
        if (
          type === useCombobox.stateChangeTypes.InputKeyDownEnter ||
          type === useCombobox.stateChangeTypes.ItemClick
        ) {
          const picked = changes.selectedItem ? entryKey(changes.selectedItem.id) : null;
          const highlightedIndex = entries.findIndex((entry) => entryKey(entry.id) === picked);
          return { ...changes, isOpen: true, highlightedIndex, inputValue: '' };
        }
        return changes;
      },
      onStateChange: ({ type, selectedItem, inputValue }) => {
        if (type === useCombobox.stateChangeTypes.InputChange) setQuery(inputValue ?? '');
        if (
          selectedItem &&
          (type === useCombobox.stateChangeTypes.InputKeyDownEnter ||
            type === useCombobox.stateChangeTypes.ItemClick)
        ) {
          setQuery('');
          onValueChange?.(toggleSelection(value, selectedItem.id));
        }
      },
    });

  const showList = isOpen && items.length > 0;
  const dropdownProps = getDropdownProps({ preventKeyAction: isOpen, ref: inputRef });
  // One match left: Enter picks it, as a person expects after typing a school's name.
  const pickOnlyMatch = (event: KeyboardEvent<HTMLInputElement>) => {
    if (
      event.key === 'Enter' &&
      highlightedIndex < 0 &&
      !inactive &&
      query.trim() !== '' &&
      items.length === 1
    ) {
      event.preventDefault();
      (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
      setQuery('');
      onValueChange?.(toggleSelection(value, items[0].id));
    }
    dropdownProps.onKeyDown?.(event);
  };

  return (
    <Root aria-busy={loading || undefined} {...rest}>
      <FieldLabel {...getLabelProps()}>{label}</FieldLabel>
      <Box>
        {value.length > 0 && (
          <Chips aria-label={`Selected ${label.toLocaleLowerCase()}`}>
            {value.map((id) => (
              <li key={entryKey(id)}>
                <Tag>
                  <UserText>{nameOf(id)}</UserText>
                </Tag>
                <IconButton
                  size="small"
                  label={`Remove ${nameOf(id)}`}
                  icon={<Icon name="close" size="small" />}
                  disabled={inactive}
                  onClick={() => removeSelectedItem(id)}
                />
              </li>
            ))}
          </Chips>
        )}
        <Input
          placeholder={loading ? 'Loading…' : placeholder}
          disabled={inactive}
          {...getInputProps({ ...dropdownProps, onKeyDown: pickOnlyMatch })}
        />
        {loading && <Spinner size="small" label={`Loading ${label.toLocaleLowerCase()}`} />}
      </Box>
      <Menu {...getMenuProps({ 'aria-multiselectable': true })} hidden={!showList}>
        {showList &&
          entrySections(items).map(({ heading, items: sectionItems }, sectionIndex) => {
            const renderOption = ({ entry, index }: (typeof sectionItems)[number]) => (
              <Option
                key={entryKey(entry.id)}
                data-highlighted={highlightedIndex === index || undefined}
                {...getItemProps({ item: entry, index, 'aria-selected': value.includes(entry.id) })}
              >
                <UserText>{entry.label}</UserText>
                {value.includes(entry.id) && <ControlGlyph name="check" />}
              </Option>
            );
            if (!heading) return sectionItems.map(renderOption);
            const headingId = `${headingIdPrefix}-${sectionIndex}`;
            return (
              <div role="group" aria-labelledby={headingId} key={heading}>
                <Heading id={headingId}>{heading}</Heading>
                {sectionItems.map(renderOption)}
              </div>
            );
          })}
      </Menu>
      {isOpen && items.length === 0 && (
        <Message role="status">{entries.length ? 'No matches' : 'Nothing to choose from'}</Message>
      )}
      {value.length > 0 && (
        <Footer>
          <Button variant="ghost" size="small" disabled={inactive} onClick={() => onValueChange?.([])}>
            Clear all
          </Button>
        </Footer>
      )}
    </Root>
  );
}
