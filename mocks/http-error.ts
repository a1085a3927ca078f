import type { ErrorBody } from '@/lib/api/contract';

/** Thrown by handlers; the wrapper turns it into a JSON reply with this status. */
export class HttpError extends Error {
  readonly status: number;
  readonly extra: Omit<ErrorBody, 'message'>;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    message: string,
    extra: Omit<ErrorBody, 'message'> = {},
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.extra = extra;
    this.headers = headers;
  }
}
