/**
 * Tells whoever keeps something of the signed-in user in this tab that the user changed (a sign-in,
 * a sign-out, a persona switch, another tab's session): `src/lib/auth.tsx` signals it where it drops
 * the previous user's cached reads. A signal rather than a call, so what listens (the Demo controls'
 * request log) stays out of the code every page loads.
 */
const listeners = new Set<() => void>();

export function onUserChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function signalUserChange(): void {
  listeners.forEach((listener) => listener());
}
