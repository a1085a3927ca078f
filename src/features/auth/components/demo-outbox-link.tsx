import { Inbox } from 'lucide-react';
import { isMockingEnabled } from '@/lib/env';
import { AuthLink } from './auth-layout';

/** While the API is mocked, e-mails land in the in-app outbox; this is the way there. */
export function DemoOutboxLink() {
  if (!isMockingEnabled) return null;
  return (
    <AuthLink to="/outbox">
      <Inbox size={18} aria-hidden="true" />
      Open demo outbox
    </AuthLink>
  );
}
