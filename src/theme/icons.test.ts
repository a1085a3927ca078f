import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ICON_SET } from './icons';

const srcDir = path.join(process.cwd(), 'src');
const listFile = path.join(srcDir, 'theme/icons.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && file !== listFile ? [file] : [];
  });
}

interface Scan {
  /** Icon name → the files importing it (under the name lucide-react exports it as). */
  used: Map<string, string[]>;
  /** Imports the list cannot follow: a namespace, a default, a deep path or a dynamic import. */
  untraceable: string[];
}

function isLucide(specifier: string): boolean {
  return specifier === 'lucide-react' || specifier.startsWith('lucide-react/');
}

/** Reads every lucide-react import in src/ with the TypeScript parser (multi-line, `as`, `type`). */
function scanSources(): Scan {
  const used = new Map<string, string[]>();
  const untraceable: string[] = [];
  for (const file of sourceFiles(srcDir)) {
    const relative = path.relative(srcDir, file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments.some((arg) => ts.isStringLiteral(arg) && isLucide(arg.text))
      ) {
        untraceable.push(`${relative}: dynamic import`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    for (const statement of source.statements) {
      if (
        !(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) ||
        !statement.moduleSpecifier ||
        !ts.isStringLiteral(statement.moduleSpecifier) ||
        !isLucide(statement.moduleSpecifier.text)
      ) {
        continue;
      }
      if (statement.moduleSpecifier.text !== 'lucide-react') {
        untraceable.push(`${relative}: ${statement.moduleSpecifier.text}`);
        continue;
      }
      const bindings = ts.isImportDeclaration(statement)
        ? statement.importClause?.isTypeOnly
          ? undefined
          : statement.importClause
        : statement;
      if (!bindings) continue;
      if (ts.isImportClause(bindings) && bindings.name) {
        untraceable.push(`${relative}: default import`);
      }
      const named = ts.isImportClause(bindings) ? bindings.namedBindings : bindings.exportClause;
      if (!named) {
        if (ts.isExportDeclaration(bindings)) untraceable.push(`${relative}: export *`);
        continue;
      }
      if (ts.isNamespaceImport(named) || ts.isNamespaceExport(named)) {
        untraceable.push(`${relative}: namespace import`);
        continue;
      }
      for (const element of named.elements) {
        if (element.isTypeOnly) continue;
        const name = (element.propertyName ?? element.name).text;
        used.set(name, [...(used.get(name) ?? []), relative]);
      }
    }
  }
  return { used, untraceable };
}

/** Type-only exports (LucideIcon, LucideProps) are not icons. */
function isTypeName(name: string): boolean {
  return name === 'LucideIcon' || name === 'LucideProps' || name === 'IconNode';
}

describe('the icon set in use (src/theme/icons.ts)', () => {
  const { used, untraceable } = scanSources();

  it('finds the app imports icons at all (the scan reads src/)', () => {
    expect(used.size).toBeGreaterThan(10);
  });

  it('imports lucide-react only by named imports, which the list can follow', () => {
    expect(untraceable).toEqual([]);
  });

  it('lists every icon that src/ imports', () => {
    const missing = [...used]
      .filter(([name]) => !isTypeName(name) && !(name in ICON_SET))
      .map(([name, files]) => `${name} (${files.join(', ')})`);
    expect(missing, 'add these to ICON_SET in src/theme/icons.ts').toEqual([]);
  });

  it('lists no icon that src/ no longer imports', () => {
    const unused = Object.keys(ICON_SET).filter((name) => !used.has(name));
    expect(unused, 'remove these from ICON_SET in src/theme/icons.ts').toEqual([]);
  });
});
