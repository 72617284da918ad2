import type { AddressPlace } from '@stride/domain';
import { useCombobox } from 'downshift';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { ErrorState } from '../../primitives/ErrorState/ErrorState';
import { Spinner } from '../../primitives/Spinner/Spinner';
import { Input, Menu, Message, Option, Root } from '../../components/SchoolSelector/SchoolSelector.styles';
import { controlBox, FieldDescription, FieldLabel } from '../../primitives/TextField/TextField.styles';

/** Searches the places service (UK and Luxembourg only); rejects when the service fails. */
export type SearchPlaces = (query: string, signal: AbortSignal) => Promise<AddressPlace[]>;

export type AddressSearchProps = {
  /** The places service. */
  search: SearchPlaces;
  /** Called with the place picked from the results. */
  onPick: (place: AddressPlace) => void;
};

/** Searching starts after this many characters, and after a pause in typing of this many ms. */
const minimumQuery = 3;
const typingPause = 300;

type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; places: AddressPlace[] }
  | { status: 'failed'; detail: string };

const Box = styled.div`
  ${controlBox}
`;

/**
 * The address search (docs/product/organisations.md): a combobox that asks the places service as the
 * person types (arrows and Enter, or a tap, pick a result), with Searching…, no results and a failure
 * with Retry. A picked result fills the address and its coordinates.
 */
export function AddressSearch({ search, onPick }: AddressSearchProps) {
  const [query, setQuery] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const hintId = useId();
  const searchRef = useRef(search);
  searchRef.current = search;

  useEffect(() => {
    const text = query.trim();
    if (text.length < minimumQuery) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    const timer = setTimeout(() => {
      searchRef.current(text, controller.signal).then(
        (places) => !controller.signal.aborted && setState({ status: 'done', places }),
        (error: unknown) =>
          !controller.signal.aborted &&
          setState({ status: 'failed', detail: error instanceof Error ? error.message : String(error) }),
      );
    }, typingPause);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, attempt]);

  const places = state.status === 'done' ? state.places : [];
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } =
    useCombobox<AddressPlace>({
      items: places,
      itemToString: (place) => place?.label ?? '',
      inputValue: query,
      onInputValueChange: ({ inputValue, type }) => {
        if (type === useCombobox.stateChangeTypes.InputChange) setQuery(inputValue ?? '');
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (!selectedItem) return;
        setQuery(selectedItem.label);
        onPick(selectedItem);
      },
    });
  const typed = query.trim().length >= minimumQuery;
  const showMenu = isOpen && typed && state.status !== 'failed' && state.status !== 'idle';

  return (
    <Root>
      <FieldLabel {...getLabelProps()}>Search address</FieldLabel>
      <Box>
        <Input
          {...getInputProps({ 'aria-describedby': hintId })}
          type="search"
          autoComplete="off"
          placeholder="Street, place or postcode"
        />
        {state.status === 'loading' && typed && <Spinner size="small" label="Searching addresses" />}
      </Box>
      <FieldDescription id={hintId}>
        UK and Luxembourg addresses; picking one fills in the address and its map position.
      </FieldDescription>
      <Menu hidden={!showMenu}>
        {showMenu && state.status === 'loading' && <Message role="status">Searching…</Message>}
        {showMenu && state.status === 'done' && places.length === 0 && (
          <Message role="status">No addresses found</Message>
        )}
        <div {...getMenuProps({ 'aria-label': 'Addresses found' })} hidden={!showMenu || places.length === 0}>
          {showMenu &&
            places.map((place, index) => (
              <Option
                key={`${place.label}-${index}`}
                data-highlighted={highlightedIndex === index ? '' : undefined}
                {...getItemProps({ item: place, index })}
              >
                {place.label}
              </Option>
            ))}
        </div>
      </Menu>
      {state.status === 'failed' && typed && (
        <ErrorState
          message="The address search failed."
          detail={state.detail}
          onRetry={() => setAttempt(attempt + 1)}
        />
      )}
    </Root>
  );
}
