import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ToastProvider, useToast } from '@/components/toast';
import { createQueryClient } from '@/lib/query-client';
import { ThemeModeProvider } from '@/theme/theme-mode';
import { SessionWatch } from './session-watch';
import type { ThemeMode } from '@/theme/tokens';

const Toaster = lazy(() =>
  import('@/components/toast/toaster').then((module) => ({ default: module.Toaster })),
);

/**
 * The notification region, from the first toast on: its code (Radix Toast, 13 KB gzip) loads then,
 * so a page that shows none, such as the landing read by a visitor, never downloads it.
 */
function ToasterOnceNeeded({ duration }: { duration?: number }) {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster duration={duration} />
    </Suspense>
  );
}

interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Storybook's toolbar forces a theme; the app follows the system or the remembered choice. */
  forcedTheme?: ThemeMode;
  /** How long a toast shows; Storybook keeps each until it is dismissed (Infinity). */
  toastDuration?: number;
}

/** Everything a screen needs around it, in the app, in tests and in Storybook. */
export function AppProvider({
  children,
  queryClient,
  forcedTheme,
  toastDuration,
}: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeModeProvider forcedMode={forcedTheme}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <SessionWatch />
          {children}
          <ToasterOnceNeeded duration={toastDuration} />
        </ToastProvider>
      </QueryClientProvider>
    </ThemeModeProvider>
  );
}
