import { Alert, Button, HomeAlerts, useToast } from '@stride/ui';
import { useHomeAlerts } from './useHome';

const dismissFailedMessage = 'The alert could not be dismissed.';

/**
 * The alerts at the top of both home variants. A failed load is a small warning with Retry rather
 * than an error state: alerts are secondary and the rest of Home still works.
 */
export function HomeAlertsSection() {
  const { alerts, dismiss } = useHomeAlerts();
  const toast = useToast();
  if (alerts.error) {
    return (
      <Alert
        variant="warning"
        action={
          <Button
            variant="secondary"
            size="small"
            loading={alerts.isValidating}
            onClick={() => void alerts.refresh()}
          >
            Retry
          </Button>
        }
      >
        The alerts could not be loaded.
      </Alert>
    );
  }
  return (
    <HomeAlerts
      alerts={alerts.data ?? []}
      onDismiss={(id) =>
        void dismiss(id).catch(() =>
          toast.show({ title: 'Error', message: dismissFailedMessage, variant: 'error' }),
        )
      }
    />
  );
}
