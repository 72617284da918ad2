import { signupShortcutsFor, signupsPerDay } from '@stride/domain';
import {
  Button,
  ButtonLink,
  ErrorState,
  IncreaseSignupsModal,
  PupilsByYearChart,
  ShortcutTiles,
  SignupCounters,
  SignupsHistogram,
} from '@stride/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { loadError, loadErrorProps } from '../../app/load-error';
import { routerLink } from '../../app/router-link';
import { sessionAtom } from '../../session/session-atoms';
import { ConsoleFilterBar } from '../../app/filter/ConsoleFilterBar';
import { useUrlFilter } from '../../app/filter/useUrlFilter';
import { useSignups, useSignupTips } from './useSignups';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** What the counts count (docs/product/people.md), beside the metrics' totals of travellers. */
const signupCountsMeaning =
  'Everyone signed up at the chosen schools, whenever they joined. Travel Plan Metrics counts only the people who logged journeys in the chosen term or dates.';

/**
 * /members/signups (docs/product/people.md): the shared filter, the counts (animated), pupils by school year,
 * the hidden sign-ups-per-day histogram, the list tiles (school and multi-school admins) and the 'How to
 * Increase Your Sign-Ups?' questions.
 */
export function SignupsPage() {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  const [filter, setFilter] = useUrlFilter();
  const signups = useSignups(filter);
  const [tipsOpened, setTipsOpened] = useState(false);
  const tips = useSignupTips(tipsOpened);
  if (!session) return null;

  const stats = signups.data;
  const shortcuts = signupShortcutsFor(session.role);
  // One failure, one Retry: the counts and charts come from the same answer.
  const failed = signups.error && !stats;
  const state = { loading: signups.isLoading, headingLevel: 2 } as const;

  return (
    <Stack>
      <ConsoleFilterBar session={session} filter={filter} onFilterChange={setFilter} />
      <Actions>
        {/* The roles without the list tiles still reach the lists (Users switches between them). */}
        {shortcuts.length === 0 && (
          <ButtonLink
            variant="secondary"
            href={`/members/users/pupils${location.search}`}
            renderLink={routerLink}
          >
            User lists
          </ButtonLink>
        )}
        <IncreaseSignupsModal
          trigger={<Button variant="secondary">How to Increase Your Sign-Ups?</Button>}
          onOpenChange={(open) => open && setTipsOpened(true)}
          tips={tips.data ?? []}
          loading={tips.isLoading}
          {...loadErrorProps(tips.error, 'The answers could not be loaded.')}
          onRetry={() => void tips.refresh()}
        />
      </Actions>
      {failed ? (
        <ErrorState
          {...loadError(signups.error, 'The sign-ups could not be loaded.')}
          onRetry={() => void signups.refresh()}
          retrying={signups.isValidating}
        />
      ) : (
        <SignupCounters
          counts={{
            parents: stats?.total_parents ?? 0,
            staff: stats?.total_staff ?? 0,
            pupils: stats?.total_children ?? 0,
            users: stats?.total_users ?? 0,
          }}
          // Travel Plan Metrics counts other people under the same words: say whom these count.
          description={signupCountsMeaning}
          {...state}
        />
      )}
      <ShortcutTiles tiles={shortcuts} search={location.search} renderLink={routerLink} />
      {!failed && <PupilsByYearChart data={stats?.pupilsBySchoolYear ?? []} {...state} />}
      {!failed && <SignupsHistogram data={signupsPerDay(stats?.usersByDay ?? [], filter.range)} {...state} />}
    </Stack>
  );
}
