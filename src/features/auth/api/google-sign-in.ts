import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { User } from '@/lib/api-types';
import { currentUserQuery } from '@/lib/auth';

/** The simulated consent screen's Allow: the server answers with a session cookie. */
export async function allowGoogleSignIn(): Promise<User> {
  const reply = await apiJson<{ user: User }>('POST', '/api/auth/google/callback', {
    decision: 'allow',
  });
  return reply.user;
}

/** Completes the Google sign-in, then reloads the current user so the app sees the new session. */
export function useGoogleSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: allowGoogleSignIn,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey, refetchType: 'all' }),
  });
}
