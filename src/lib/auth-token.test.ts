import { describe, expect, it } from 'vitest';
import { clearToken, getToken, setToken } from './auth-token';

describe('token storage', () => {
  it('keeps the token under auth_token', () => {
    setToken('abc');
    expect(localStorage.getItem('auth_token')).toBe('abc');
    expect(getToken()).toBe('abc');
  });

  it('moves a token left under the legacy key into auth_token', () => {
    localStorage.setItem('token', 'legacy');
    expect(getToken()).toBe('legacy');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('auth_token')).toBe('legacy');
  });

  it('clears both keys', () => {
    setToken('abc');
    localStorage.setItem('token', 'legacy');
    clearToken();
    expect(getToken()).toBeNull();
  });
});
