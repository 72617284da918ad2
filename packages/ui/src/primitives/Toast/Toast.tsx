import { useCallback, useMemo, useRef, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Toast } from 'radix-ui';
import { Icon } from '../../icons/Icon';
import { IconButton } from '../IconButton/IconButton';
import { TechnicalDetails } from '../ErrorState/TechnicalDetails';
import { Content, Item, Message, Title, Viewport } from './Toast.styles';
import { ToastContext, type ToastApi, type ToastOptions } from './useToast';

export type ToastProviderProps = {
  /** The application; anything below can call `useToast().show(...)`. */
  children: ReactNode;
  /**
   * Milliseconds a toast stays when `show` gives no duration.
   * @default 5000
   */
  duration?: number;
  /**
   * Name of the toast region; Radix adds its hotkey (F8 moves focus to the toasts).
   * @default 'Notifications'
   */
  label?: string;
  /**
   * How many toasts show at once; a newer one dismisses the oldest. One keeps the region within the
   * header's height, where it covers no control.
   * @default 1
   */
  limit?: number;
} & ComponentPropsWithoutRef<'ol'>;

type ShownToast = ToastOptions & { id: number };

function ToastItem({
  title,
  message,
  detail,
  variant = 'info',
  duration,
  onClose,
}: ShownToast & { onClose: () => void }) {
  const isError = variant === 'error';
  return (
    <Item
      data-variant={variant}
      duration={duration}
      // Foreground toasts are announced assertively; errors need that, confirmations do not.
      type={isError ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Content
        role={isError ? 'alert' : undefined}
        // The alert role announces an error by itself; Radix's own announcer would repeat it.
        data-radix-toast-announce-exclude={isError ? '' : undefined}
      >
        <Toast.Title asChild>
          <Title>{title}</Title>
        </Toast.Title>
        <Toast.Description asChild>
          <Message>{message}</Message>
        </Toast.Description>
        {detail && <TechnicalDetails detail={detail} />}
      </Content>
      <Toast.Close asChild>
        <IconButton label="Dismiss" size="small" icon={<Icon name="close" />} />
      </Toast.Close>
    </Item>
  );
}

/**
 * Renders the toast region (top centre, clear of the corners and of a dialog's buttons; one toast at a
 * time by default) and gives `useToast` to its children. Mount it once at the
 * root of the console, inside StrideProvider; rest props go to the region's list.
 */
export function ToastProvider({
  children,
  duration = 5000,
  label = 'Notifications',
  limit = 1,
  ...rest
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(0);

  const remove = useCallback(
    (id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)),
    [],
  );
  const api = useMemo<ToastApi>(
    () => ({
      show: (toast) =>
        setToasts((shown) => [...shown, { ...toast, id: nextId.current++ }].slice(-Math.max(1, limit))),
    }),
    [limit],
  );

  return (
    <ToastContext value={api}>
      <Toast.Provider duration={duration} swipeDirection="right">
        {children}
        {toasts.map((toast) => (
          <ToastItem key={toast.id} {...toast} onClose={() => remove(toast.id)} />
        ))}
        <Viewport label={`${label} ({hotkey})`} {...rest} />
      </Toast.Provider>
    </ToastContext>
  );
}
