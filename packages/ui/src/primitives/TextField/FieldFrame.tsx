import { VisuallyHidden } from 'radix-ui';
import { useId } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { FieldDescription, FieldError, FieldLabel, FieldRoot, RequiredMark } from './TextField.styles';

/** The ids a labelled field wires together: its control, label, hint and message. */
export type FieldIds = {
  id: string;
  labelId: string;
  descriptionId: string | undefined;
  errorId: string | undefined;
  /** The control's `aria-describedby`: the message, the hint, then the caller's own. */
  describedBy: string | undefined;
};

function useFieldIds(
  id: string | undefined,
  { description, error, describedBy }: { description?: ReactNode; error?: ReactNode; describedBy?: string },
): FieldIds {
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return {
    id: controlId,
    labelId: `${controlId}-label`,
    descriptionId,
    errorId,
    describedBy: [errorId, descriptionId, describedBy].filter(Boolean).join(' ') || undefined,
  };
}

/** The props every labelled field takes for its frame (label, hint, message) and its control's wiring. */
type FieldOwnProps = {
  label: ReactNode;
  labelHidden?: boolean;
  required?: boolean;
  description?: ReactNode;
  error?: ReactNode;
  id?: string;
  className?: string;
  style?: CSSProperties;
  'aria-describedby'?: string;
};

/**
 * Splits a field's props: `frame` for its FieldFrame, `control` (id, invalid state and
 * description) for its input, trigger or textarea, `rest` for the field itself.
 */
export function useField<Props extends FieldOwnProps>(props: Props) {
  const {
    label,
    labelHidden,
    required,
    description,
    error,
    id,
    className,
    style,
    'aria-describedby': describedBy,
    ...rest
  } = props;
  const ids = useFieldIds(id, { description, error, describedBy });
  return {
    frame: { ids, label, labelHidden, required, description, error, className, style },
    control: {
      id: ids.id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': ids.describedBy,
    },
    ids,
    rest,
  };
}

type FieldFrameProps = {
  ids: FieldIds;
  label: ReactNode;
  labelHidden?: boolean;
  /** Gives the label its id (for a control named by `aria-labelledby`). */
  labelled?: boolean;
  required?: boolean;
  description?: ReactNode;
  error?: ReactNode;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
};

/** Label (with the required mark), hint, the control, then the validation message. */
export function FieldFrame({
  ids,
  label,
  labelHidden = false,
  labelled = false,
  required,
  description,
  error,
  className,
  style,
  children,
}: FieldFrameProps) {
  const labelElement = (
    <FieldLabel id={labelled ? ids.labelId : undefined} htmlFor={ids.id}>
      {label}
      {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
    </FieldLabel>
  );
  return (
    <FieldRoot className={className} style={style}>
      {labelHidden ? <VisuallyHidden.Root asChild>{labelElement}</VisuallyHidden.Root> : labelElement}
      {description && <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>}
      {children}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </FieldRoot>
  );
}
