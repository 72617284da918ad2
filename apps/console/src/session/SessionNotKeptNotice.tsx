import { Alert } from '@stride/ui';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { sessionNotKeptAtom } from './session-atoms';

const onlyThisPage =
  'so your sign-in is kept only on this page: reloading it, or opening the console in another tab, shows Login.';

/** What the layout says while the session could not be kept in this browser, by reason (docs/product/session.md). */
export const sessionNotKeptMessage = {
  title: 'You will need to sign in again after a reload',
  'storage-full': `This browser's storage is full, ${onlyThisPage} Free some space (for example by clearing other sites' data in the browser's settings) to stay signed in.`,
  refused: `This browser does not let the console store anything (its storage is turned off or blocked), ${onlyThisPage}`,
} as const;

const Notice = styled(Alert)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** A notice above the page while the session lives only in memory (local storage refused it). */
export function SessionNotKeptNotice() {
  const notKept = useAtomValue(sessionNotKeptAtom);
  return notKept ? (
    <Notice variant="warning" title={sessionNotKeptMessage.title}>
      {sessionNotKeptMessage[notKept]}
    </Notice>
  ) : null;
}
