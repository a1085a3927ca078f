import { Stack } from '@/components/layout';
import { AccountsSection } from './accounts-section';
import { DemoDataSection } from './demo-data-section';
import { FailuresSection } from './failures-section';
import { LatencySection } from './latency-section';
import { RequestLogSection } from './request-log-section';
import type { DemoSettings } from './settings';

/**
 * The Demo controls panel's sections: demo accounts, the mocked server's latency and failures, the
 * demo data and the request log. Loaded on their own when the panel is about to open.
 */
export default function DemoControlsSections({
  settings,
  onDone,
}: {
  settings: DemoSettings;
  onDone: () => void;
}) {
  return (
    <Stack>
      <AccountsSection onDone={onDone} />
      <LatencySection latency={settings.latency} />
      <FailuresSection failures={settings.failures} />
      <DemoDataSection onLoaded={onDone} />
      <RequestLogSection recording={settings.recording} />
    </Stack>
  );
}
