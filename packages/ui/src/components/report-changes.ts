import { useEffect } from 'react';
import type { FieldValues, UseFormGetValues, UseFormWatch } from 'react-hook-form';

/**
 * Tells `onValuesChange` the whole form after every change the user makes (not on mount), so the
 * page can keep a draft. Shared by the react-hook-form forms that take `onValuesChange`.
 */
export function useReportChanges<Values extends FieldValues>(
  watch: UseFormWatch<Values>,
  getValues: UseFormGetValues<Values>,
  onValuesChange: ((values: Values) => void) | undefined,
) {
  useEffect(() => {
    if (!onValuesChange) return;
    const subscription = watch(() => onValuesChange(getValues()));
    return () => subscription.unsubscribe();
  }, [watch, getValues, onValuesChange]);
}
