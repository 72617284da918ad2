import { useId } from 'react';
import styled from 'styled-components';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { FieldError } from '../../primitives/TextField/TextField.styles';

export type ChoiceGroupProps<T extends string | number> = {
  /** The group's legend. */
  legend: string;
  /** The choices in order. */
  options: readonly { value: T; label: string }[];
  /** The chosen values. */
  value: readonly T[];
  /** Called with the chosen values in the options' order. */
  onValueChange: (value: T[]) => void;
  /** @default false */
  disabled?: boolean;
  /** A validation message under the group. @default undefined */
  error?: string;
};

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

/** A fieldset of checkboxes for a multiple choice (months, weeks, weekdays, days). */
export function ChoiceGroup<T extends string | number>({
  legend,
  options,
  value,
  onValueChange,
  disabled = false,
  error,
}: ChoiceGroupProps<T>) {
  const errorId = useId();
  const toggle = (choice: T, checked: boolean) =>
    onValueChange(
      options
        .map((option) => option.value)
        .filter((item) => (item === choice ? checked : value.includes(item))),
    );
  return (
    <Fieldset
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      <Choices>
        {options.map((option) => (
          <Checkbox
            key={String(option.value)}
            label={option.label}
            checked={value.includes(option.value)}
            disabled={disabled}
            onCheckedChange={(checked) => toggle(option.value, checked === true)}
          />
        ))}
      </Choices>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Fieldset>
  );
}
