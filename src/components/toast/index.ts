export { ToastProvider, useToast, type ToastInput } from './toast-provider';
