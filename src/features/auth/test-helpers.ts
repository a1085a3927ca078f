import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import type { OutboxMessage } from '@/lib/api/contract';

/** Shared steps of the auth screens' tests. */

export async function readOutbox(): Promise<OutboxMessage[]> {
  const response = await fetch(new URL('/api/demo/outbox', window.location.href));
  return (await response.json()) as OutboxMessage[];
}

/** The link of the newest message of this kind sent to this address. */
export async function latestLink(to: string, kind: OutboxMessage['kind']): Promise<string> {
  const message = (await readOutbox()).find((m) => m.to === to && m.kind === kind);
  if (!message) throw new Error(`No ${kind} message for ${to} in the outbox`);
  return message.link;
}

/** Types into each labelled field, clearing it first. */
export async function fillIn(user: UserEvent, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    const input = await screen.findByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

export async function logIn(user: UserEvent, email: string, password: string): Promise<void> {
  await fillIn(user, { Email: email, Password: password });
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

/** The notification region, where toasts appear, once the first has come (its code loads then). */
export async function toasts() {
  return within(await screen.findByRole('region', { name: 'Notifications (F8)' }));
}

/**
 * A POST handler that answers only when the test releases it, to catch in-flight states. A release
 * may come before the request reaches the handler (the form shows its pending state as it sends):
 * the handler then answers at once.
 */
export function heldPost(path: string, reply: () => Response) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = http.post(path, async () => {
    await released;
    return reply();
  });
  return { handler, release };
}
