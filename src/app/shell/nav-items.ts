import {
  Activity,
  Award,
  Droplet,
  FileHeart,
  HeartPulse,
  Home,
  LayoutDashboard,
  Pill,
  Salad,
  Settings,
  Smartphone,
  TestTube,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The side navigation of SPEC.md 2.2, in its order. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: '/', icon: Home },
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
  { label: 'Health Metrics', to: '/health-metrics', icon: HeartPulse },
  { label: 'Medical History', to: '/medical-history', icon: FileHeart },
  { label: 'Blood Work', to: '/bloodwork', icon: TestTube },
  { label: 'CGM', to: '/cgm', icon: Activity },
  { label: 'Medications', to: '/medications', icon: Pill },
  { label: 'Supplements', to: '/supplements', icon: Droplet },
  { label: 'Nutrition', to: '/nutrition', icon: Salad },
  { label: 'Connected Devices', to: '/connected-devices', icon: Smartphone },
  { label: 'Achievements', to: '/achievements', icon: Award },
  { label: 'Settings', to: '/settings', icon: Settings },
];
