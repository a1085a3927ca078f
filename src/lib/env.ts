/** Mocking is on unless the build sets VITE_API_MOCKING=off; then /api goes to a real server. */
export const isMockingEnabled = import.meta.env.VITE_API_MOCKING !== 'off';
