import { Tabs } from '@/components/tabs';
import type { MetricTab } from '../view-params';

export { panelId, tabId } from '@/components/tabs';

interface MetricTabsProps {
  idPrefix: string;
  tabs: readonly { value: MetricTab; label: string }[];
  selected: MetricTab;
  onSelect: (tab: MetricTab) => void;
}

/** The Health Metrics views, as the shared tabs (src/components/tabs.tsx). */
export function MetricTabs(props: MetricTabsProps) {
  return <Tabs label="Health metrics views" {...props} />;
}
