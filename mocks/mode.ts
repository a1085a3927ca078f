/** True under Vitest (unit and story tests): no latency, cheap password hashing. */
export function isTestRun(): boolean {
  return import.meta.env.MODE === 'test' || import.meta.env.VITEST === 'true';
}
