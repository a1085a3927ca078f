import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ResponseBody, User } from '@/lib/api-contract';
import { switchUser } from '@/lib/auth';

/** The simulated consent screen's Allow: the server answers with a session cookie. */
export async function allowGoogleSignIn(): Promise<User> {
  const reply = await apiJson<ResponseBody<'googleCallback', 200>>(
    'POST',
    '/api/auth/google/callback',
    {
      decision: 'allow',
    },
  );
  return reply.user;
}

/**
 * Completes the Google sign-in. The server ended any password session of this browser, so the
 * stored token goes too and the app starts clean as the Google user.
 */
export function useGoogleSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: allowGoogleSignIn,
    onSuccess: (user) => switchUser(queryClient, user, null),
  });
}
