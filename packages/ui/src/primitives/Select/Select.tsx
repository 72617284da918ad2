import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import { FieldFrame, useFieldIds } from '../TextField/FieldFrame';
import { Content, Glyph, Item, Trigger, Viewport } from './Select.styles';

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

/**
 * A labelled single choice from a list (Radix Select: arrow keys, typeahead, Escape, Home/End).
 * `className` and `style` go to the outer wrapper; other props go to the trigger button.
 */
export function Select({
  label,
  options,
  labelHidden = false,
  placeholder = 'Select…',
  description,
  error,
  size = 'medium',
  value,
  defaultValue,
  onValueChange,
  name,
  required = false,
  disabled,
  id,
  className,
  style,
  'aria-describedby': describedBy,
  ...rest
}: SelectProps) {
  const ids = useFieldIds(id, { description, error, describedBy });

  return (
    <FieldFrame
      ids={ids}
      label={label}
      labelHidden={labelHidden}
      labelled
      required={required}
      description={description}
      error={error}
      className={className}
      style={style}
    >
      <RadixSelect.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        name={name}
        required={required}
        disabled={disabled}
      >
        <Trigger
          id={ids.id}
          data-size={size}
          // A <label for> does not name a button for every assistive technology; aria-labelledby does.
          aria-labelledby={ids.labelId}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...rest}
        >
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon asChild>
            <Glyph viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M6 9l6 6 6-6" />
            </Glyph>
          </RadixSelect.Icon>
        </Trigger>
        <RadixSelect.Portal>
          <Content position="popper">
            <Viewport>
              {options.map((option) => (
                <Item key={option.value} value={option.value} disabled={option.disabled}>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator asChild>
                    <Glyph
                      viewBox="0 0 24 24"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      aria-hidden="true"
                    >
                      <path d="M5 12l5 5 9-10" />
                    </Glyph>
                  </RadixSelect.ItemIndicator>
                </Item>
              ))}
            </Viewport>
          </Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </FieldFrame>
  );
}
