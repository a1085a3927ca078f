import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { VisuallyHidden } from '@/components/visually-hidden';
import { afterNextPaint } from '@/lib/after-next-paint';
import { useToast } from './toast-provider';
import { isUrgent, type ToastData } from './toast-state';

/** How long an announcement stays in the page once filled: long enough to be picked up. */
const SAID_FOR_MS = 1000;

/**
 * True once the browser has painted after mounting: a live region that is in the page for a paint
 * before its words is spoken by NVDA, one filled as it is added may not be (Radix Toast waits two
 * frames for the same reason).
 */
function useAfterFirstPaint(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => afterNextPaint(() => setAfter(true)), []);
  return after;
}

/** One toast, said: an empty live region, filled after a paint, gone a second later. */
function Announcement({ toast: { title, description, variant } }: { toast: ToastData }) {
  const filled = useAfterFirstPaint();
  const [said, setSaid] = useState(false);
  useEffect(() => {
    if (!filled) return;
    const timer = setTimeout(() => setSaid(true), SAID_FOR_MS);
    return () => clearTimeout(timer);
  }, [filled]);
  if (said) return null;
  // In the body, beside the page: a modal dialog hides the rest of the page from screen readers
  // (aria-hidden on the app's root, sparing only the live regions already there), and a toast
  // raised behind it (Selection Required in Connect Device) would be hidden with it.
  return createPortal(
    <VisuallyHidden role="status" aria-live={isUrgent(variant) ? 'assertive' : 'polite'}>
      {/* One node: said as one phrase, the title and the text. */}
      {filled && (
        <span>
          {title}
          {title && description && ' '}
          {description}
        </span>
      )}
    </VisuallyHidden>,
    document.body,
  );
}

/**
 * Says each toast to screen readers as it opens, its title and text as one phrase: politely, a
 * failure (a destructive toast) assertively. (Radix said its label, "Notifications", first.)
 *
 * Radix Toast says them so too, but removes what it says one second after the toast mounts, filled
 * or not, and fills it two frames after: a main thread busy for a second as the toast came (a page
 * rendering on a slow phone) lost the toast unsaid. Here the second starts once it is filled;
 * `Toaster` mutes Radix's.
 */
export function ToastAnnouncer() {
  const { toasts } = useToast();
  return toasts
    .filter((toast) => toast.open)
    .map((toast) => <Announcement key={toast.id} toast={toast} />);
}
