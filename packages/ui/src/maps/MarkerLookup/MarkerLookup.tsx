import { zodResolver } from '@hookform/resolvers/zod';
import {
  emptyMarkerLookupForm,
  markerLookup,
  markerLookupFormSchema,
  studentIdMaxLength,
} from '@stride/domain';
import { useState, type ComponentPropsWithoutRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Alert } from '../../primitives/Alert/Alert';
import { Button } from '../../primitives/Button/Button';
import { TextField } from '../../primitives/TextField/TextField';

export type MarkerLookupProps = {
  /** Looks the markers up; the student id wins when both are typed. A rejection shows `failureMessage`. */
  onLookup: (lookup: NonNullable<ReturnType<typeof markerLookup>>) => Promise<void>;
  /**
   * Shown when a lookup fails.
   * @default 'Nothing was found for that id.'
   */
  failureMessage?: string;
  /**
   * The map shows a lookup's result: Clear is offered even with the ids emptied.
   * @default false
   */
  showingResult?: boolean;
  /**
   * Clear empties the ids and calls this, so the map shows the filter's markers again; no Clear without it.
   * @default undefined
   */
  onClear?: () => void;
} & Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'>;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * The super admin's student id (at most 5 characters) and tracking id lookup (docs/product/maps.md),
 * with Clear to go back to the filter's markers.
 */
export function MarkerLookup({
  onLookup,
  failureMessage = 'Nothing was found for that id.',
  showingResult = false,
  onClear,
  ...rest
}: MarkerLookupProps) {
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm({
    resolver: zodResolver(markerLookupFormSchema),
    defaultValues: emptyMarkerLookupForm,
  });
  const [studentId, trackingId] = useWatch({ control, name: ['student_id', 'tracking_id'] });
  const [failed, setFailed] = useState(false);
  return (
    <Form
      aria-label="Find markers"
      onSubmit={handleSubmit(async (lookup) => {
        setFailed(false);
        await onLookup(lookup).catch(() => setFailed(true));
      })}
      {...rest}
    >
      <Controller
        control={control}
        name="student_id"
        render={({ field }) => (
          <TextField
            label="Student id"
            size="small"
            maxLength={studentIdMaxLength}
            value={field.value}
            onValueChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="tracking_id"
        render={({ field }) => (
          <TextField label="Tracking id" size="small" value={field.value} onValueChange={field.onChange} />
        )}
      />
      <Button
        type="submit"
        size="small"
        variant="secondary"
        loading={isSubmitting}
        disabled={!markerLookup(studentId, trackingId)}
      >
        Find
      </Button>
      {onClear ? (
        <Button
          type="button"
          size="small"
          variant="secondary"
          disabled={!showingResult && !studentId && !trackingId}
          onClick={() => {
            reset(emptyMarkerLookupForm);
            setFailed(false);
            onClear();
          }}
        >
          Clear
        </Button>
      ) : null}
      {failed ? <Alert variant="error">{failureMessage}</Alert> : null}
    </Form>
  );
}
