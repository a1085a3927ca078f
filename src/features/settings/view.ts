import { oneOf } from '@/lib/url-state';

export type SettingsTab = 'devices' | 'account' | 'privacy' | 'notifications' | 'units';

/** The tabs, Connected Devices first and by default. */
export const SETTINGS_TABS: readonly { value: SettingsTab; label: string }[] = [
  { value: 'devices', label: 'Connected Devices' },
  { value: 'account', label: 'Account' },
  { value: 'privacy', label: 'Privacy & Security' },
  { value: 'notifications', label: 'Notifications' },
  { value: 'units', label: 'Units & Plan' },
];

/** The tab lives in the address (`?tab=`). */
export const VIEW = { tab: oneOf(SETTINGS_TABS.map((tab) => tab.value)) };
