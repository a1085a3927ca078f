// `npm test`: the suites in turn (README, "Tests"), stopping at the first that fails, then a table
// of how long each took, so a slow CI run says where its time went.
import { spawnSync } from 'node:child_process';

/**
 * Each stage and its command. The unit tests and the clock matrix are one Vitest run: each file
 * is compiled once for all of them, and the four workers stay busy from the first file to the last.
 * The tests that start processes of their own (mock:api under floods of requests, the scaffold's
 * typecheck, lint and tests in a copy of the repository) run after them, in a run of their own:
 * beside the unit tests, they starved the screens' tests past their timeouts.
 * Every story runs once, in the published Storybook (`test:e2e`'s e2e/storybook-stories.spec.ts:
 * its script and axe, as `test:stories` runs them from the source, and more: realistic latency,
 * a clean console, the canvas left at the top); `test:stories` is the quick loop while working.
 */
const STAGES = [
  { name: 'test:unit + test:clock', command: 'npx vitest run --project unit* --project clock:*' },
  { name: 'test:processes', command: 'npx vitest run --project mock-api --project scripts' },
  ...['test:api', 'test:e2e'].map((name) => ({ name, command: `npm run ${name}` })),
];

/** Minutes and seconds, as 12:05. */
function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const runs = [];
for (const { name: stage, command } of STAGES) {
  const start = performance.now();
  const [program, ...args] = command.split(' ');
  const { status } = spawnSync(program, args, { stdio: 'inherit' });
  runs.push({ stage, ms: performance.now() - start, passed: status === 0 });
  if (status !== 0) break;
}

const failed = runs.find((run) => !run.passed);
const rows = [
  ...runs.map(({ stage, ms, passed }) => [stage, duration(ms), passed ? 'passed' : 'FAILED']),
  ...STAGES.slice(runs.length).map(({ name }) => [name, '', 'not run']),
  ['total', duration(runs.reduce((sum, run) => sum + run.ms, 0)), failed ? 'FAILED' : 'passed'],
];
const width = Math.max(...rows.map(([stage]) => stage.length));
console.log(
  `\n${rows.map(([stage, time, result]) => `${stage.padEnd(width)}  ${time.padStart(6)}  ${result}`).join('\n')}`,
);
process.exit(failed ? 1 : 0);
