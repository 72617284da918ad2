export { ToastProvider } from './Toast';
export { useToast } from './useToast';
