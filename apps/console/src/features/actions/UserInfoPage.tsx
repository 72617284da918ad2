import { personSearchQuery } from '@stride/api';
import { personSearchBody, type PersonSearchBody } from '@stride/domain';
import { PersonSearchForm, PersonSearchResults } from '@stride/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useQuery } from '../../app/useQuery';
import { loadErrorProps } from '../../app/load-error';
import { PageSections } from '../../app/page-sections.styles';
import { sessionAtom } from '../../session/session-atoms';
import { ProfileDialog } from '../../app/people/ProfileDialog';
import { useProfileInUrl } from '../../app/people/useProfileInUrl';

/**
 * /members/actions/user_info (docs/product/actions.md): search users and pupils; a row with an email opens
 * the parent modal, any other the student modal (the users list's profile modal, ADR 0089).
 */
export function UserInfoPage() {
  const role = useAtomValue(sessionAtom)?.role ?? 'SUPERADMIN';
  const [search, setSearch] = useState<PersonSearchBody | null>(null);
  const results = useQuery(search && personSearchQuery(search));
  // The open profile has its own address (`?profile=user-<id>`): Back closes it, a link opens it.
  const profile = useProfileInUrl();
  const person = profile.person;

  return (
    <PageSections>
      <PersonSearchForm
        searching={results.isValidating}
        onSearch={(values) => {
          const next = personSearchBody(values);
          // The same search again asks the server again (someone may have signed up since).
          if (search && JSON.stringify(search) === JSON.stringify(next)) void results.refresh();
          else setSearch(next);
        }}
      />
      {search ? (
        <PersonSearchResults
          rows={results.data ?? []}
          loading={results.isLoading}
          {...loadErrorProps(results.error, 'The search failed.')}
          onRetry={() => void results.refresh()}
          onOpen={(row, kind) =>
            profile.open(kind === 'parent' ? { user_id: row.id } : { student_id: row.id })
          }
        />
      ) : null}
      <ProfileDialog
        role={role}
        person={person}
        size={person && 'student_id' in person ? 'pupil' : 'person'}
        tab={profile.tab}
        onClose={profile.close}
      />
    </PageSections>
  );
}
