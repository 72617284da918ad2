import { useAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import { draftAtomOf, type DraftEditor } from './editor-drafts';

/**
 * One editor's draft of one record (`key`: 'new' or the record's id). `draft` is the stored form of
 * this record, or null when nothing was changed; `keep` stores every change, `clear` forgets it
 * after a successful save; `unsaved` reads the store itself, so a navigation made right after
 * `clear` in the same event is not taken for leaving with changes.
 */
export function useEditorDraft<Form>(editor: DraftEditor, key: string) {
  const draftAtom = draftAtomOf<Form>(editor);
  const [stored, setStored] = useAtom(draftAtom);
  const store = useStore();
  const keep = useCallback((form: Form) => setStored({ key, form }), [setStored, key]);
  const clear = useCallback(() => setStored(null), [setStored]);
  const unsaved = useCallback(() => store.get(draftAtom)?.key === key, [store, draftAtom, key]);
  return { draft: stored?.key === key ? stored.form : null, keep, clear, unsaved };
}
