import { useId, useState } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { TextField } from '../TextField/TextField';
import type { TextFieldProps } from '../TextField/TextField';

export type PasswordFieldProps = {
  /**
   * Shows the hint 'Minimum 8 characters' under the label (spec: password inputs hint at the
   * minimum length). A `description` takes its place when both are given.
   * @default false
   */
  showLengthHint?: boolean;
  /**
   * Starts with the password shown as plain text.
   * @default false
   */
  defaultVisible?: boolean;
} & Omit<TextFieldProps, 'type' | 'trailing'>;

const EyeIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

const EyeOffIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-2.9 3.8M6.6 6.6C3.7 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </svg>
);

/**
 * A TextField for passwords with a button that shows or hides the typed characters. The button is
 * named 'Show password' / 'Hide password' after what it will do, and never submits the form.
 */
export function PasswordField({
  showLengthHint = false,
  defaultVisible = false,
  description,
  size = 'medium',
  disabled,
  id,
  ...rest
}: PasswordFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const [visible, setVisible] = useState(defaultVisible);

  return (
    <TextField
      id={inputId}
      type={visible ? 'text' : 'password'}
      size={size}
      disabled={disabled}
      description={description ?? (showLengthHint ? 'Minimum 8 characters' : undefined)}
      // A revealed password must not be sent to the browser's spell-check service.
      spellCheck={false}
      trailing={
        <IconButton
          label={visible ? 'Hide password' : 'Show password'}
          icon={visible ? <EyeOffIcon /> : <EyeIcon />}
          size="small"
          disabled={disabled}
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
      {...rest}
    />
  );
}
