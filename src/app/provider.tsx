import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster, ToastProvider } from '@/components/toast';
import { TooltipProvider } from '@/components/tooltip';
import { createQueryClient } from '@/lib/query-client';
import { ThemeModeProvider } from '@/theme/theme-mode';
import { SessionWatch } from './session-watch';
import type { ThemeMode } from '@/theme/tokens';

interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Storybook's toolbar forces a theme; the app follows the system or the remembered choice. */
  forcedTheme?: ThemeMode;
}

/** Everything a screen needs around it, in the app, in tests and in Storybook. */
export function AppProvider({ children, queryClient, forcedTheme }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeModeProvider forcedMode={forcedTheme}>
      <QueryClientProvider client={client}>
        <TooltipProvider>
          <ToastProvider>
            <SessionWatch />
            {children}
            <Toaster />
          </ToastProvider>
        </TooltipProvider>
      </QueryClientProvider>
    </ThemeModeProvider>
  );
}
