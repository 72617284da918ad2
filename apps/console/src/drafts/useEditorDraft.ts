import { useAtomValue, useStore } from 'jotai';
import { useCallback } from 'react';
import { draftAtomOf, type DraftEditor } from './editor-drafts';

/**
 * One editor's draft of one record (`key`: 'new' or the record's id), without re-rendering the page
 * on each change: `stored()` is this record's kept form (or null when nothing was changed), read
 * when the editor mounts; `keep` stores every change, `clear` forgets it after a successful save;
 * `unsaved` reads the store itself, so a navigation made right after `clear` in the same event is
 * not taken for leaving with changes.
 */
export function useEditorDraft<Form>(editor: DraftEditor, key: string) {
  const draftAtom = draftAtomOf<Form>(editor);
  const store = useStore();
  const stored = useCallback(() => {
    const draft = store.get(draftAtom);
    return draft?.key === key ? draft.form : null;
  }, [store, draftAtom, key]);
  const keep = useCallback((form: Form) => store.set(draftAtom, { key, form }), [store, draftAtom, key]);
  const clear = useCallback(() => store.set(draftAtom, null), [store, draftAtom]);
  const unsaved = useCallback(() => store.get(draftAtom)?.key === key, [store, draftAtom, key]);
  return { stored, keep, clear, unsaved };
}

/** The kept form of one record, re-rendering on each change: for an editor whose value is the draft itself. */
export function useKeptDraft<Form>(editor: DraftEditor, key: string): Form | null {
  const draft = useAtomValue(draftAtomOf<Form>(editor));
  return draft?.key === key ? draft.form : null;
}
