import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { THEME_STORAGE_KEY } from '@/lib/constants';
import { THEME_ATTRIBUTE } from '@/lib/before-paint';
import { GlobalStyle } from './global-style';
import { styleTheme, themes, type ThemeMode } from './tokens';

/** 'system' follows the operating system; a chosen mode is remembered in THEME_STORAGE_KEY. */
export type ThemePreference = ThemeMode | 'system';

interface ThemeModeValue {
  mode: ThemeMode;
  toggle: () => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

// Rendered to HTML at build time too, where there is no storage and no screen: the markup does not
// depend on the mode (the styles' colours are CSS variables), so that render takes the default.
function readPreference(): ThemePreference {
  const stored = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

const darkQuery = () =>
  typeof window === 'undefined' ? undefined : window.matchMedia?.('(prefers-color-scheme: dark)');

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

  // The root element carries the mode, which picks the colours (index.html set it before the
  // first paint; this keeps it in step with the toggle and the system).
  useLayoutEffect(() => {
    document.documentElement.setAttribute(THEME_ATTRIBUTE, mode);
  }, [mode]);

  const toggle = useCallback(() => {
    const next: ThemeMode = mode === 'dark' ? 'light' : 'dark';
    localStorage.setItem(THEME_STORAGE_KEY, next);
    setPreference(next);
  }, [mode]);

  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={styleTheme}>
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

/**
 * The theme with the current mode's colour values, for what draws with colours rather than
 * styles: charts' SVG attributes and nivo's own colour maths, which cannot read CSS variables.
 */
export function useModeTheme() {
  return themes[useThemeMode().mode];
}
