import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ToastProvider, useToast } from '@/components/toast';
import { ThemeModeProvider } from '@/theme/theme-mode';
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

export interface SiteProviderProps {
  children: ReactNode;
  /** The session watch, or what mounts it once needed: before the page, beside the toasts. */
  watch: ReactNode;
  /** Storybook's toolbar forces a theme; the app follows the system or the remembered choice. */
  forcedTheme?: ThemeMode;
  /** How long a toast shows; Storybook keeps each until it is dismissed (Infinity). */
  toastDuration?: number;
}

/** What every page needs around it, signed in or not: the colour mode and the notifications. */
export function SiteProvider({ children, watch, forcedTheme, toastDuration }: SiteProviderProps) {
  return (
    <ThemeModeProvider forcedMode={forcedTheme}>
      <ToastProvider>
        {watch}
        {children}
        <ToasterOnceNeeded duration={toastDuration} />
      </ToastProvider>
    </ThemeModeProvider>
  );
}
