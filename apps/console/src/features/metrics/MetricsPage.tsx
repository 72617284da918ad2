import { canOpen, routesOfPage } from '@stride/domain';
import { Tabs } from '@stride/ui';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { sessionAtom } from '../../session/session-atoms';
import { ConsoleFilterBar } from '../../app/filter/ConsoleFilterBar';
import { PaneBody } from './PaneBody';
import { useUrlFilter } from '../../app/filter/useUrlFilter';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

/**
 * Travel-plan metrics (docs/product/metrics.md): the filter bar on top of every pane, the panes as tabs (each
 * its own route; Engagement for the super admin only). Switching panes keeps the filter in the URL.
 */
export function MetricsPage() {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  const navigate = useNavigate();
  const [filter, setFilter] = useUrlFilter();
  if (!session) return null;

  // The panes are the routes that load this page, each a tab (docs/product/metrics.md).
  const panes = routesOfPage('metrics')
    .filter(({ screen }) => canOpen(session.role, screen))
    .map(({ route }) => route);
  const current = panes.find((pane) => location.pathname.endsWith(`/${pane.path}`)) ?? panes[0];

  return (
    <Stack>
      <ConsoleFilterBar session={session} filter={filter} onFilterChange={setFilter} />
      <Tabs
        label="Metrics panes"
        value={current.path}
        onValueChange={(path) => navigate({ pathname: `/members/${path}`, search: location.search })}
        items={panes.map((pane) => ({
          value: pane.path,
          label: pane.tab,
          content:
            pane.path === current.path ? (
              <PaneBody pane={pane.path} filter={filter} role={session.role} />
            ) : null,
        }))}
      />
    </Stack>
  );
}
