import type { LucideIcon } from 'lucide-react';

type Lucide = typeof import('lucide-react');

/**
 * A lucide-react icon by the name it is exported under ('HeartPulse'), as a route manifest entry
 * names its navigation icon. The icons the app draws are read from its source by the build
 * (vite.config.ts, `lucideIcons`): no list of them is kept.
 */
export type IconName = {
  [Name in keyof Lucide]: Lucide[Name] extends LucideIcon ? Name : never;
}[keyof Lucide];
