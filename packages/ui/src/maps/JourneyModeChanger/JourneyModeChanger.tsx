import { zodResolver } from '@hookform/resolvers/zod';
import {
  journeyModeFormSchema,
  travelModes,
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

export type JourneyModeChangerProps = {
  /** The journey clicked on the map. */
  journey: JourneyMarker;
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

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The super admin's change of a journey's travel mode, opened by a click on its circle (docs/product/maps.md). */
export function JourneyModeChanger({ journey, onSave, onCancel, ...rest }: JourneyModeChangerProps) {
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
