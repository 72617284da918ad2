import { zodResolver } from '@hookform/resolvers/zod';
import {
  journeyModeFormSchema,
  travelModes,
  type JourneyDetail,
  type JourneyMarker,
  type JourneyModeFormValues,
  type TravelMode,
} from '@stride/domain';
import { useState, type ComponentPropsWithoutRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { travelModeLabels } from '../../charts/chart-colours';
import { Alert } from '../../primitives/Alert/Alert';
import { Button } from '../../primitives/Button/Button';
import { Select } from '../../primitives/Select/Select';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';

/** What is known of the journey's details: still coming, come (null: no such journey), or failed. */
export type JourneyDetailState = {
  /**
   * The journey's person, pupil, school and time; undefined while they load, null when the server
   * has no such journey.
   */
  detail: JourneyDetail | null | undefined;
  /** The details could not be loaded. */
  failed?: boolean;
  /** Asks for the details again after a failure. */
  onRetry?: () => void;
};

export type JourneyModeChangerProps = {
  /** The journey clicked on the map. */
  journey: JourneyMarker;
  /**
   * Who made the journey, to which school and when, as they load.
   * @default undefined (only the tracking id is shown)
   */
  journeyDetail?: JourneyDetailState;
  /** Saves the new mode; a rejected promise keeps the control open with an error. */
  onSave: (journey: JourneyMarker, mode: TravelMode) => Promise<void>;
  /** Closes the control without a change. */
  onCancel: () => void;
} & Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'>;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.bg.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    color: ${({ theme }) => theme.color.text.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The journey's tracking id, then who made it, with which pupil, to which school and when. */
function JourneyFacts({ journey, state }: { journey: JourneyMarker; state?: JourneyDetailState }) {
  const detail = state?.detail;
  const loading = state !== undefined && detail === undefined && !state.failed;
  return (
    <>
      <Facts>
        <dt>Tracking id</dt>
        <dd>{journey.id}</dd>
        {detail ? (
          <>
            <dt>{journey.staff ? 'Staff member' : 'Parent'}</dt>
            <dd>{detail.person ?? 'Not known'}</dd>
            {detail.pupil ? (
              <>
                <dt>Pupil</dt>
                <dd>{detail.pupil}</dd>
              </>
            ) : null}
            <dt>School</dt>
            <dd>{detail.school ?? 'Not known'}</dd>
            <dt>Date</dt>
            <dd>{detail.time ?? 'Not known'}</dd>
          </>
        ) : null}
      </Facts>
      {loading ? <Skeleton lines={3} label="Loading the journey" /> : null}
      {state?.failed ? (
        <Alert
          variant="error"
          action={
            state.onRetry ? (
              <Button type="button" size="small" variant="secondary" onClick={state.onRetry}>
                Retry
              </Button>
            ) : undefined
          }
        >
          The journey&apos;s details could not be loaded.
        </Alert>
      ) : null}
      {detail === null ? <Alert variant="warning">This journey was not found.</Alert> : null}
    </>
  );
}

/**
 * The super admin's change of a journey's travel mode, opened by a click on its circle
 * (docs/product/maps.md): which journey it is (tracking id, person, school, date), then the mode.
 * Compact (no title over the tracking id), so it fits beside a circle on a phone's map.
 */
export function JourneyModeChanger({
  journey,
  journeyDetail,
  onSave,
  onCancel,
  ...rest
}: JourneyModeChangerProps) {
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<JourneyModeFormValues>({
    resolver: zodResolver(journeyModeFormSchema),
    defaultValues: { mode: journey.mode ?? 'CAR' },
  });
  const mode = useWatch({ control, name: 'mode' });
  const [failed, setFailed] = useState(false);
  return (
    <Form
      aria-label={`Journey ${journey.id}`}
      onSubmit={handleSubmit(async (values) => {
        setFailed(false);
        await onSave(journey, values.mode).catch(() => setFailed(true));
      })}
      {...rest}
    >
      <JourneyFacts journey={journey} state={journeyDetail} />
      <Controller
        control={control}
        name="mode"
        render={({ field }) => (
          <Select
            label="Travel mode"
            size="small"
            options={travelModes.map((value) => ({ value, label: travelModeLabels[value] }))}
            value={field.value}
            onValueChange={field.onChange}
          />
        )}
      />
      {failed ? <Alert variant="error">The travel mode could not be changed. Please try again.</Alert> : null}
      <Actions>
        <Button type="submit" size="small" loading={isSubmitting} disabled={mode === journey.mode}>
          Change travel mode
        </Button>
        <Button type="button" size="small" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </Actions>
    </Form>
  );
}
