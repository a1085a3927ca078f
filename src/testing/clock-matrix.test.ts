import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { clockFiles } from '../../scripts/clock-matrix.mjs';

/** A checkout of the test folders holding `files` (path → text), removed after the test. */
function checkout(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'clock-matrix-'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  for (const folder of ['src', 'mocks', 'e2e', 'stories', 'scripts']) {
    mkdirSync(path.join(root, folder));
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const ANNOTATED = "// clock-matrix: the seeded days end today.\nimport { db } from './db';\n";
const everyFile = () => true;

describe('the clock matrix (scripts/clock-matrix.mjs)', () => {
  it('takes each test file annotated among its opening comments, in whatever folder', () => {
    const root = checkout({
      'mocks/meals/meals.test.ts': ANNOTATED,
      'src/features/meals/meals-screen.test.tsx': `// What the screen does.\n${ANNOTATED}`,
      'src/features/meals/format.test.ts': "import { format } from './format';\n",
      'src/features/meals/format.ts': ANNOTATED,
    });
    expect(clockFiles(root, everyFile)).toEqual([
      'mocks/meals/meals.test.ts',
      'src/features/meals/meals-screen.test.tsx',
    ]);
  });

  it('fails, naming the file, for an annotation misspelt or after the imports', () => {
    const root = checkout({
      'src/misspelt.test.ts': '// clock matrix: the date.\n',
      'src/late.test.ts': "import { db } from './db';\n// clock-matrix: the date.\n",
    });
    expect(() => clockFiles(root, everyFile)).toThrow(
      /src\/late\.test\.ts: write "\/\/ clock-matrix: <why>".*\nsrc\/misspelt\.test\.ts: write/,
    );
  });

  it('fails, naming the file, for an annotated file that no unit project runs', () => {
    const root = checkout({ 'e2e/meals.spec.ts': ANNOTATED, 'src/meals.test.ts': ANNOTATED });
    expect(() => clockFiles(root, (file) => file.startsWith('src/'))).toThrow(
      'e2e/meals.spec.ts: annotated for the clock matrix, but no unit project runs it',
    );
  });

  it('finds the annotated files of this checkout', () => {
    expect(clockFiles(process.cwd(), everyFile).length).toBeGreaterThan(10);
  });
});
