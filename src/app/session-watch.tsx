import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useToast } from '@/components/toast';
import { apiErrorOf, WriteFailure } from '@/lib/api/failure';
import { currentUserQuery, onSessionEnded, useFollowOtherTabs } from '@/lib/auth';
import { sessionKnown } from '@/lib/before-paint';

/**
 * The one place failed writes are announced. 507: the browser would not store a write, so nothing
 * was saved, and the server says why. Any other failure of a write that declares a toast shows it
 * with the server's reason or the write's own text; writes without one show it in place.
 */
function useWriteFailureNotice(): void {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const failure = event.mutation.state.error;
        const error = apiErrorOf(failure);
        if (error?.status === 507) {
          toast({ title: 'Not saved', description: error.serverMessage, variant: 'destructive' });
          return;
        }
        const declared = event.mutation.meta?.failure;
        if (!declared?.toast || !(failure instanceof WriteFailure) || failure.answeredByApp) return;
        if (declared.fieldsOnForm && Object.keys(failure.fieldErrors).length) return;
        const title = (failure.locked && declared.lockedToast) || declared.toast;
        toast({ title, description: failure.message, variant: 'destructive' });
      }),
    [queryClient, toast],
  );
}

/**
 * A session that ended elsewhere sends the visitor to the login; this says why, at once (an
 * assertive toast), rather than leaving a screen-reader user on a login page out of nowhere.
 */
function useSessionEndedNotice(): void {
  const { toast } = useToast();
  useEffect(
    () =>
      onSessionEnded(() =>
        toast({
          title: 'Session ended',
          description: 'You were signed out. Log in again to continue.',
          variant: 'destructive',
        }),
      ),
    [toast],
  );
}

/** Once the first check of the session has answered, signed-out content may show (if still there). */
function useSessionKnown(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const settled = () => {
      const state = queryClient.getQueryState(currentUserQuery.queryKey);
      if (state && state.status !== 'pending') sessionKnown();
    };
    settled();
    return queryClient.getQueryCache().subscribe(settled);
  }, [queryClient]);
}

/**
 * App-wide reactions to the session and the API: the session known, other tabs' sign-ins,
 * failed writes and a session that ended.
 */
export function SessionWatch() {
  useSessionKnown();
  useFollowOtherTabs();
  useWriteFailureNotice();
  useSessionEndedNotice();
  return null;
}
