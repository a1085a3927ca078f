import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Muted } from '@/components/card';
import { DialogContent, DialogRoot, DialogTrigger } from '@/components/dialog';
import { Stack } from '@/components/layout';
import { AccountsSection } from './accounts-section';
import { DemoDataSection } from './demo-data-section';
import { FailuresSection } from './failures-section';
import { LatencySection } from './latency-section';
import { RequestLogSection } from './request-log-section';
import { activeSummary, useDemoSettings } from './settings';

/**
 * The Demo controls panel: demo accounts, the mocked server's latency and failures, the demo data
 * and the request log. `Trigger` is the button that opens it, showing what is on.
 */
export function DemoControls({
  trigger: Trigger,
  onDone,
}: {
  trigger: typeof Button;
  /** After a persona switch, a reset or a load, which leave the page (the phone drawer closes). */
  onDone?: () => void;
}) {
  const settings = useDemoSettings();
  const summary = activeSummary(settings);
  const [open, setOpen] = useState(false);
  const done = () => {
    setOpen(false);
    onDone?.();
  };
  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Trigger type="button">
          <SlidersHorizontal size={18} aria-hidden="true" /> Demo controls
          {summary && <Muted as="small"> ({summary})</Muted>}
        </Trigger>
      </DialogTrigger>
      <DialogContent
        title="Demo controls"
        description="Settings of the mocked server in this browser. They stay until you change them."
      >
        <Stack>
          <AccountsSection onDone={done} />
          <LatencySection latency={settings.latency} />
          <FailuresSection failures={settings.failures} />
          <DemoDataSection onLoaded={done} />
          <RequestLogSection recording={settings.recording} />
        </Stack>
      </DialogContent>
    </DialogRoot>
  );
}
