import { createContext, useContext } from 'react';

type ToastVariant = 'success' | 'error' | 'info' | 'warning';

/** One toast: spec messages go in verbatim, e.g. title 'Success', message 'Updated'. */
export type ToastOptions = {
  /** A short bold first line ('Success', 'Error'). */
  title: string;
  /** What happened ('Updated', 'Delete completed', 'Succesfully copied!'). */
  message: string;
  /**
   * What failed in technical words, behind a closed 'Technical details' disclosure under the message.
   * @default undefined
   */
  detail?: string;
  /**
   * Tone; `error` toasts are announced at once as alerts.
   * @default 'info'
   */
  variant?: ToastVariant;
  /**
   * Milliseconds before the toast hides itself; hovering or focusing it pauses the countdown.
   * @default the ToastProvider's duration
   */
  duration?: number;
};

export type ToastApi = {
  /** Shows a toast; several stack in the viewport. */
  show: (toast: ToastOptions) => void;
};

export const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts from anywhere under a `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it (the console renders one at its root).');
  return api;
}
