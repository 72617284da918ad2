import { useId, useState } from 'react';
import type { ComponentPropsWithoutRef } from 'react';
import { VisuallyHidden } from 'radix-ui';
import { GroupLabel, Item, Items, Root, Swatch } from './ToggleGroup.styles';

type ToggleGroupItem = {
  /** Reported in `value` / `onValueChange`. */
  value: string;
  /** What the user reads. */
  label: string;
  /**
   * Shown but not pressable.
   * @default false
   */
  disabled?: boolean;
  /**
   * A theme colour value drawn as a dot before the label, e.g. `theme.color.mode.CAR` for a
   * travel-mode toggle. Hollow when off, filled when on.
   * @default undefined
   */
  swatch?: string;
};

type SingleSelection = {
  /**
   * `single`: one item at a time, announced as radio buttons; the chosen item cannot be
   * un-chosen. `multiple`: any number, announced as toggle buttons in a toolbar.
   * @default 'single'
   */
  type?: 'single';
  /**
   * The chosen item (controlled).
   * @default undefined
   */
  value?: string;
  /**
   * The item chosen at first (uncontrolled).
   * @default undefined
   */
  defaultValue?: string;
  /**
   * Called with the newly chosen item.
   * @default undefined
   */
  onValueChange?: (value: string) => void;
};

type MultipleSelection = {
  /** Any number of items may be on at once. */
  type: 'multiple';
  /**
   * The items that are on (controlled).
   * @default undefined
   */
  value?: string[];
  /**
   * The items on at first (uncontrolled).
   * @default []
   */
  defaultValue?: string[];
  /**
   * Called with every item that is on after a press.
   * @default undefined
   */
  onValueChange?: (value: string[]) => void;
};

export type ToggleGroupProps = {
  /** Names the group, shown above the items. */
  label: string;
  /** The toggles, in display order. */
  items: readonly ToggleGroupItem[];
  /**
   * Keeps the group label for screen readers only.
   * @default false
   */
  labelHidden?: boolean;
  /**
   * Height, padding and text size of the items.
   * @default 'medium'
   */
  size?: 'small' | 'medium' | 'large';
  /**
   * Disables every item.
   * @default false
   */
  disabled?: boolean;
} & (SingleSelection | MultipleSelection) &
  Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'dir' | 'children'>;

/**
 * A labelled row of toggle buttons (Radix ToggleGroup): Tab enters the group, arrow keys move
 * between items, Space or Enter presses one.
 */
export function ToggleGroup(props: ToggleGroupProps) {
  const {
    label,
    items,
    labelHidden = false,
    size = 'medium',
    type: _type,
    value: _value,
    defaultValue: _defaultValue,
    onValueChange: _onValueChange,
    ...rest
  } = props;
  const labelId = `${useId()}-label`;
  // Single mode is a radio group, and a radio cannot be un-chosen: keep the last choice.
  const [singleChoice, setSingleChoice] = useState(
    props.type === 'multiple' ? '' : (props.defaultValue ?? ''),
  );
  const selection =
    props.type === 'multiple'
      ? {
          type: 'multiple' as const,
          value: props.value,
          defaultValue: props.defaultValue,
          onValueChange: props.onValueChange,
        }
      : {
          type: 'single' as const,
          value: props.value ?? singleChoice,
          onValueChange: (next: string) => {
            if (!next) return;
            setSingleChoice(next);
            props.onValueChange?.(next);
          },
        };
  const labelElement = <GroupLabel id={labelId}>{label}</GroupLabel>;

  return (
    <Root aria-labelledby={labelId} data-size={size} {...selection} {...rest}>
      {labelHidden ? <VisuallyHidden.Root asChild>{labelElement}</VisuallyHidden.Root> : labelElement}
      <Items>
        {items.map((item) => (
          <Item key={item.value} value={item.value} disabled={item.disabled}>
            {item.swatch && <Swatch $colour={item.swatch} aria-hidden="true" />}
            {item.label}
          </Item>
        ))}
      </Items>
    </Root>
  );
}
