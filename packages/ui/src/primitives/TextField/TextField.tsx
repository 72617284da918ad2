import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { controlBox } from './TextField.styles';
import { FieldFrame, useFieldIds } from './FieldFrame';

export type TextFieldProps = {
  /** The visible label, also the input's accessible name. */
  label: string;
  /**
   * Keeps the label for screen readers only, for fields whose purpose is obvious from the layout
   * (a column filter under its heading).
   * @default false
   */
  labelHidden?: boolean;
  /**
   * A hint under the label, read as the input's description.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * A validation message. When set the input is `aria-invalid` and the message is read with it.
   * @default undefined
   */
  error?: string;
  /**
   * Height, padding and text size.
   * @default 'medium'
   */
  size?: 'small' | 'medium' | 'large';
  /**
   * Called with the new text on every change, besides the native `onChange`.
   * @default undefined
   */
  onValueChange?: (value: string) => void;
  /**
   * Content at the end of the input box, such as a unit or an IconButton.
   * @default undefined
   */
  trailing?: ReactNode;
  /**
   * The `<input>` element, so react-hook-form's `register` can read and focus it.
   * @default undefined
   */
  ref?: Ref<HTMLInputElement>;
} & Omit<ComponentPropsWithoutRef<'input'>, 'size'>;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  align-self: stretch;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  &:focus-visible {
    outline: none;
  }
  &:disabled {
    cursor: not-allowed;
  }
  &::placeholder {
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

// The ring sits on the whole box so a trailing button stays inside it.
const Box = styled.div`
  ${controlBox}
  &:has(> input:focus-visible) {
    outline: ${({ theme }) => theme.size['focus-ring']} solid ${({ theme }) => theme.color.border.focus};
    outline-offset: ${({ theme }) => theme.space.xxs};
  }
`;

/**
 * A labelled text input with an optional hint and validation message, both announced with it.
 * Works controlled (`value` + `onValueChange`/`onChange`), uncontrolled (`defaultValue`) and with
 * react-hook-form's `register`. `className` and `style` go to the outer wrapper; every other
 * prop goes to the `<input>`.
 */
export function TextField({
  label,
  labelHidden = false,
  description,
  error,
  size = 'medium',
  onValueChange,
  trailing,
  required,
  disabled,
  id,
  className,
  style,
  onChange,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(id, { description, error, describedBy });

  return (
    <FieldFrame
      ids={ids}
      label={label}
      labelHidden={labelHidden}
      required={required}
      description={description}
      error={error}
      className={className}
      style={style}
    >
      <Box data-size={size}>
        <Input
          id={ids.id}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => {
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
          {...rest}
        />
        {trailing}
      </Box>
    </FieldFrame>
  );
}
