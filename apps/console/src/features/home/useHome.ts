import { alertsQuery, dashboardHomeQuery, hideAlert } from '@stride/api';
import type { HomeAlert } from '@stride/domain';
import { useSWRConfig } from 'swr';
import { useQuery } from '../../app/useQuery';
import { useApiClient } from '../../app/useApiClient';

/** The home dashboard of the signed-in admin's organisation. */
export function useDashboardHome() {
  return useQuery(dashboardHomeQuery());
}

/** The alerts on Home, and hiding one: it goes at once, and comes back only if the server refuses. */
export function useHomeAlerts() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const alerts = useQuery(alertsQuery());
  const dismiss = (id: number) =>
    mutate<HomeAlert[]>(
      alertsQuery().key,
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
