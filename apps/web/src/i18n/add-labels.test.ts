// A feature's labels load with the code that names them (add-labels.ts): every web source file that
// names a key of a feature's label group imports that group's file, so no screen can show a key for
// want of its words, whichever chunk it lands in. And every group is either the app's or a feature's.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { appLabels } from './app-labels.ts';
import { en } from './en.ts';
import { nodesOf, parse, sourceFiles } from './scan-sources.ts';

const i18nDir = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.resolve(i18nDir, '..');

/** The groups each feature label file adds: the names in its `addLabels({ … })`. */
const featureFiles = sourceFiles(i18nDir).flatMap((file) => {
  const calls = nodesOf(parse(file)).filter(
    (node): node is ts.CallExpression =>
      ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'addLabels',
  );
  if (calls.length === 0) return [];
  const argument = calls[0]?.arguments[0];
  const groups =
    argument && ts.isObjectLiteralExpression(argument)
      ? argument.properties.flatMap((property) => (property.name ? [property.name.getText()] : []))
      : [];
  return [{ file, groups }];
});
const fileOfGroup = new Map(featureFiles.flatMap(({ file, groups }) => groups.map((group) => [group, file])));

/** The label keys a file names: string and template literals that start with a feature group. */
function groupsNamedIn(source: ts.SourceFile): Set<string> {
  const named = new Set<string>();
  for (const node of nodesOf(source)) {
    if (!(ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)))
      continue;
    if (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent)) continue;
    const group = /^([A-Za-z]+)\./.exec(node.text)?.[1];
    if (group && fileOfGroup.has(group)) named.add(group);
  }
  return named;
}

/** The files a source imports for their values (a type-only import loads nothing). */
function filesImportedBy(source: ts.SourceFile): Set<string> {
  const imported = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    if (specifier.startsWith('.')) imported.add(path.resolve(path.dirname(source.fileName), specifier));
  }
  return imported;
}

describe('feature labels load with the code that names them (add-labels.ts)', () => {
  it('finds the feature label files and their groups', () => {
    expect(fileOfGroup.size).toBeGreaterThan(20);
    expect(fileOfGroup.get('integrations')).toBe(path.join(i18nDir, 'en-integrations.ts'));
  });

  it('every file that names a feature label imports its label file', () => {
    const missing = sourceFiles(srcDir)
      .filter((file) => !file.startsWith(i18nDir))
      .flatMap((file) => {
        const source = parse(file);
        const imported = filesImportedBy(source);
        return [...groupsNamedIn(source)]
          .map((group) => fileOfGroup.get(group) as string)
          .filter((labelFile) => !imported.has(labelFile))
          .map(
            (labelFile) =>
              `${path.relative(srcDir, file)} needs import '${path.relative(path.dirname(file), labelFile)}'`,
          );
      });
    expect([...new Set(missing)]).toEqual([]);
    // It parses every source file of the app: 2.7 s on an idle machine, 6.4 s beside browser tests.
  }, 30_000);

  it('every label group is the whole app’s or one feature’s, never both', () => {
    const appGroups = Object.keys(appLabels);
    expect(appGroups.filter((group) => fileOfGroup.has(group))).toEqual([]);
    expect(new Set([...appGroups, ...fileOfGroup.keys()])).toEqual(new Set(Object.keys(en)));
  });
});
