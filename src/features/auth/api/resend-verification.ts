import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { RequestBody } from '@/lib/api-contract';

/** Sends a fresh verification e-mail; the reply body is not read (SPEC.md section 7). */
export async function resendVerification(email: string): Promise<void> {
  const body: RequestBody<'resendVerification'> = { email };
  await apiRequest('POST', '/api/auth/resend-verification', body);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
