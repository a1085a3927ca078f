import type { VerifyEmailStatus } from '@/lib/api/contract';

export type VerificationResult = VerifyEmailStatus | 'error';

/** The `verified` query parameter: success, already, and anything else counts as an error. */
export function parseVerifiedParam(value: string | null): VerificationResult {
  return value === 'success' || value === 'already' ? value : 'error';
}
