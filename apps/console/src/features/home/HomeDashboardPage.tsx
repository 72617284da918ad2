import {
  achievementProcessingMessage,
  achievementStatuses,
  homeTilesFor,
  performanceOf,
  signupLinks,
} from '@stride/domain';
import {
  AchievementCard,
  Alert,
  ErrorState,
  GuideCard,
  HomeTiles,
  PerformanceCircle,
  SignupLinkCard,
} from '@stride/ui';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { loadError } from '../../app/load-error';
import { routerLink } from '../../app/router-link';
import { sessionAtom } from '../../session/session-atoms';
import { HomeAlertsSection } from './HomeAlertsSection';
import { HomeStack } from './HomePage';
import { HomeViews } from './HomeViews';
import { userFacingHost } from './home-settings';
import { useDashboardHome } from './useHome';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size['card-min']}, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

// A sign-up link reads on one line on a desktop: its cards are as wide as a field, two to a row.
const LinkCards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ theme }) => theme.size['field-max']}), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

// The four performance circles share one row on a desktop and two on a phone (not three and one).
const Circles = styled.div`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(
      calc(${({ theme }) => theme.size['performance-circle']} + 2 * ${({ theme }) => theme.space.lg}),
      1fr
    )
  );
  gap: ${({ theme }) => theme.space.lg};
`;

const placeholders = ['Pupils registered', 'Staff registered', 'Sustainable travel', 'Active travel'];

/** /members/homev2: the dashboard variant: performance circles, sign-up links, guides, achievements (docs/product/home.md). */
export function HomeDashboardPage() {
  const session = useAtomValue(sessionAtom);
  const home = useDashboardHome();
  if (!session) return null;

  const data = home.data;
  const links = data ? signupLinks(data.school, userFacingHost) : [];
  const achievements = data ? achievementStatuses(data.achievements) : { statuses: [], failed: 0 };

  return (
    <HomeStack>
      <HomeViews />
      <HomeAlertsSection />
      {home.error ? (
        <ErrorState
          title="The dashboard could not be loaded"
          {...loadError(home.error, 'The dashboard could not be loaded.')}
          onRetry={() => void home.refresh()}
          retrying={home.isValidating}
        />
      ) : (
        <>
          <Section aria-labelledby="home-performance" aria-busy={home.isLoading || undefined}>
            <h2 id="home-performance">
              {data ? `Network performance: ${data.school.name}` : 'Network performance'}
            </h2>
            <Circles>
              {data
                ? performanceOf(data).map((circle) => (
                    <PerformanceCircle
                      key={circle.key}
                      label={circle.label}
                      percent={circle.percent}
                      value={circle.value}
                      total={circle.total}
                    />
                  ))
                : placeholders.map((label) => (
                    <PerformanceCircle key={label} label={label} percent={0} loading />
                  ))}
            </Circles>
          </Section>
          {links.length > 0 ? (
            <Section aria-labelledby="home-links">
              <h2 id="home-links">Sign-up links</h2>
              <LinkCards>
                {links.map((link) => (
                  <SignupLinkCard key={link.audience} label={link.label} url={link.url} />
                ))}
              </LinkCards>
            </Section>
          ) : null}
          {data && data.guides.length > 0 ? (
            <Section aria-labelledby="home-guides">
              <h2 id="home-guides">Guides</h2>
              <Cards>
                {data.guides.map((guide) => (
                  <GuideCard key={guide.id} guide={guide} />
                ))}
              </Cards>
            </Section>
          ) : null}
          {data ? (
            <Section aria-labelledby="home-achievements">
              <h2 id="home-achievements">Achievements</h2>
              {achievements.failed > 0 ? (
                <Alert variant="warning">{achievementProcessingMessage}</Alert>
              ) : null}
              <Cards>
                {achievements.statuses.map((achievement) => (
                  <AchievementCard
                    key={achievement.description ?? achievement.goalText}
                    achievement={achievement}
                    renderLink={routerLink}
                  />
                ))}
              </Cards>
            </Section>
          ) : null}
        </>
      )}
      <HomeTiles tiles={homeTilesFor(session.role)} renderLink={routerLink} />
    </HomeStack>
  );
}
