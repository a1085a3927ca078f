import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { useFollowOtherTabs } from '@/lib/auth';

/** 507: the browser would not store a write, so nothing was saved; the server says why. */
function useStorageFullNotice(): void {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        // Screens may wrap the reply's error in their own, keeping it as the cause.
        const failure = event.mutation.state.error;
        const error = failure instanceof ApiError ? failure : failure?.cause;
        if (!(error instanceof ApiError) || error.status !== 507) return;
        toast({ title: 'Not saved', description: error.serverMessage, variant: 'destructive' });
      }),
    [queryClient, toast],
  );
}

/** App-wide reactions to the session and the API: other tabs' sign-ins and a full storage. */
export function SessionWatch() {
  useFollowOtherTabs();
  useStorageFullNotice();
  return null;
}
