// Which lucide-react icons the app draws, read from its source, so that no list of them is kept by
// hand: the side navigation's, each named by its route manifest entry (`nav: { icon: 'Pill' }`),
// and every icon a module under src/ imports. vite.config.ts (`lucideIcons`) serves both as
// modules; src/theme/icons.test.ts and src/app/route-manifest.test.tsx check that it misses none.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Type-only exports of lucide-react, not icons, were one imported without `type`. */
const TYPE_NAMES = new Set(['LucideIcon', 'LucideProps', 'IconNode']);

/**
 * The icons the route manifest's entries name, in its order, each once: the string of each
 * `icon:` (the manifest's type has every one written as a string of a lucide-react export).
 */
export function navIconNames(manifestSource) {
  return [...new Set([...manifestSource.matchAll(/\bicon: '(\w+)'/g)].map((match) => match[1]))];
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const isLucide = (specifier) =>
  specifier === 'lucide-react' || specifier.startsWith('lucide-react/');

/**
 * Every lucide-react import under `srcDir`, read with the TypeScript parser (multi-line, `as`,
 * `type`): `used` maps each icon to the files importing it (by the name lucide-react exports it
 * as); `untraceable` lists the imports that cannot be followed (a namespace, a default, a deep
 * path or a dynamic import), which the icon set would miss. `files` are the files read.
 */
export async function iconImports(srcDir) {
  const { default: ts } = await import('typescript');
  const used = new Map();
  const untraceable = [];
  const files = sourceFiles(srcDir);
  for (const file of files) {
    const relative = path.relative(srcDir, file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node) => {
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
        const name = (element.propertyName ?? element.name).text;
        if (element.isTypeOnly || TYPE_NAMES.has(name)) continue;
        used.set(name, [...(used.get(name) ?? []), relative]);
      }
    }
  }
  return { used, untraceable, files };
}
