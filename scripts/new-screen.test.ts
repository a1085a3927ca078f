import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const NAME = 'trail-notes';

/** The repository's files as a fresh clone has them (tracked, and new ones git does not ignore). */
const repositoryFiles = () =>
  execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
  })
    .toString()
    .split('\0')
    // The visual baselines are not read by anything the scaffold's checks run.
    .filter((file) => file && !file.includes('-snapshots/'));

describe('npm run new:screen', () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'new-screen-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, { cwd: copy, stdio: 'pipe', env: { ...process.env, CI: 'true' } });

  it('writes a screen that passes typecheck, lint and its own tests, editing only the document, the files generated from it and the route manifest', () => {
    const files = repositoryFiles().filter((file) => readableFile(path.join(ROOT, file)));
    for (const file of files) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      cpSync(path.join(ROOT, file), path.join(copy, file));
    }
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'));
    const before = new Map(files.map((file) => [file, readFileSync(path.join(copy, file))]));

    run('npm', ['run', '--silent', 'new:screen', '--', NAME]);

    const changed = [...before].filter(
      ([file, text]) => !readFileSync(path.join(copy, file)).equals(text),
    );
    expect(changed.map(([file]) => file).sort()).toEqual([
      'docs/openapi.yaml',
      'src/app/route-manifest.ts',
      'src/lib/api/operations.ts',
      'src/lib/api/schema.ts',
    ]);
    const folders = [`mocks/${NAME}`, `src/features/${NAME}`, `src/lib/${NAME}`, `stories/${NAME}`];
    run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
    run('npx', ['eslint', ...folders, 'src/app/route-manifest.ts']);
    run('npx', ['prettier', '--check', ...folders, 'docs/openapi.yaml']);
    run('npx', ['redocly', 'lint', 'docs/openapi.yaml']);
    run('npx', ['spectral', 'lint', 'docs/openapi.yaml', '--fail-severity=warn']);
    run('npx', [
      ...['vitest', 'run', '--project', 'unit', '--maxWorkers', '2'],
      ...[`mocks/${NAME}`, `src/features/${NAME}`],
    ]);
  }, 600_000);

  it('refuses a name that is not in kebab case, or one that exists, and writes nothing', () => {
    for (const name of ['TrailNotes', 'medications']) {
      expect(() => run('node', ['scripts/new-screen.mjs', name])).toThrow();
    }
  });
});

function readableFile(file: string): boolean {
  try {
    readFileSync(file);
    return true;
  } catch {
    return false;
  }
}
