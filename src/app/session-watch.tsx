import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useToast } from '@/components/toast';
import { apiErrorOf, WriteFailure } from '@/lib/api/failure';
import { currentUserQuery, onSessionEnded, useFollowOtherTabs } from '@/lib/auth';
import { sessionKnown } from '@/lib/before-paint';
import { provideSession, useSessionRead } from '@/lib/session-store';

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

/**
 * Gives the session store the check's answer, and runs the check while a page reads the session
 * there (the public site's, which load without React Query). Once it has answered, signed-out
 * content may show (if still there).
 */
function useSessionFeed(): void {
  const read = useSessionRead();
  const { data, status } = useQuery({ ...currentUserQuery, enabled: read });
  useEffect(() => {
    if (status === 'pending') return;
    sessionKnown();
    return provideSession(data ?? null);
  }, [data, status]);
}

/**
 * App-wide reactions to the session and the API: the session known (and fed to the session store), other tabs' sign-ins,
 * failed writes and a session that ended.
 */
export function SessionWatch() {
  useSessionFeed();
  useFollowOtherTabs();
  useWriteFailureNotice();
  useSessionEndedNotice();
  return null;
}
