import { LEGACY_TOKEN_KEY, TOKEN_KEY } from './constants';

/** Reads the bearer token, first moving a token left under the legacy key into auth_token. */
export function getToken(): string | null {
  const legacy = localStorage.getItem(LEGACY_TOKEN_KEY);
  if (legacy !== null) {
    if (localStorage.getItem(TOKEN_KEY) === null) localStorage.setItem(TOKEN_KEY, legacy);
    localStorage.removeItem(LEGACY_TOKEN_KEY);
  }
  return localStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(LEGACY_TOKEN_KEY);
}
