import { alertsQuery, dashboardHomeQuery, hideAlertMutation } from '@stride/api';
import { useMutation } from '../../app/useMutation';
import { useQuery } from '../../app/useQuery';

/** The home dashboard of the signed-in admin's organisation. */
export function useDashboardHome() {
  return useQuery(dashboardHomeQuery());
}

/** The alerts on Home, and hiding one: it goes at once, and comes back only if the server refuses. */
export function useHomeAlerts() {
  const write = useMutation();
  const alerts = useQuery(alertsQuery());
  const dismiss = (id: number) => write(hideAlertMutation(id));
  return { alerts, dismiss };
}
