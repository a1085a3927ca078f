/**
 * The side navigation's icons, by the name the route manifest gives each entry: here, in the
 * shell's chunk, rather than in the manifest, which every page (the landing too) loads at start.
 */
export {
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
} from 'lucide-react';
