import { ShieldAlert, Zap } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '@/components/alert';
import { BrandLink } from '@/components/brand-link';
import { Button } from '@/components/button';
import { Card, Muted } from '@/components/card';
import { Spinner } from '@/components/spinner';
import { DEMO_ACCOUNTS } from '@/lib/demo-accounts';
import { useShortcutSignIn, useStartOnOpen, type Shortcut } from './use-shortcut-sign-in';

/** The debug redirect waits 500 ms, the bypass page 1.5 s, the admin login 0.8 s. */
export const SHORTCUT_DELAYS = { debug: 500, bypass: 1500, admin: 800, none: 0 } as const;

const Frame = styled.main`
  min-height: 100vh;
  display: grid;
  place-content: center;
  gap: ${({ theme }) => theme.space.xl};
  justify-items: center;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
`;

const Panel = styled(Card)`
  width: min(${({ theme }) => theme.layout.panelWidth}, 100%);
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Waiting = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Credentials = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-family: ui-monospace, monospace;
  }
`;

function ShortcutFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Frame>
      <BrandLink size="large" />
      <Panel>
        <h1>{title}</h1>
        <Muted>
          A demo shortcut: it signs in to a seeded demo account through the demo server, as the
          login would.
        </Muted>
        {children}
      </Panel>
    </Frame>
  );
}

function WaitingState({ text }: { text: string }) {
  return (
    <Waiting role="status">
      <Spinner />
      <span>{text}</span>
    </Waiting>
  );
}

function Failure({ message, retry }: { message: string; retry: () => void }) {
  return (
    <Alert
      tone="danger"
      role="alert"
      title={message}
      icon={<ShieldAlert size={20} aria-hidden="true" />}
    >
      <Button type="button" $variant="secondary" onClick={retry}>
        Try again
      </Button>
    </Alert>
  );
}

/** A shortcut that signs in as soon as it opens, showing `waiting` meanwhile. */
function automatic(title: string, waiting: string, shortcut: Shortcut): ComponentType {
  return function AutomaticShortcut() {
    const { start, error } = useShortcutSignIn(shortcut);
    useStartOnOpen(start);
    return (
      <ShortcutFrame title={title}>
        {error ? <Failure message={error} retry={start} /> : <WaitingState text={waiting} />}
      </ShortcutFrame>
    );
  };
}

/** A shortcut that signs in when its one button is pressed. */
function onButton(title: string, label: string, shortcut: Shortcut): ComponentType {
  return function ButtonShortcut() {
    const { start, pending, error } = useShortcutSignIn(shortcut);
    return (
      <ShortcutFrame title={title}>
        {error && <Failure message={error} retry={start} />}
        <Button type="button" $block onClick={start} disabled={pending}>
          <Zap size={18} aria-hidden="true" />
          {pending ? 'Logging in...' : label}
        </Button>
      </ShortcutFrame>
    );
  };
}

/** /admin: the pre-filled test admin credentials and 'Log in as Admin'. */
function AdminShortcut() {
  const { start, pending, error } = useShortcutSignIn({
    account: 'admin',
    to: '/dashboard',
    delayMs: SHORTCUT_DELAYS.admin,
  });
  return (
    <ShortcutFrame title="Admin Login">
      <Credentials aria-label="Test admin credentials">
        <dt>Email</dt>
        <dd>{DEMO_ACCOUNTS.admin.email}</dd>
        <dt>Password</dt>
        <dd>{DEMO_ACCOUNTS.admin.password}</dd>
      </Credentials>
      {error && <Failure message={error} retry={start} />}
      <Button type="button" $block onClick={start} disabled={pending}>
        {pending ? 'Logging in...' : 'Log in as Admin'}
      </Button>
    </ShortcutFrame>
  );
}

const DEMO = 'demo' as const;

/** The demo shortcut screens, by path, each a real sign-in. */
export const SHORTCUT_SCREENS: Record<string, ComponentType> = {
  '/auth/quick-login': onButton('Quick Login', 'Quick Login', {
    account: DEMO,
    to: '/dashboard',
    delayMs: SHORTCUT_DELAYS.none,
  }),
  '/auth/test-login': automatic('Test Access', 'Signing in with test access...', {
    account: DEMO,
    to: '/dashboard',
    delayMs: SHORTCUT_DELAYS.none,
  }),
  '/debug': automatic('Debug Access', 'Redirecting to the dashboard...', {
    account: DEMO,
    to: '/dashboard',
    delayMs: SHORTCUT_DELAYS.debug,
  }),
  '/direct': onButton('Direct Access', 'Go to Dashboard', {
    account: DEMO,
    to: '/dashboard',
    delayMs: SHORTCUT_DELAYS.none,
  }),
  '/medical-direct': automatic('Medical History Access', 'Logging in...', {
    account: DEMO,
    to: '/medical-history',
    delayMs: SHORTCUT_DELAYS.none,
  }),
  '/medical-bypass': automatic('Medical History', 'Bypassing authentication...', {
    account: DEMO,
    to: '/medical-history',
    delayMs: SHORTCUT_DELAYS.bypass,
  }),
  '/admin': AdminShortcut,
  '/instant': automatic('Instant Admin Access', 'Logging in...', {
    account: 'admin',
    to: '/dashboard',
    delayMs: SHORTCUT_DELAYS.none,
  }),
};
