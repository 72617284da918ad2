import { atom, type WritableAtom } from 'jotai';
import { refusalOf, type StorageRefusal } from '../app/browser-storage';
import { userAtom } from '../session/session-atoms';

/** The console's editors that keep a draft (ADR 0096). */
export const draftEditors = [
  'post',
  'automation',
  'email-template',
  'organisation',
  'council',
  'account',
  'ml-model',
  'notice-template',
] as const;
export type DraftEditor = (typeof draftEditors)[number];

/**
 * Editors that open in a modal on the automations page. They share one draft (ADR 0101): keeping a
 * change in one forgets the other's, so a reload reopens one dialog, the one last typed in.
 */
const modalDraftEditors = ['automation', 'ml-model'] as const satisfies readonly DraftEditor[];
type ModalDraftEditor = (typeof modalDraftEditors)[number];

/**
 * What an editor holds that is not saved yet, kept in local storage so it survives a failed save, a
 * reload and an expired session; `key` says which record it belongs to ('new' or an id). One draft
 * per editor: editing another record replaces it. Saving clears it, and so does logout.
 */
export type EditorDraft<Form> = { key: string; form: Form };

/** A draft as stored: with the id of the admin who wrote it, the only one it is offered to (ADR 0101). */
export type KeptDraft<Form> = EditorDraft<Form> & { owner: number };

type DraftAtom<Form> = WritableAtom<EditorDraft<Form> | null, [EditorDraft<Form> | null], void>;
type KeptAtom = WritableAtom<KeptDraft<unknown> | null, [KeptDraft<unknown> | null], void>;

export const draftStorageKey = (editor: DraftEditor) => `stride.draft.${editor}`;

function storedDraft(editor: DraftEditor): KeptDraft<unknown> | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(draftStorageKey(editor)) ?? 'null');
    // A draft without its writer (kept before ADR 0101) is nobody's: it is never offered.
    return value &&
      typeof value === 'object' &&
      'key' in value &&
      'form' in value &&
      'owner' in value &&
      typeof value.owner === 'number'
      ? (value as KeptDraft<unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Why the latest change of a draft could not be kept in local storage (too large for the room left,
 * the storage full, or storage refused), null while it is kept: the page keeps the change in memory
 * and says so (ADR 0106).
 */
export const draftNotKeptAtom = atom<StorageRefusal | null>(null);

/** Writes `draft` to local storage; why the browser refused it (and then the older copy is dropped), or null. */
function keepInStorage(editor: DraftEditor, draft: KeptDraft<unknown>): StorageRefusal | null {
  const value = JSON.stringify(draft);
  try {
    localStorage.setItem(draftStorageKey(editor), value);
    return null;
  } catch (error) {
    // An older copy would come back after a reload as if it were the latest; dropping it also frees its room.
    localStorage.removeItem(draftStorageKey(editor));
    return refusalOf(error, value.length);
  }
}

/** The draft of `editor` in this store and local storage, whoever wrote it. */
function makeKeptAtom(editor: DraftEditor): KeptAtom {
  // undefined: nothing written in this store yet, so the stored draft is read (on each new store,
  // i.e. each page load), unlike atomWithStorage's getOnInit, which reads once per module load.
  const written = atom<KeptDraft<unknown> | null | undefined>(undefined);
  return atom(
    (get) => {
      const value = get(written);
      return value === undefined ? storedDraft(editor) : value;
    },
    (_get, set, draft: KeptDraft<unknown> | null) => {
      set(written, draft);
      if (draft) return set(draftNotKeptAtom, keepInStorage(editor, draft));
      localStorage.removeItem(draftStorageKey(editor));
      set(draftNotKeptAtom, null);
    },
  );
}

const keptAtoms = new Map(draftEditors.map((editor) => [editor, makeKeptAtom(editor)]));
const keptAtomOf = (editor: DraftEditor) => keptAtoms.get(editor)!;
const sharesTheModalDraft = (editor: DraftEditor): editor is ModalDraftEditor =>
  (modalDraftEditors as readonly DraftEditor[]).includes(editor);

/** The signed-in admin's draft of `editor`: another admin's draft reads as none; writing needs a signed-in admin. */
function makeDraftAtom(editor: DraftEditor): DraftAtom<unknown> {
  const kept = keptAtomOf(editor);
  return atom(
    (get) => {
      const draft = get(kept);
      return draft && draft.owner === get(userAtom)?.id ? { key: draft.key, form: draft.form } : null;
    },
    (get, set, draft: EditorDraft<unknown> | null) => {
      if (!draft) return set(kept, null);
      const owner = get(userAtom)?.id;
      if (owner === undefined) return;
      if (sharesTheModalDraft(editor))
        for (const other of modalDraftEditors) if (other !== editor) set(keptAtomOf(other), null);
      set(kept, { ...draft, owner });
    },
  );
}

const draftAtoms = new Map(draftEditors.map((editor) => [editor, makeDraftAtom(editor)]));

/** The signed-in admin's draft atom of one editor; `Form` is the form that editor stores. */
export const draftAtomOf = <Form>(editor: DraftEditor) =>
  draftAtoms.get(editor) as unknown as DraftAtom<Form>;

/** Forgets every editor's draft (logout: the next person at this browser sees none). */
export const clearDraftsAtom = atom(null, (_get, set) => {
  for (const editor of draftEditors) set(keptAtomOf(editor), null);
});

/** Forgets the drafts another admin left (an expired session), once someone else has signed in. */
export const discardOthersDraftsAtom = atom(null, (get, set) => {
  const user = get(userAtom);
  if (!user) return;
  for (const editor of draftEditors) {
    const draft = get(keptAtomOf(editor));
    if (draft && draft.owner !== user.id) set(keptAtomOf(editor), null);
  }
});
