import type { FileRule } from '@stride/domain';
import { useId, useState, type ChangeEvent, type Ref } from 'react';
import { checkPickedFile } from '../../files/picked-file';
import { FieldError, FieldLabel, FieldRoot } from '../../primitives/TextField/TextField.styles';
import { FileInput } from '../form-layout.styles';

export type FileFieldProps = {
  /** The visible label, also the input's accessible name. */
  label: string;
  /** What the file must be (ADR 0094), e.g. `csvFileRule`. */
  rule: FileRule;
  /** The chosen file once it passes the check; null when none is chosen or it was refused. */
  onFileChange: (file: File | null) => void;
  /**
   * The `<input>` element, so a react-hook-form form can focus it when no file is chosen.
   * @default undefined
   */
  ref?: Ref<HTMLInputElement>;
};

/**
 * A file input that checks what is chosen (extension, content, emptiness, size) before the caller
 * ever sees it: a refused file shows the rule's message and is never handed on for upload.
 */
export function FileField({ label, rule, onFileChange, ref }: FileFieldProps) {
  const id = useId();
  const [error, setError] = useState<string>();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) {
      setError(undefined);
      onFileChange(null);
      return;
    }
    const check = await checkPickedFile(file, rule);
    setError(check.ok ? undefined : check.message);
    onFileChange(check.ok ? file : null);
    if (!check.ok) input.value = '';
  };

  return (
    <FieldRoot>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <FileInput
        ref={ref}
        id={id}
        type="file"
        accept={rule.extensions.map((extension) => `.${extension}`).join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => void choose(event)}
      />
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </FieldRoot>
  );
}
