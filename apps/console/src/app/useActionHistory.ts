import { actionsHistoryQuery } from '@stride/api';
import type { ActionKey } from '@stride/domain';
import { useQuery } from './useQuery';

/** The past runs of one actions-area action, for its page's History (docs/product/actions.md, ADR 0086). */
export function useActionHistory(action: ActionKey) {
  return useQuery(
    actionsHistoryQuery({ school_id: null, category: null, user_id: null, student_id: null, action }),
  );
}
