import { useState, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import { FieldFrame, useField } from '../TextField/FieldFrame';
import { ControlGlyph } from '../../icons/ControlGlyph';
import { Content, GroupLabel, Item, Trigger, Viewport } from './Select.styles';

export type SelectOption = {
  /** Submitted and reported value; must not be empty. */
  value: string;
  /** What the user reads. */
  label: string;
  /**
   * Shown but not choosable.
   * @default false
   */
  disabled?: boolean;
  /**
   * The heading of the group the option is listed under; consecutive options with the same
   * heading form one group.
   * @default undefined
   */
  group?: string;
};

export type SelectProps = {
  /** The visible label, also the trigger's accessible name. */
  label: string;
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /**
   * Keeps the label for screen readers only.
   * @default false
   */
  labelHidden?: boolean;
  /**
   * Shown while nothing is chosen.
   * @default 'Select…'
   */
  placeholder?: string;
  /**
   * A hint under the label, read as the trigger's description.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * A validation message. When set the trigger is `aria-invalid` and the message is read with it.
   * @default undefined
   */
  error?: string;
  /**
   * Height, padding and text size.
   * @default 'medium'
   */
  size?: 'small' | 'medium' | 'large';
  /**
   * The chosen value (controlled). `''` shows the placeholder.
   * @default undefined
   */
  value?: string;
  /**
   * The value chosen at first (uncontrolled).
   * @default undefined
   */
  defaultValue?: string;
  /**
   * Called with the newly chosen value.
   * @default undefined
   */
  onValueChange?: (value: string) => void;
  /**
   * The list is open at first (uncontrolled): a story or a guide showing the choices.
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * A choice must be made: marks the label and announces the trigger as required.
   * @default false
   */
  required?: boolean;
  /**
   * Field name, submitted with a surrounding `<form>`.
   * @default undefined
   */
  name?: string;
  /**
   * The trigger `<button>`, so a form library can focus it.
   * @default undefined
   */
  ref?: Ref<HTMLButtonElement>;
} & Omit<ComponentPropsWithoutRef<'button'>, 'value' | 'defaultValue' | 'children' | 'dir' | 'onChange'>;

/** Consecutive options under the same heading, in order (options without one stand alone). */
function optionGroups(options: readonly SelectOption[]) {
  const groups: { heading: string | undefined; items: SelectOption[] }[] = [];
  for (const option of options) {
    const last = groups.at(-1);
    if (last && last.heading === option.group) last.items.push(option);
    else groups.push({ heading: option.group, items: [option] });
  }
  return groups;
}

const renderItem = (option: SelectOption) => (
  <Item key={option.value} value={option.value} disabled={option.disabled}>
    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
    <RadixSelect.ItemIndicator asChild>
      <ControlGlyph name="check" />
    </RadixSelect.ItemIndicator>
  </Item>
);

/**
 * A labelled single choice from a list (Radix Select: arrow keys, typeahead, Escape, Home/End).
 * `className` and `style` go to the outer wrapper; other props go to the trigger button.
 */
export function Select({
  options,
  placeholder = 'Select…',
  size = 'medium',
  value,
  defaultValue,
  onValueChange,
  defaultOpen = false,
  name,
  required = false,
  disabled,
  ...props
}: SelectProps) {
  const { frame, control, ids, rest } = useField({ ...props, required });
  // While the list is open Radix hides the rest of the page (aria-hidden) and keeps the focus in the
  // list: the trigger leaves the tab order too, so nothing hidden can be tabbed to (axe's
  // aria-hidden-focus). Radix still focuses it when the list closes.
  const [open, setOpen] = useState(defaultOpen);

  return (
    <FieldFrame {...frame} labelled>
      <RadixSelect.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        open={open}
        onOpenChange={setOpen}
        name={name}
        required={required}
        disabled={disabled}
      >
        <Trigger
          {...control}
          data-size={size}
          // A <label for> does not name a button for every assistive technology; aria-labelledby does.
          aria-labelledby={ids.labelId}
          aria-required={required || undefined}
          {...rest}
          tabIndex={open ? -1 : rest.tabIndex}
        >
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon asChild>
            <ControlGlyph name="chevronDown" />
          </RadixSelect.Icon>
        </Trigger>
        <RadixSelect.Portal>
          <Content position="popper">
            <Viewport>
              {optionGroups(options).map(({ heading, items }, index) =>
                heading === undefined ? (
                  items.map(renderItem)
                ) : (
                  <RadixSelect.Group key={`${index}-${heading}`}>
                    <GroupLabel>{heading}</GroupLabel>
                    {items.map(renderItem)}
                  </RadixSelect.Group>
                ),
              )}
            </Viewport>
          </Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </FieldFrame>
  );
}
