import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from 'react';
import type { ReactNode } from 'react';
import { TOAST_REMOVE_DELAY_MS } from '@/lib/constants';
import { toastReducer, type ToastData } from './toast-state';

export type ToastInput = Omit<ToastData, 'id' | 'open'>;

interface ToastContextValue {
  toasts: ToastData[];
  toast: (input: ToastInput) => string;
  update: (id: string, input: Partial<ToastInput>) => void;
  dismiss: (id?: string) => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

let counter = 0;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const scheduleRemoval = useCallback((id: string) => {
    if (timers.current.has(id)) return;
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        dispatch({ type: 'remove', id });
      }, TOAST_REMOVE_DELAY_MS),
    );
  }, []);

  const dismiss = useCallback(
    (id?: string) => {
      dispatch({ type: 'dismiss', id });
      if (id) scheduleRemoval(id);
    },
    [scheduleRemoval],
  );

  const toast = useCallback((input: ToastInput) => {
    counter += 1;
    const id = `toast-${counter}`;
    dispatch({ type: 'add', toast: { ...input, id, open: true } });
    return id;
  }, []);

  const update = useCallback(
    (id: string, input: Partial<ToastInput>) =>
      dispatch({ type: 'update', toast: { ...input, id } }),
    [],
  );

  const value = useMemo(
    () => ({ toasts, toast, update, dismiss }),
    [toasts, toast, update, dismiss],
  );
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

export function useToast(): ToastContextValue {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside ToastProvider');
  return value;
}
