import { Alert } from '@stride/ui';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { draftNotKeptAtom } from './editor-drafts';

const staysOnThisPage =
  'Your changes stay on this page until you leave or reload it: save them to keep them.';

/** What the page says while the draft being edited could not be kept in this browser, by reason (ADR 0106). */
export const draftNotKeptMessage = {
  title: 'Your draft could not be kept in this browser',
  'too-large': `It is larger than the space this browser has left for it. ${staysOnThisPage}`,
  'storage-full': `This browser's storage is full. ${staysOnThisPage}`,
  refused: `This browser does not let the console store anything (its storage is turned off or blocked). ${staysOnThisPage}`,
} as const;

const Notice = styled(Alert)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** A polite notice above the page while the latest change of a draft could not be stored. */
export function DraftNotKeptNotice() {
  const notKept = useAtomValue(draftNotKeptAtom);
  return notKept ? (
    <Notice variant="warning" title={draftNotKeptMessage.title}>
      {draftNotKeptMessage[notKept]}
    </Notice>
  ) : null;
}
