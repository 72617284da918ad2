import type { SavedIdAnswer } from '@stride/api';
import { useToast } from '@stride/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFailureToast } from '../../app/useFailureToast';

/** Spec 3 §8: the alert when an organisation or council save answers without an id. */
export const saveWithoutIdMessage = 'Errors';

export type SaveWithIdOptions<Values> = {
  /** The save call. */
  save: (values: Values) => Promise<SavedIdAnswer>;
  /** The record is new: after its first save it opens its edit route. */
  isNew: boolean;
  /** The edit route of a saved record. */
  editPath: (id: number) => string;
  /** Refreshes what shows the record (lists, the record itself) after a save. */
  refresh: () => Promise<unknown>;
  /** Called as soon as the save succeeds (the page forgets its draft). */
  saved: () => void;
};

/**
 * The save of the council and organisation forms (spec 3 §2, §8): 'Saved', then a new record opens
 * its edit route; an answer without an id is the alert 'Errors'; a failed call is an error toast.
 * The form stays mounted whenever the save does not succeed, so the draft is kept.
 */
export function useSaveWithId<Values>({ save, isNew, editPath, refresh, saved }: SaveWithIdOptions<Values>) {
  const toast = useToast();
  const navigate = useNavigate();
  const saveFailed = useFailureToast();
  const [error, setError] = useState<string>();

  const submit = async (values: Values) => {
    setError(undefined);
    try {
      const { id } = await save(values);
      if (!id) {
        setError(saveWithoutIdMessage);
        return;
      }
      saved();
      toast.show({ variant: 'success', title: 'Success', message: 'Saved' });
      await refresh();
      if (isNew) navigate(editPath(id), { replace: true });
    } catch (failure) {
      saveFailed(failure);
    }
  };
  return { error, submit };
}
