import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Asks for a password reset link; the server answers alike whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('POST', '/api/auth/forgot-password', { email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
