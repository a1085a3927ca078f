import {
  Apple,
  ClipboardList,
  Droplet,
  FlaskConical,
  HeartPulse,
  Home,
  LayoutDashboard,
  Pill,
  Settings,
  ShoppingBag,
  Trophy,
  Watch,
  type LucideIcon,
} from 'lucide-react';

/**
 * The side navigation's icons, by the name the route manifest gives each entry: here, in the
 * shell's chunk, rather than in the manifest, which every page (the landing too) loads at start.
 */
export const NAV_ICONS = {
  Apple,
  ClipboardList,
  Droplet,
  FlaskConical,
  HeartPulse,
  Home,
  LayoutDashboard,
  Pill,
  Settings,
  ShoppingBag,
  Trophy,
  Watch,
} satisfies Record<string, LucideIcon>;

export type NavIconName = keyof typeof NAV_ICONS;
