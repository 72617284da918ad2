import { withoutBidiControls } from '@stride/domain';
import type { HomeAlert } from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Icon } from '../../icons';
import { Alert } from '../../primitives/Alert/Alert';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { UserText } from '../../primitives/UserText/UserText';

export type HomeAlertsProps = {
  /** The alerts to show, in order; an empty list renders nothing. */
  alerts: readonly HomeAlert[];
  /** Called with an alert's id when its Dismiss button is pressed; the page hides it for good. */
  onDismiss: (id: number) => void;
} & ComponentPropsWithoutRef<'section'>;

const Stack = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The platform's alerts on Home (GET api/admin/alerts), each with a Dismiss button. */
export function HomeAlerts({ alerts, onDismiss, ...rest }: HomeAlertsProps) {
  if (alerts.length === 0) return null;
  return (
    <Stack aria-label="Alerts" {...rest}>
      {alerts.map((alert) => (
        <Alert
          key={alert.id}
          variant={alert.type}
          title={alert.title ? <UserText>{alert.title}</UserText> : undefined}
          action={
            <IconButton
              label={`Dismiss ${withoutBidiControls(alert.title ?? alert.message)}`}
              icon={<Icon name="close" />}
              size="small"
              onClick={() => onDismiss(alert.id)}
            />
          }
        >
          <UserText>{alert.message}</UserText>
        </Alert>
      ))}
    </Stack>
  );
}
