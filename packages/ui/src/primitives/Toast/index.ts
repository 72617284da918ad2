export { ToastProvider } from './Toast';
export type { ToastProviderProps } from './Toast';
export { useToast } from './useToast';
export type { ToastApi, ToastOptions, ToastVariant } from './useToast';
