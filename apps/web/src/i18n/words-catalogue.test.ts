// Issue 23 items 4 and 11: the words on screens come from the shared catalogues. This scan parses
// every web source file and fails on (1) a money label written out instead of taken from
// money-words.ts (set-up fee, platform fee, cost per lead, wholesale, margin, and the old variants
// such as 'Minimum per period'), (2) an error sentence of the UI labels not taken from `messages`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { nodesOf, parse, sourceFiles } from './scan-sources.ts';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The words a person reads in a file: string and template literal parts and JSX text. */
function literalsOf(source: ts.SourceFile): { text: string; line: number }[] {
  return nodesOf(source).flatMap((node) => {
    const isWords =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node);
    if (!isWords) return [];
    // Module specifiers and property keys are code, not words.
    if (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent)) return [];
    if (ts.isPropertyAssignment(node.parent) && node.parent.name === node) return [];
    const text = ts.isJsxText(node) ? node.text : (node as ts.LiteralLikeNode).text;
    return [{ text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 }];
  });
}

/** Money labels written out, and the variants issue 23 point 3 saw. */
const MONEY_LABEL =
  /\b(set-?up fee|platform fee|minimum per period|minimum cost|min cost|cost per lead)\b|\{\{amount\}\} per lead/i;
/** A label that starts with one of the one-word money names ('Wholesale', 'Margin: …', 'Minimum: …'). */
const MONEY_LABEL_START = /^\s*(Wholesale|Margin|Minimum)\b/;

// Parsed once while the file loads: a busy machine takes longer than one test's time limit.
const webWords = sourceFiles(srcDir).flatMap((file) =>
  literalsOf(parse(file)).map(({ text, line }) => ({
    text,
    where: `${path.relative(srcDir, file)}:${line}`,
  })),
);

describe('money labels come from money-words.ts (issue 23 item 4)', () => {
  it('no web source writes a money label out', () => {
    const found = webWords
      .filter(({ text }) => MONEY_LABEL.test(text) || MONEY_LABEL_START.test(text))
      .map(({ text, where }) => `${where} ${JSON.stringify(text)}`);
    expect(found).toEqual([]);
  });
});

describe('one name for a folder of campaigns', () => {
  // The spec's data type is a company group (part 2 §3); screens call it what it holds, as the set-up
  // wizard and the filing page do: the campaign list's filter once said 'Company group'.
  it('no web source calls it a company group', () => {
    const found = webWords
      .filter(({ text }) => /\bcompany groups?\b/i.test(text))
      .map(({ text, where }) => `${where} ${JSON.stringify(text)}`);
    expect(found).toEqual([]);
  });
});

/** UI-label keys that hold an error sentence. */
const ERROR_KEY = /(Failed|failed|Required|required|Invalid|invalid|HasErrors|Refused|refused)$|^error$/;

describe('error sentences come from the shared message catalogue (issue 23 item 11)', () => {
  it('no UI-label file spells an error sentence itself', () => {
    const labelFiles = sourceFiles(path.join(srcDir, 'i18n'));
    const found = labelFiles.flatMap((file) =>
      nodesOf(parse(file))
        .filter(
          (node): node is ts.PropertyAssignment =>
            ts.isPropertyAssignment(node) &&
            ERROR_KEY.test(node.name.getText()) &&
            ts.isStringLiteral(node.initializer) &&
            // A one- or two-word status ('Failed', 'Needs attention') is a label, not a sentence;
            // sentences with {{placeholders}} stay with i18next, which fills them.
            node.initializer.text.split(/\s+/).length >= 3 &&
            !node.initializer.text.includes('{{'),
        )
        .map((node) => `${path.relative(srcDir, file)}: ${node.name.getText()}`),
    );
    expect(found).toEqual([]);
  });
});
