import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { RequestBody, ResponseBody, VerifyEmailStatus } from '@/lib/api-contract';

/** Redeems the token of a verification link: 'success' the first time, 'already' after that. */
export async function verifyEmail(token: string): Promise<VerifyEmailStatus> {
  const body: RequestBody<'verifyEmail'> = { token };
  const reply = await apiJson<ResponseBody<'verifyEmail', 200>>(
    'POST',
    '/api/auth/verify-email',
    body,
  );
  return reply.status;
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
