import { useId } from 'react';
import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import {
  controlBox,
  FieldDescription,
  FieldError,
  FieldLabel,
  FieldRoot,
  RequiredMark,
} from '../TextField/TextField.styles';

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
export function TextAreaField({
  label,
  description,
  error,
  required,
  id,
  className,
  style,
  'aria-describedby': describedBy,
  ...rest
}: TextAreaFieldProps) {
  const fallbackId = useId();
  const areaId = id ?? fallbackId;
  const descriptionId = description ? `${areaId}-description` : undefined;
  const errorId = error ? `${areaId}-error` : undefined;
  return (
    <FieldRoot className={className} style={style}>
      <FieldLabel htmlFor={areaId}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      {description && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
      <Area
        id={areaId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, descriptionId, describedBy].filter(Boolean).join(' ') || undefined}
        {...rest}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldRoot>
  );
}
