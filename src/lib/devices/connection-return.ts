import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { providerById, type ProviderId } from './catalogue';

/** The query parameters an authorization page returns with, as a real OAuth redirect does. */
export const CONNECTED_PARAM = 'connected';
export const CONNECT_ERROR_PARAM = 'connect_error';
/** The OAuth error code of a refused consent. */
export const ACCESS_DENIED = 'access_denied';

/** Where the consent page sends the browser back to, with the outcome in the address. */
export function returnAddress(
  returnTo: string,
  outcome: { connected: ProviderId } | { error: string },
) {
  const url = new URL(returnTo, 'http://app.invalid');
  if ('connected' in outcome) url.searchParams.set(CONNECTED_PARAM, outcome.connected);
  else url.searchParams.set(CONNECT_ERROR_PARAM, outcome.error);
  return `${url.pathname}${url.search}`;
}

/** Only paths of this app are allowed back to, so the page cannot send anyone elsewhere. */
export function safeReturnTo(value: string | null, fallback = '/connected-devices'): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : fallback;
}

export type ConnectionOutcome =
  { status: 'connected'; providerName: string } | { status: 'failed'; message: string };

/**
 * Reads the outcome an authorization page returned with, once, and removes it from the address
 * so a reload does not repeat the message.
 */
export function useConnectionReturn(onOutcome: (outcome: ConnectionOutcome) => void): void {
  const [params, setParams] = useSearchParams();
  const connected = params.get(CONNECTED_PARAM);
  const error = params.get(CONNECT_ERROR_PARAM);
  useEffect(() => {
    if (connected === null && error === null) return;
    if (connected !== null) {
      onOutcome({ status: 'connected', providerName: providerById(connected)?.name ?? connected });
    } else {
      onOutcome({ status: 'failed', message: error! });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CONNECTED_PARAM);
        next.delete(CONNECT_ERROR_PARAM);
        return next;
      },
      { replace: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once, when the address carries the outcome
  }, [connected, error]);
}
