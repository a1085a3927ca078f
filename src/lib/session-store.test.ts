import { act, renderHook } from '@testing-library/react';
import { createElement, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from './api/contract';
import { PRERENDERED_ATTRIBUTE } from './before-paint';
import { SOCIAL_SESSION_HINT_COOKIE, TOKEN_KEY } from './constants';
import { provideSession, useSession, useSessionRead } from './session-store';

const user = { id: 'u1', firstName: 'Ada' } as User;

afterEach(() => {
  document.documentElement.removeAttribute(PRERENDERED_ATTRIBUTE);
  localStorage.clear();
  document.cookie = `${SOCIAL_SESSION_HINT_COOKIE}=; Max-Age=0; Path=/`;
});

describe('the session store', () => {
  it('says signed out at once when the browser holds no token and no Google hint cookie', () => {
    const shown: unknown[] = [];
    const { result } = renderHook(() => {
      const session = useSession();
      shown.push(session);
      return session;
    });
    expect(result.current).toBeNull();
    // From the first render on: no moment of "not known yet".
    expect(shown).not.toContain(undefined);
  });

  it('hydrates a page rendered at build time as not known yet, then learns the session in a later task', async () => {
    const shown: unknown[] = [];
    const root = document.createElement('div');
    /** What the page showed just after the hydration's effects ran (a sync render would be in). */
    let afterEffects: Promise<string | null> | undefined;
    function Page() {
      const session = useSession();
      shown.push(session);
      useEffect(() => {
        afterEffects ??= Promise.resolve().then(() => root.textContent);
      }, []);
      return createElement('p', null, session === undefined ? 'not known' : 'signed out');
    }
    // As the build renders it, and as the page holds it until the app takes it over.
    document.documentElement.setAttribute(PRERENDERED_ATTRIBUTE, '/');
    root.innerHTML = renderToString(createElement(Page));
    expect(root.textContent).toBe('not known');
    shown.length = 0;
    const mismatch = vi.fn();
    // As the app hydrates, outside act: React schedules its work as in a browser.
    const react = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = react.IS_REACT_ACT_ENVIRONMENT;
    react.IS_REACT_ACT_ENVIRONMENT = false;
    const hydrated = hydrateRoot(root, createElement(Page), { onRecoverableError: mismatch });
    try {
      await vi.waitFor(() => expect(root.textContent).toBe('signed out'));
      expect(mismatch).not.toHaveBeenCalled();
      expect(shown[0]).toBeUndefined();
      // Learnt in a later task (a transition, which React renders in slices), not within the
      // hydration's.
      expect(await afterEffects).toBe('not known');
    } finally {
      hydrated.unmount();
      react.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('does not know yet while a token or the hint cookie says a session may exist', () => {
    localStorage.setItem(TOKEN_KEY, 'a-token');
    expect(renderHook(() => useSession()).result.current).toBeUndefined();
    localStorage.clear();
    document.cookie = `${SOCIAL_SESSION_HINT_COOKIE}=1; Path=/`;
    expect(renderHook(() => useSession()).result.current).toBeUndefined();
  });

  it("shows the check's answer until it is withdrawn", () => {
    localStorage.setItem(TOKEN_KEY, 'a-token');
    const { result } = renderHook(() => useSession());
    let withdraw = () => {};
    act(() => void (withdraw = provideSession(user)));
    expect(result.current).toBe(user);
    act(() => withdraw());
    expect(result.current).toBeUndefined();
  });

  it('reads again when another tab signs in or out', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();
    localStorage.setItem(TOKEN_KEY, 'a-token');
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY })));
    expect(result.current).toBeUndefined();
  });

  it('tells the session watch while a page reads the session, so it keeps it checked', () => {
    const read = renderHook(() => useSessionRead());
    expect(read.result.current).toBe(false);
    const reader = renderHook(() => useSession());
    expect(read.result.current).toBe(true);
    reader.unmount();
    expect(read.result.current).toBe(false);
  });
});
