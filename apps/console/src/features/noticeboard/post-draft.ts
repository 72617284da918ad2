import { emptyPostForm, type PostForm } from '@stride/domain';
import { atom } from 'jotai';

/**
 * The post being written, kept in local storage so it survives a reload and a failed send; `key`
 * says which post it belongs to ('new' or a post id). It is cleared once the post is sent.
 */
export type PostDraft = { key: string; form: PostForm };
export const postDraftStorageKey = 'stride.postDraft';

function storedDraft(): PostDraft | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(postDraftStorageKey) ?? 'null');
    return value && typeof value === 'object' && 'key' in value && 'form' in value ? (value as PostDraft) : null;
  } catch {
    return null;
  }
}

// undefined: nothing written in this store yet, so the stored draft is read (on each new store,
// i.e. each page load), unlike atomWithStorage's getOnInit, which reads once per module load.
const writtenDraftAtom = atom<PostDraft | null | undefined>(undefined);

export const postDraftAtom = atom(
  (get) => {
    const written = get(writtenDraftAtom);
    return written === undefined ? storedDraft() : written;
  },
  (_get, set, draft: PostDraft | null) => {
    set(writtenDraftAtom, draft);
    if (draft) localStorage.setItem(postDraftStorageKey, JSON.stringify(draft));
    else localStorage.removeItem(postDraftStorageKey);
  },
);

/** A draft read back from storage keeps any field a newer editor added. */
export const draftForm = (draft: PostDraft): PostForm => ({ ...emptyPostForm, ...draft.form });
