import { homeTilesFor } from '@stride/domain';
import { HomeTiles } from '@stride/ui';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { routerLink } from '../../app/router-link';
import { sessionAtom } from '../../session/session-atoms';
import { HomeAlertsSection } from './HomeAlertsSection';
import { HomeViews } from './HomeViews';

export const HomeStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

/** /members/home: the alerts and the tiles of the role (docs/product/home.md), a tab away from the dashboard. */
export function HomePage() {
  const session = useAtomValue(sessionAtom);
  if (!session) return null;
  return (
    <HomeStack>
      <HomeViews />
      <HomeAlertsSection />
      <HomeTiles tiles={homeTilesFor(session.role)} renderLink={routerLink} />
    </HomeStack>
  );
}
