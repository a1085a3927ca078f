import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { RequestBody } from '@/lib/api-contract';

/** Asks for a password reset link; the server answers alike whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  const body: RequestBody<'forgotPassword'> = { email };
  await apiRequest('POST', '/api/auth/forgot-password', body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
