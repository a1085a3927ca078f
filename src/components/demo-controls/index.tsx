import { SlidersHorizontal } from 'lucide-react';
import { lazy, useState, useTransition } from 'react';
import { Button } from '@/components/button';
import { Muted } from '@/components/card';
import { DialogContent, DialogRoot, DialogTrigger } from '@/components/dialog';
import { activeSummary, useDemoSettings } from './settings';

/**
 * The sections, fetched when the panel is about to open (the pointer on its button, or the focus):
 * the login page, which shows the button to every visitor, does not load or run them before. The
 * panel opens as a transition, so it appears with its sections, on its first field, once they are
 * there (at once when fetched on the way to the button).
 */
const loadSections = () => import('./sections');
// Pure: a build with mocking off renders no Demo controls, and drops the sections' chunk with this.
const Sections = /* @__PURE__ */ lazy(loadSections);
const prefetch = () => void loadSections();

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
  const [opening, startOpening] = useTransition();
  const onOpenChange = (next: boolean) => {
    if (next) startOpening(() => setOpen(true));
    else setOpen(false);
  };
  const done = () => {
    setOpen(false);
    onDone?.();
  };
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Trigger
          type="button"
          onPointerEnter={prefetch}
          onFocus={prefetch}
          aria-busy={opening || undefined}
        >
          <SlidersHorizontal size={18} aria-hidden="true" /> Demo controls
          {summary && <Muted as="small"> ({summary})</Muted>}
        </Trigger>
      </DialogTrigger>
      <DialogContent
        title="Demo controls"
        description="Settings of the mocked server in this browser. They stay until you change them."
      >
        <Sections settings={settings} onDone={done} />
      </DialogContent>
    </DialogRoot>
  );
}
