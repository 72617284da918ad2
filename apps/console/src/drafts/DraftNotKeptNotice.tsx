import { Alert } from '@stride/ui';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { draftNotKeptAtom } from './editor-drafts';

/** What the page says while the draft being edited could not be kept in this browser (ADR 0106). */
export const draftNotKeptMessage = {
  title: 'Your draft could not be kept in this browser',
  body: 'It is larger than this browser can store. Your changes stay on this page until you leave or reload it: save them to keep them.',
} as const;

const Notice = styled(Alert)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** A polite notice above the page while the latest change of a draft could not be stored. */
export function DraftNotKeptNotice() {
  const notKept = useAtomValue(draftNotKeptAtom);
  return notKept ? (
    <Notice variant="warning" title={draftNotKeptMessage.title}>
      {draftNotKeptMessage.body}
    </Notice>
  ) : null;
}
