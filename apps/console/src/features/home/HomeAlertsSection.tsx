import { HomeAlerts, useToast } from '@stride/ui';
import { useHomeAlerts } from './useHome';

const dismissFailedMessage = 'The alert could not be dismissed.';

/** The alerts at the top of both home variants; a failed load shows nothing rather than block Home. */
export function HomeAlertsSection() {
  const { alerts, dismiss } = useHomeAlerts();
  const toast = useToast();
  return (
    <HomeAlerts
      alerts={alerts.data ?? []}
      onDismiss={(id) =>
        void dismiss(id).catch(() => toast.show({ title: 'Error', message: dismissFailedMessage, variant: 'error' }))
      }
    />
  );
}
