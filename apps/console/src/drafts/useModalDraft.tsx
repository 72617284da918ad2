import type { RecordKey } from '@stride/domain';
import { DiscardPrompt } from '@stride/ui';
import { useState } from 'react';
import type { DraftEditor } from './editor-drafts';
import { LeaveGuard, leaveMessages } from './LeaveGuard';
import { useEditorDraft } from './useEditorDraft';

/**
 * The draft of an editor that opens in a modal over a page (automations, ML models, notice
 * templates): one draft, of the editor that was open, so the page reopens it after a reload or a new
 * login of the same admin. The two modal editors of the automations page share it (ADR 0101), so only
 * one of them ever reopens. `close` asks before dropping unsaved changes; `guard` (render it while the
 * editor is open) asks before leaving the page, and before Back closes an editor opened on a record's
 * address (`record`, as `?template=3`).
 */
export function useModalDraft<Form>(editor: DraftEditor, record?: RecordKey) {
  const { stored, keep, clear, unsaved } = useEditorDraft<Form>(editor, 'open');
  const [closing, setClosing] = useState<(() => void) | null>(null);
  const close = (done: () => void) => (unsaved() ? setClosing(() => done) : done());
  const guard = (
    <>
      <LeaveGuard unsaved={unsaved} onLeave={clear} record={record} />
      <DiscardPrompt
        words={leaveMessages}
        open={closing !== null}
        onLeave={() => {
          clear();
          closing?.();
          setClosing(null);
        }}
        onStay={() => setClosing(null)}
      />
    </>
  );
  return { stored, keep, clear, close, guard };
}
