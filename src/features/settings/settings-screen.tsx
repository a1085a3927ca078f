import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Muted } from '@/components/card';
import { Page, PageTitle, Stack } from '@/components/layout';
import { Tabs, panelId, tabId } from '@/components/tabs';
import { AccountTab } from './tabs/account-tab';
import { DevicesTab } from './tabs/devices-tab';
import { NotificationsTab } from './tabs/notifications-tab';
import { PrivacyTab } from './tabs/privacy-tab';
import { UnitsPlanTab } from './tabs/units-plan-tab';

const ID = 'settings';

export type SettingsTab = 'devices' | 'account' | 'privacy' | 'notifications' | 'units';

/** SPEC.md 2.10's tabs, then the units and plan of PRODUCT.md. */
export const SETTINGS_TABS: readonly { value: SettingsTab; label: string }[] = [
  { value: 'devices', label: 'Connected Devices' },
  { value: 'account', label: 'Account' },
  { value: 'privacy', label: 'Privacy & Security' },
  { value: 'notifications', label: 'Notifications' },
  { value: 'units', label: 'Units & Plan' },
];
const DEFAULT_TAB: SettingsTab = 'devices';

const PANELS: Record<SettingsTab, ComponentType> = {
  devices: DevicesTab,
  account: AccountTab,
  privacy: PrivacyTab,
  notifications: NotificationsTab,
  units: UnitsPlanTab,
};

/** Settings (SPEC.md 2.10): every tab saved on the server, the tab in the address (`?tab=`). */
export function SettingsScreen() {
  const [params, setParams] = useSearchParams();
  const tab = SETTINGS_TABS.find((t) => t.value === params.get('tab'))?.value ?? DEFAULT_TAB;
  const select = (value: SettingsTab) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === DEFAULT_TAB) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  const Panel = PANELS[tab];
  return (
    <Page>
      <Stack $gap="sm">
        <PageTitle>Settings</PageTitle>
        <Muted>Your devices, account, privacy, notifications, units and plan.</Muted>
      </Stack>
      <Tabs idPrefix={ID} label="Settings" tabs={SETTINGS_TABS} selected={tab} onSelect={select} />
      <div role="tabpanel" id={panelId(ID)} aria-labelledby={tabId(ID, tab)}>
        <Panel />
      </div>
    </Page>
  );
}
