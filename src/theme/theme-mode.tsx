import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { themes, type ThemeMode } from './tokens';

/** 'system' follows the operating system; a chosen mode is remembered in this key. */
export const THEME_STORAGE_KEY = 'theme-mode';
export type ThemePreference = ThemeMode | 'system';

interface ThemeModeValue {
  mode: ThemeMode;
  toggle: () => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

function readPreference(): ThemePreference {
  const stored = localStorage.getItem(THEME_STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

const darkQuery = () => window.matchMedia?.('(prefers-color-scheme: dark)');

function useSystemMode(): ThemeMode {
  const [mode, setMode] = useState<ThemeMode>(() => (darkQuery()?.matches ? 'dark' : 'light'));
  useEffect(() => {
    const query = darkQuery();
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) => setMode(event.matches ? 'dark' : 'light');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return mode;
}

interface ThemeModeProviderProps {
  children: ReactNode;
  /** Forces a mode (Storybook's toolbar); the toggle then has no lasting effect. */
  forcedMode?: ThemeMode;
}

export function ThemeModeProvider({ children, forcedMode }: ThemeModeProviderProps) {
  const [preference, setPreference] = useState<ThemePreference>(readPreference);
  const systemMode = useSystemMode();
  const mode = forcedMode ?? (preference === 'system' ? systemMode : preference);

  const toggle = useCallback(() => {
    const next: ThemeMode = mode === 'dark' ? 'light' : 'dark';
    localStorage.setItem(THEME_STORAGE_KEY, next);
    setPreference(next);
  }, [mode]);

  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={themes[mode]}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside ThemeModeProvider');
  return value;
}
