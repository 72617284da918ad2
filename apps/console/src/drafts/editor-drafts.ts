import { atom, type WritableAtom } from 'jotai';

/** The console's editors that keep a draft (issue 12, ADR 0096). */
export const draftEditors = ['post', 'automation', 'email-template', 'organisation', 'council', 'account', 'ml-model'] as const;
export type DraftEditor = (typeof draftEditors)[number];

/**
 * What an editor holds that is not saved yet, kept in local storage so it survives a failed save, a
 * reload and an expired session; `key` says which record it belongs to ('new' or an id). One draft
 * per editor: editing another record replaces it. Saving clears it, and so does logout.
 */
export type EditorDraft<Form> = { key: string; form: Form };
type DraftAtom<Form> = WritableAtom<EditorDraft<Form> | null, [EditorDraft<Form> | null], void>;

export const draftStorageKey = (editor: DraftEditor) => `stride.draft.${editor}`;

function storedDraft<Form>(editor: DraftEditor): EditorDraft<Form> | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(draftStorageKey(editor)) ?? 'null');
    return value && typeof value === 'object' && 'key' in value && 'form' in value ? (value as EditorDraft<Form>) : null;
  } catch {
    return null;
  }
}

function makeDraftAtom<Form>(editor: DraftEditor): DraftAtom<Form> {
  // undefined: nothing written in this store yet, so the stored draft is read (on each new store,
  // i.e. each page load), unlike atomWithStorage's getOnInit, which reads once per module load.
  const written = atom<EditorDraft<Form> | null | undefined>(undefined);
  return atom(
    (get) => {
      const value = get(written);
      return value === undefined ? storedDraft<Form>(editor) : value;
    },
    (_get, set, draft: EditorDraft<Form> | null) => {
      set(written, draft);
      if (draft) localStorage.setItem(draftStorageKey(editor), JSON.stringify(draft));
      else localStorage.removeItem(draftStorageKey(editor));
    },
  );
}

const draftAtoms = new Map(draftEditors.map((editor) => [editor, makeDraftAtom<unknown>(editor)]));

/** The draft atom of one editor; `Form` is the form that editor stores. */
export const draftAtomOf = <Form>(editor: DraftEditor) => draftAtoms.get(editor) as unknown as DraftAtom<Form>;

/** Forgets every editor's draft (logout: the next person at this browser sees none). */
export const clearDraftsAtom = atom(null, (_get, set) => {
  for (const editor of draftEditors) set(draftAtomOf(editor), null);
});
