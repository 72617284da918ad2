import { alertsKey, dashboardHomeKey, getAlerts, getDashboardHome, hideAlert } from '@stride/api';
import type { HomeAlert } from '@stride/domain';
import useSWR, { useSWRConfig } from 'swr';
import { useApiClient } from '../../app/useApiClient';

/** The home dashboard of the signed-in admin's organisation. */
export function useDashboardHome() {
  const client = useApiClient();
  return useSWR(dashboardHomeKey(), () => getDashboardHome(client));
}

/** The alerts on Home, and hiding one: it goes at once, and comes back only if the server refuses. */
export function useHomeAlerts() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const alerts = useSWR(alertsKey(), () => getAlerts(client));
  const dismiss = (id: number) =>
    mutate<HomeAlert[]>(
      alertsKey(),
      async (current) => {
        await hideAlert(client, id);
        return current?.filter((alert) => alert.id !== id);
      },
      {
        optimisticData: (current) => (current ?? []).filter((alert) => alert.id !== id),
        rollbackOnError: true,
        revalidate: false,
      },
    );
  return { alerts, dismiss };
}
