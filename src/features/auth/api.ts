import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/transport';
import type { ApiBody } from '@/lib/api/contract';
import { callApi } from '@/lib/api/client';
import { switchUser } from '@/lib/auth';

/**
 * The sign-in screens' writes. Unlike the data screens' writes they refresh nothing (a sign-in
 * switches the whole session) and each screen words its failures itself, with the product's
 * messages, so they stay plain mutations over the typed client.
 */

/** Asks for a password reset link; the server answers alike whether or not the account exists. */
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (email: string) => callApi('forgotPassword', { body: { email } }),
  });

/** Sends a fresh verification e-mail; the reply body is not read. */
export const useResendVerification = () =>
  useMutation({
    mutationFn: (email: string) => callApi('resendVerification', { body: { email } }),
  });

/** Redeems the token of a verification link: 'success' the first time, 'already' after that. */
export const useVerifyEmail = () =>
  useMutation({
    mutationFn: async (token: string) => (await callApi('verifyEmail', { body: { token } })).status,
  });

/** Sets a new password with the token from the reset e-mail; failures carry the screen's message. */
async function resetPassword(payload: ApiBody<'resetPassword'>): Promise<void> {
  try {
    await callApi('resetPassword', { body: payload });
  } catch (error) {
    if (error instanceof ApiError) {
      throw new Error(error.serverMessage ?? 'Failed to reset password. Please try again.', {
        cause: error,
      });
    }
    throw new Error('An unexpected error occurred. Please try again later.', { cause: error });
  }
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

/**
 * Completes the Google sign-in (the simulated consent screen's Allow). The server ended any
 * password session of this browser, so the stored token goes too and the app starts clean as the
 * Google user.
 */
export function useGoogleSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await callApi('googleCallback', { body: { decision: 'allow' } })).user,
    onSuccess: (user) => switchUser(queryClient, user, null),
  });
}
