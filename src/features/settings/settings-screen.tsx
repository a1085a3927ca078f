import type { ComponentType } from 'react';
import { Muted } from '@/components/card';
import { Page, PageTitle, Stack } from '@/components/layout';
import { TabbedView } from '@/components/tabs';
import { useUrlState } from '@/lib/url-state';
import { AccountTab } from './tabs/account-tab';
import { DevicesTab } from './tabs/devices-tab';
import { NotificationsTab } from './tabs/notifications-tab';
import { PrivacyTab } from './tabs/privacy-tab';
import { UnitsPlanTab } from './tabs/units-plan-tab';
import { SETTINGS_TABS, VIEW, type SettingsTab } from './view';

const PANELS: Record<SettingsTab, ComponentType> = {
  devices: DevicesTab,
  account: AccountTab,
  privacy: PrivacyTab,
  notifications: NotificationsTab,
  units: UnitsPlanTab,
};

/** The tab list: its ids' prefix, its accessible name and its tabs. */
const TAB_LIST = { idPrefix: 'settings', label: 'Settings', tabs: SETTINGS_TABS };

/** Settings: every tab saved on the server, the tab in the address (`?tab=`). */
export function SettingsScreen() {
  const [{ tab }, setView] = useUrlState(VIEW);
  const Panel = PANELS[tab];
  return (
    <Page>
      <Stack $gap="sm">
        <PageTitle>Settings</PageTitle>
        <Muted>Your devices, account, privacy, notifications, units and plan.</Muted>
      </Stack>
      <TabbedView {...TAB_LIST} selected={tab} onSelect={(next) => setView({ tab: next })}>
        <Panel />
      </TabbedView>
    </Page>
  );
}
