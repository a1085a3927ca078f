import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { VerifyEmailStatus } from '@/lib/api-contract';

/** Redeems the token of a verification link: 'success' the first time, 'already' after that. */
export async function verifyEmail(token: string): Promise<VerifyEmailStatus> {
  const reply = await apiJson<{ status: VerifyEmailStatus }>('POST', '/api/auth/verify-email', {
    token,
  });
  return reply.status;
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
