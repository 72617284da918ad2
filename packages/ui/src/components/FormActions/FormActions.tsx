import type { ComponentPropsWithoutRef } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Actions } from '../form-layout.styles';

export type FormActionsProps = {
  /** The submit button's label, e.g. 'Save user'. */
  submitLabel: string;
  /**
   * Closes the form without saving; without it there is no Cancel (a form on a page).
   * @default undefined
   */
  onCancel?: () => void;
  /**
   * The form is being submitted: the submit button shows it is working.
   * @default false
   */
  submitting?: boolean;
} & ComponentPropsWithoutRef<'div'>;

/** The submit button, and Cancel when the form can be left, at the foot of a form. */
export function FormActions({ submitLabel, onCancel, submitting = false, ...rest }: FormActionsProps) {
  return (
    <Actions {...rest}>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </Actions>
  );
}
