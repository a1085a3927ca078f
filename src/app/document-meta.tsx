import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { applyPageMeta, routeMeta } from '@/lib/page-meta';
import { useThemeMode } from '@/theme/theme-mode';

/** Gives each page its own title, description, sharing tags and theme colour, from the manifest. */
export function DocumentMeta() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const { mode } = useThemeMode();
  const meta = routeMeta(matches.map((match) => match.handle));
  useEffect(() => applyPageMeta(meta, pathname, mode), [meta, pathname, mode]);
  return null;
}
