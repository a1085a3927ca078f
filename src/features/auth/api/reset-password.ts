import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { RequestBody } from '@/lib/api-contract';

/** Sets a new password with the token from the reset e-mail; failures carry the screen's message (SPEC.md section 8). */
export async function resetPassword(payload: RequestBody<'resetPassword'>): Promise<void> {
  try {
    await apiRequest('POST', '/api/auth/reset-password', payload);
  } catch (error) {
    if (error instanceof ApiError) {
      throw new Error(error.serverMessage ?? 'Failed to reset password. Please try again.', {
        cause: error,
      });
    }
    throw new Error('An unexpected error occurred. Please try again later.', { cause: error });
  }
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
