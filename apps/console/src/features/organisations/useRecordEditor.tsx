import type { SavedIdAnswer } from '@stride/api';
import { useToast } from '@stride/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFailureToast } from '../../app/useFailureToast';
import type { DraftEditor } from '../../drafts/editor-drafts';
import { LeaveGuard } from '../../drafts/LeaveGuard';
import { useEditorDraft } from '../../drafts/useEditorDraft';

/** The alert when an organisation or council save answers without an id (docs/product/organisations.md). */
const saveWithoutIdMessage = 'Errors';

export type RecordEditorOptions<Values, Output> = {
  /** Whose draft the form keeps. */
  editor: DraftEditor;
  /** The id in the route; null for a new record. */
  routeId: string | null;
  /** The loaded record's id; undefined while the record is new. */
  editingId: number | undefined;
  /** The loaded record's form, when there is one. */
  loaded: Values | undefined;
  /** The save: a write whose descriptor reloads what shows the record (lists, the record itself). */
  save: (values: Output) => Promise<SavedIdAnswer>;
  /** The edit route of a saved record. */
  editPath: (id: number) => string;
  /**
   * What of the form the draft keeps.
   * @default all of it
   */
  keep?: (values: Values) => Values;
};

/**
 * The council and organisation forms (docs/product/organisations.md): the draft they keep until saved, and
 * their save: 'Saved', then a new record opens its edit route; an answer without an id is the alert 'Errors';
 * a failed call is an error toast. The form stays mounted whenever the save does not succeed, so the draft is
 * kept. `form` goes to the form component, `guard` next to it.
 */
export function useRecordEditor<Values, Output = Values>({
  editor,
  routeId,
  editingId,
  loaded,
  save,
  editPath,
  keep = (values) => values,
}: RecordEditorOptions<Values, Output>) {
  const toast = useToast();
  const navigate = useNavigate();
  const saveFailed = useFailureToast();
  const [error, setError] = useState<string>();
  const draft = useEditorDraft<Values>(editor, routeId ?? 'new');

  const onSubmit = async (values: Output) => {
    setError(undefined);
    try {
      const { id } = await save(values);
      if (!id) {
        setError(saveWithoutIdMessage);
        return;
      }
      draft.clear();
      toast.show({ variant: 'success', title: 'Success', message: 'Saved' });
      if (editingId === undefined) navigate(editPath(id), { replace: true });
    } catch (failure) {
      saveFailed(failure);
    }
  };

  return {
    /** The form's key: a new record and each saved one start afresh. */
    key: routeId ?? 'new',
    form: {
      defaultValues: draft.stored() ?? loaded,
      onValuesChange: (values: Values) => draft.keep(keep(values)),
      error,
      onSubmit,
    },
    guard: <LeaveGuard unsaved={draft.unsaved} onLeave={draft.clear} />,
  };
}
