import { virtual } from '@guidepup/virtual-screen-reader';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogContent, DialogRoot } from '@/components/dialog';
import { ThemeModeProvider } from '@/theme/theme-mode';
import { Toaster } from './toaster';
import { ToastProvider, useToast, type ToastInput } from './toast-provider';

const ADDED: ToastInput = { title: 'Medication added', description: 'Metformin interacts.' };

/** Buttons that raise `input`; with `atOnce`, the toast is raised as the page mounts. */
function Raise({ input, atOnce = false }: { input: ToastInput; atOnce?: boolean }) {
  const { toast } = useToast();
  useEffect(() => {
    if (atOnce) toast(input);
  }, [atOnce, input, toast]);
  return (
    <>
      <button onClick={() => toast(input)}>Raise</button>
      <button
        onClick={() => {
          toast(input);
          requestAnimationFrame(() => busyFor(1200));
        }}
      >
        Raise busy
      </button>
    </>
  );
}

function renderToasts(input: ToastInput, atOnce?: boolean, { inDialog = false } = {}) {
  const raise = <Raise input={input} atOnce={atOnce} />;
  return render(
    <ThemeModeProvider>
      <ToastProvider>
        {inDialog ? (
          <DialogRoot open>
            <DialogContent title="Connect Device">{raise}</DialogContent>
          </DialogRoot>
        ) : (
          raise
        )}
        <Toaster duration={Infinity} />
      </ToastProvider>
    </ThemeModeProvider>,
  );
}

/** Holds the main thread, as a page rendering on a slow phone does. */
function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    /* a long task */
  }
}

const toastShown = () => screen.findByRole('region', { name: 'Notifications (F8)' });
const spokenToast = async () =>
  (await virtual.spokenPhraseLog()).filter((phrase) => /^(polite|assertive): /.test(phrase));

afterEach(() => virtual.stop());

describe('a toast, as screen readers hear it', () => {
  it('says a toast once, its title and description together, politely', async () => {
    renderToasts(ADDED);
    await virtual.start({ container: document.body });
    await userEvent.click(screen.getByRole('button', { name: 'Raise' }));
    await toastShown();
    await waitFor(async () =>
      expect(await spokenToast()).toEqual(['polite: Medication added Metformin interacts.']),
    );
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(await spokenToast()).toEqual(['polite: Medication added Metformin interacts.']);
  });

  it('says a toast raised behind a modal dialog, which hides the rest of the page', async () => {
    renderToasts({ title: 'Selection Required', variant: 'destructive' }, false, {
      inDialog: true,
    });
    await virtual.start({ container: document.body });
    await userEvent.click(screen.getByRole('button', { name: 'Raise' }));
    const announcement = await screen.findByText('Selection Required', {
      selector: '[role="status"] span',
    });
    expect(announcement.closest('[aria-hidden="true"]')).toBeNull();
    await waitFor(async () =>
      expect(await spokenToast()).toEqual(['assertive: Selection Required']),
    );
  });

  it('says a failure assertively', async () => {
    renderToasts({ title: 'Not saved', description: 'Try again.', variant: 'destructive' });
    await virtual.start({ container: document.body });
    await userEvent.click(screen.getByRole('button', { name: 'Raise' }));
    await waitFor(async () =>
      expect(await spokenToast()).toEqual(['assertive: Not saved Try again.']),
    );
  });

  it('says a toast though the page is busy for over a second from the next frame', async () => {
    renderToasts(ADDED);
    await virtual.start({ container: document.body });
    await userEvent.click(screen.getByRole('button', { name: 'Raise busy' }));
    // Radix's announcement is filled two frames after it mounts and removed one second after it
    // mounts, filled or not: a busy second from the next frame lost it.
    await waitFor(async () =>
      expect(await spokenToast()).toEqual(['polite: Medication added Metformin interacts.']),
    );
  });

  it('fills its region after a paint with the region in the page, and removes it a second after', async () => {
    renderToasts(ADDED, true);
    const announcement = await screen.findByRole('status');
    expect(announcement).toBeEmptyDOMElement();
    await waitFor(() =>
      expect(announcement).toHaveTextContent('Medication added Metformin interacts.'),
    );
    await waitFor(() => expect(announcement).not.toBeInTheDocument());
    // The toast itself stays.
    expect(screen.getByText('Medication added')).toBeVisible();
  });
});
