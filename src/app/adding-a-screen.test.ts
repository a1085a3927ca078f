import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const GUIDE = 'docs/adding-a-screen.md';

/** Each fenced block of the guide and the file it quotes, named after its language: ```ts path */
const blocks = [
  ...readFileSync(GUIDE, 'utf8').matchAll(/^```(\S*)(?: (\S+))?\n([\s\S]*?)^```$/gm),
].map(([, language, file, code]) => ({ language, file, code: code.trimEnd().split('\n') }));

/** The folders and files the typecheck covers (`tsconfig.json`'s `include`). */
const typechecked: string[] = JSON.parse(readFileSync('tsconfig.json', 'utf8')).include;

/**
 * Whether `lines` appear in `file` one after another, each indented by the same amount (a block
 * quoted from inside a function is shown from its own left edge).
 */
function quotes(file: string[], lines: string[]): boolean {
  return file.some((first, start) => {
    const indent = first.slice(0, first.length - first.trimStart().length);
    return lines.every((line, i) =>
      line === '' ? file[start + i]?.trim() === '' : file[start + i] === indent + line,
    );
  });
}

describe(GUIDE, () => {
  it('quotes every code block from a file the typecheck covers', () => {
    expect(blocks.length).toBeGreaterThan(0);
    for (const { language, file, code } of blocks) {
      expect(file, `a ${language} block names no file: ${code[0]}`).toBeDefined();
      const covered = typechecked.some((entry) => file === entry || file.startsWith(`${entry}/`));
      expect(covered, `${file} is outside tsconfig.json's include`).toBe(true);
    }
  });

  it.each(blocks.map((block) => [block.file, block.code[0], block]))(
    'quotes %s as it is (the block from "%s")',
    (file, _first, { code }) => {
      expect(quotes(readFileSync(file, 'utf8').split('\n'), code), code.join('\n')).toBe(true);
    },
  );
});
