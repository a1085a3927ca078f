import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The pages a reader follows: the README, the guide and the topic pages under docs/. Decision
 * records (docs/decisions/) are records of their day, so they are not held to today's files.
 */
const PAGES = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

const README_MAX_LINES = 250;

/** The languages whose blocks must quote a file the typecheck covers, so they are real code. */
const CODE = new Set(['ts', 'tsx', 'js', 'mjs']);

/** Command lines, which name no file. */
const COMMANDS = 'sh';

interface Block {
  line: number;
  language: string;
  file: string | undefined;
  code: string[];
}

/**
 * Each fenced block of a page and the file it quotes, named after its language (```ts path), at
 * its own indent (a block in a list item is indented with the item).
 */
function blocksOf(page: string): Block[] {
  const text = readFileSync(page, 'utf8');
  return [...text.matchAll(/^( *)```(\S*)(?: (\S+))?\n([\s\S]*?)^\1```$/gm)].map(
    ({ 1: indent, 2: language, 3: file, 4: code, index }) => ({
      line: text.slice(0, index).split('\n').length,
      language,
      file,
      code: code
        .trimEnd()
        .split('\n')
        .map((line) => line.slice(indent.length)),
    }),
  );
}

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

/** What is wrong with a block: a block of code that names no file or one outside the typecheck. */
function blockProblem({ language, file }: Block): string | null {
  if (!file) return language === COMMANDS ? null : `a ${language || 'plain'} block names no file`;
  if (!existsSync(file)) return `${file} does not exist`;
  const covered = typechecked.some((entry) => file === entry || file.startsWith(`${entry}/`));
  return CODE.has(language) && !covered ? `${file} is outside tsconfig.json's include` : null;
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The text of a page outside its fenced blocks. */
const outsideBlocks = (text: string) => text.replace(/^( *)```[\s\S]*?^\1```$/gm, '');

/** The anchors of a page's headings; a repeated heading gets `-1`, `-2`, as on GitHub. */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading] of outsideBlocks(text).matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const anchor = anchorOf(heading.replace(/`/g, ''));
    let unique = anchor;
    for (let n = 1; anchors.has(unique); n += 1) unique = `${anchor}-${n}`;
    anchors.add(unique);
  }
  return anchors;
}

/**
 * The relative links of a page (`[text](target)`, `[label]: target`) whose file, or heading
 * within it, does not exist. Addresses with a scheme (https:, mailto:) are not checked.
 */
function brokenLinks(page: string, text: string): string[] {
  // Outside inline code too, where a link is a link.
  const links = outsideBlocks(text).replace(/`[^`\n]*`/g, '');
  const targets = [
    ...[...links.matchAll(/\]\(([^)\s]+)(?: "[^"]*")?\)/g)].map((match) => match[1]),
    ...[...links.matchAll(/^\[[^\]]+\]: +(\S+)/gm)].map((match) => match[1]),
  ];
  return targets.filter((target) => {
    if (/^[a-z][a-z+.-]*:/i.test(target)) return false;
    const [file, anchor] = target.split('#');
    if (!file) return !anchorsOf(text).has(anchor);
    const resolved = path.join(path.dirname(page), decodeURIComponent(file));
    if (!existsSync(resolved)) return true;
    if (anchor === undefined || !resolved.endsWith('.md')) return false;
    return !anchorsOf(readFileSync(resolved, 'utf8')).has(anchor);
  });
}

describe('the README and the pages under docs/', () => {
  it(`keeps the README a front door of at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync('README.md', 'utf8').replace(/\n$/, '').split('\n').length;
    expect(lines, 'README.md: move detail to a topic page under docs/').toBeLessThanOrEqual(
      README_MAX_LINES,
    );
  });

  it.each(PAGES)(
    '%s: every code block quotes a file it names, or is command lines (```sh)',
    (page) => {
      const problems = blocksOf(page).flatMap((block) => {
        const problem = blockProblem(block);
        return problem ? [`${page}:${block.line}: ${problem}`] : [];
      });
      expect(problems).toEqual([]);
    },
  );

  it.each(
    PAGES.flatMap((page) =>
      blocksOf(page)
        .filter((block) => block.file && existsSync(block.file))
        .map((block) => [`${page}:${block.line}`, block.file, block] as const),
    ),
  )('%s quotes %s as it is', (_where, file, { code }) => {
    expect(quotes(readFileSync(file!, 'utf8').split('\n'), code), code.join('\n')).toBe(true);
  });

  it.each(PAGES)('%s: every relative link points at a file, and a heading in it', (page) => {
    expect(brokenLinks(page, readFileSync(page, 'utf8'))).toEqual([]);
  });

  it.each(PAGES)('%s: every file it names by its path is there', (page) => {
    expect(missingFiles(readFileSync(page, 'utf8'))).toEqual([]);
  });
});

/**
 * The files a page names in code spans by their path from the repository's root (`mocks/db.ts`),
 * that are not there: a page that names a file the code has moved or removed. Patterns and
 * placeholders (`mocks/<resource>/`, `*.test.ts`) name no one file.
 */
function missingFiles(markdown: string): string[] {
  const named = [...markdown.matchAll(/`((?:src|mocks|stories|e2e|scripts|docs)\/[\w./-]+)`/g)];
  return named.map(([, file]) => file.replace(/\/$/, '')).filter((file) => !existsSync(file));
}

describe('the checks themselves', () => {
  const file = ['function f() {', '  const a = 1;', '', '  return a;', '}'];

  it('find a quote at its own indent, and not a block that differs by a line', () => {
    expect(quotes(file, ['const a = 1;', '', 'return a;'])).toBe(true);
    expect(quotes(file, ['const a = 2;', '', 'return a;'])).toBe(false);
  });

  it('refuse a block of code that names no file, and take command lines', () => {
    const block = { line: 1, file: undefined, code: [] };
    expect(blockProblem({ ...block, language: 'ts' })).toBe('a ts block names no file');
    expect(blockProblem({ ...block, language: '' })).toBe('a plain block names no file');
    expect(blockProblem({ ...block, language: 'sh' })).toBeNull();
    expect(blockProblem({ ...block, language: 'ts', file: 'src/none.ts' })).toBe(
      'src/none.ts does not exist',
    );
    expect(blockProblem({ ...block, language: 'ts', file: 'package.json' })).toBe(
      "package.json is outside tsconfig.json's include",
    );
  });

  it('find a file named by a path that is not there, and pass over patterns', () => {
    expect(
      missingFiles('`mocks/db.ts`, `mocks/no-such.ts`, `mocks/<resource>/`, `src/*.ts`'),
    ).toEqual(['mocks/no-such.ts']);
  });

  it('find a link to a missing file or heading, and pass over addresses and code', () => {
    const page = [
      '# Title',
      '## The `npm run bench` figures',
      '[ok](tests.md) [ok](#the-npm-run-bench-figures) [ok](../README.md#demo-accounts)',
      '[missing](no-such-page.md) [missing](#no-such-heading) [web](https://example.com)',
      '`[code](not-a-link.md)`',
    ].join('\n');
    expect(brokenLinks('docs/page.md', page)).toEqual(['no-such-page.md', '#no-such-heading']);
  });
});
