import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Sends a fresh verification e-mail; the reply body is not read (SPEC.md section 7). */
export async function resendVerification(email: string): Promise<void> {
  await apiRequest('POST', '/api/auth/resend-verification', { email });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
