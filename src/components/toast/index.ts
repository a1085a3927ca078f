export { ToastProvider, useToast, type ToastInput } from './toast-provider';
export { Toaster } from './toaster';
