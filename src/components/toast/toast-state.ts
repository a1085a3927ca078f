import type { ReactNode } from 'react';
import { TOAST_LIMIT } from '@/lib/constants';

export type ToastVariant = 'default' | 'success' | 'destructive';

/** A failure: it interrupts (an assertive announcement, a foreground toast). */
export const isUrgent = (variant: ToastVariant | undefined) => variant === 'destructive';

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** A button beside the text; `altText` says how to do the same without it (Radix's rule). */
  action?: { label: string; altText: string; onAction: () => void };
  /** How long it shows, when not the region's own time (Infinity: until it is closed). */
  duration?: number;
  open: boolean;
}

export type ToastAction =
  | { type: 'add'; toast: ToastData }
  | { type: 'update'; toast: Partial<ToastData> & { id: string } }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

/** Added, updated, dismissed (closed) and later removed; at most TOAST_LIMIT are kept. */
export function toastReducer(state: ToastData[], action: ToastAction): ToastData[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'update':
      return state.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t));
    case 'dismiss':
      return state.map((t) =>
        action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
      );
    case 'remove':
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
}
