import { readLatency } from '@/lib/demo-controls';
import { isTestRun } from './mode';

/**
 * The mocked server's delay: none in tests, a random one in the range the Demo controls set
 * (150–450 ms by default) in dev and demo builds, so loading states are seen.
 */
export function mockLatency(): number {
  if (isTestRun()) return 0;
  const [min, max] = readLatency();
  return min + Math.round(Math.random() * (max - min));
}
