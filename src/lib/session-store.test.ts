import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from './api/contract';
import { SOCIAL_SESSION_HINT_COOKIE, TOKEN_KEY } from './constants';
import { provideSession, useSession, useSessionRead } from './session-store';

const user = { id: 'u1', firstName: 'Ada' } as User;

afterEach(() => {
  localStorage.clear();
  document.cookie = `${SOCIAL_SESSION_HINT_COOKIE}=; Max-Age=0; Path=/`;
});

describe('the session store', () => {
  it('says signed out at once when the browser holds no token and no Google hint cookie', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();
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
