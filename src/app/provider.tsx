import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ToastProvider } from '@/components/toast';
import { createQueryClient } from '@/lib/query-client';
import { ThemeModeProvider } from '@/theme/theme-mode';
import { SessionWatch } from './session-watch';
import type { ThemeMode } from '@/theme/tokens';

/** The notification region's code loads beside the first page, not before it is painted. */
const Toaster = lazy(() =>
  import('@/components/toast/toaster').then((module) => ({ default: module.Toaster })),
);

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
          <Suspense fallback={null}>
            <Toaster duration={toastDuration} />
          </Suspense>
        </ToastProvider>
      </QueryClientProvider>
    </ThemeModeProvider>
  );
}
