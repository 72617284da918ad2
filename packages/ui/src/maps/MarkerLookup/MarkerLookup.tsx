import { markerLookup, studentIdMaxLength } from '@stride/domain';
import { useState, type ComponentPropsWithoutRef } from 'react';
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
  const [studentId, setStudentId] = useState('');
  const [trackingId, setTrackingId] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const lookup = markerLookup(studentId, trackingId);
  return (
    <Form
      aria-label="Find markers"
      onSubmit={(event) => {
        event.preventDefault();
        if (!lookup) return;
        setBusy(true);
        setFailed(false);
        onLookup(lookup)
          .catch(() => setFailed(true))
          .finally(() => setBusy(false));
      }}
      {...rest}
    >
      <TextField
        label="Student id"
        size="small"
        maxLength={studentIdMaxLength}
        value={studentId}
        onValueChange={setStudentId}
      />
      <TextField label="Tracking id" size="small" value={trackingId} onValueChange={setTrackingId} />
      <Button type="submit" size="small" variant="secondary" loading={busy} disabled={!lookup}>
        Find
      </Button>
      {onClear ? (
        <Button
          type="button"
          size="small"
          variant="secondary"
          disabled={!showingResult && !studentId && !trackingId}
          onClick={() => {
            setStudentId('');
            setTrackingId('');
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
