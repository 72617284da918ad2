import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { bareInput, controlBox } from './TextField.styles';
import { FieldFrame, useField } from './FieldFrame';

/**
 * The longest text a TextField takes unless it says otherwise: every text field has a limit, so no
 * paste of megabytes reaches a draft or the server (ADR 0106); fields the spec limits pass their own.
 */
const textFieldMaxLength = 255;

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
   * The most characters the input takes.
   * @default 255 (`textFieldMaxLength`)
   */
  maxLength?: number;
  /**
   * The `<input>` element, so react-hook-form's `register` can read and focus it.
   * @default undefined
   */
  ref?: Ref<HTMLInputElement>;
} & Omit<ComponentPropsWithoutRef<'input'>, 'size'>;

const Input = styled.input`
  ${bareInput}
  min-width: 0;
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
export function TextField({ size = 'medium', onValueChange, trailing, onChange, ...props }: TextFieldProps) {
  const { frame, control, rest } = useField(props);

  return (
    <FieldFrame {...frame}>
      <Box data-size={size}>
        <Input
          {...control}
          required={frame.required}
          maxLength={textFieldMaxLength}
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
