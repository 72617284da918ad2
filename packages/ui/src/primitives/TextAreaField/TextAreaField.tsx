import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { controlBox } from '../TextField/TextField.styles';
import { FieldFrame, useField } from '../TextField/FieldFrame';

/** The longest text a TextAreaField takes unless it says otherwise (ADR 0106). */
const textAreaMaxLength = 10_000;

export type TextAreaFieldProps = {
  /** The visible label. */
  label: string;
  /**
   * A hint under the label, announced with the field.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * The validation message; marks the field invalid.
   * @default undefined
   */
  error?: string;
  /**
   * The most characters the text area takes.
   * @default 10000 (`textAreaMaxLength`)
   */
  maxLength?: number;
  /**
   * The `<textarea>` element, so react-hook-form's `register` can read and focus it.
   * @default undefined
   */
  ref?: Ref<HTMLTextAreaElement>;
} & ComponentPropsWithoutRef<'textarea'>;

const Area = styled.textarea`
  ${controlBox}
  min-height: calc(${({ theme }) => theme.size.control.medium} * 3);
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  font: inherit;
  resize: vertical;
  &:focus-visible {
    outline: ${({ theme }) => theme.size['focus-ring']} solid ${({ theme }) => theme.color.border.focus};
    outline-offset: ${({ theme }) => theme.space.xxs};
  }
`;

/**
 * A labelled multi-line text field with an optional hint and validation message, both announced
 * with it. `className` and `style` go to the outer wrapper; every other prop to the `<textarea>`.
 */
export function TextAreaField(props: TextAreaFieldProps) {
  const { frame, control, rest } = useField(props);
  return (
    <FieldFrame {...frame}>
      <Area {...control} required={frame.required} maxLength={textAreaMaxLength} {...rest} />
    </FieldFrame>
  );
}
