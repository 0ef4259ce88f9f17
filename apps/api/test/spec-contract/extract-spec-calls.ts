// Lists every `METHOD /path` call that section 7 ("The calls it makes") of the specification files
// names, one a line, into spec-call-list.txt beside this file: the committed list that
// every-spec-call.test.ts holds the call table against (the specification lives outside the
// repository). Run it again when the specification changes:
//   npx tsx apps/api/test/spec-contract/extract-spec-calls.ts <spec folder>
//
// How the specification writes its calls, and how each form is read:
// - `GET /a/{b}`, `GET and PUT /a`, `GET/PUT /a`: one call per method;
// - `POST /a/b, /c, /d` (or `; ` or ` and `): the later paths continue the method; a later path whose
//   first segment appears in the first one shares the first one's start (`/leadspeek/client/update,
//   /client/local/update` → `/leadspeek/client/local/update`), else it replaces the first one's last
//   word and the placeholders after it (`/configuration/user/show-user, /show-campaigns`);
// - `/a[/{b}]`: both `/a` and `/a/{b}`; `/a/x|y/...`: one path per word (`{group|all}` stays one
//   placeholder); `...` stays as written (the specification elides the rest);
// - `Under /prefix/: a, b (methods not shown), and GET c/{d}`: paths under the prefix;
// - `Label: /a, /b`: paths the specification gives without a method are written `* /a`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const METHOD = '(?:GET|POST|PUT|DELETE|PATCH)';
const METHODS = new RegExp(`^(?:\\*|${METHOD}(?:(?: and |/)${METHOD})*\\b)`);
const PATH_START = /^\/[^\s,;()]*/;

/** The path at the start of `text`, without the sentence's closing stop (an elided `...` stays). */
function pathAt(text: string): string | null {
  const raw = text.match(PATH_START)?.[0];
  if (!raw) return null;
  return raw.endsWith('...') ? raw : raw.replace(/[.:]+$/, '');
}

/** The text of section 7 of one specification file. */
function callsSection(markdown: string): string {
  const start = markdown.search(/^## 7\./m);
  const end = markdown.search(/^## 8\./m);
  return start < 0 ? '' : markdown.slice(start, end < 0 ? undefined : end);
}

/** `/a[/{b}]` → `/a`, `/a/{b}`; `/r/x|y/z` → `/r/x/z`, `/r/y/z`. */
function expandPath(path: string): string[] {
  const optional = path.match(/^(.*)\[([^\]]+)\](.*)$/);
  if (optional) {
    const [, before = '', inner = '', after = ''] = optional;
    return [...expandPath(before + after), ...expandPath(before + inner + after)];
  }
  const segments = path.split('/');
  const alternation = segments.findIndex((segment) => !segment.startsWith('{') && segment.includes('|'));
  if (alternation < 0) return [path];
  return (segments[alternation] ?? '').split('|').flatMap((word) => {
    const copy = [...segments];
    copy[alternation] = word;
    return expandPath(copy.join('/'));
  });
}

/** A later path of a family, completed from the family's first path. */
function continuePath(first: string, member: string): string {
  const firstSegments = first.split('/').filter(Boolean);
  const head = member.split('/').filter(Boolean)[0] ?? '';
  const shared = firstSegments.indexOf(head);
  if (shared >= 0) return `/${[...firstSegments.slice(0, shared)].join('/')}${member}`.replace(/^\/\//, '/');
  let last = firstSegments.length - 1;
  while (last > 0 && (firstSegments[last] ?? '').startsWith('{')) last--;
  const prefix = firstSegments.slice(0, last).join('/');
  return prefix ? `/${prefix}${member}` : member;
}

/** The calls of one statement (a table row, or a bullet's sentence or `;` part). */
function callsOfStatement(statement: string, continued: { methods: string[]; first: string } | null) {
  const calls: string[] = [];
  let family = continued;
  let text = statement;
  while (text.length > 0) {
    const methods = text.match(METHODS);
    if (methods) {
      text = text.slice(methods[0].length).trimStart();
      const path = pathAt(text);
      if (!path) continue;
      family = { methods: methods[0].split(/ and |\//), first: path };
      for (const method of family.methods)
        for (const each of expandPath(path)) calls.push(`${method} ${each}`);
      text = text.slice(path.length);
      continue;
    }
    const joiner = text.match(/^(?:,|;| and)\s*/);
    if (joiner && family) {
      const rest = text.slice(joiner[0].length);
      const path = pathAt(rest);
      if (path) {
        const full = continuePath(family.first, path);
        for (const method of family.methods)
          for (const each of expandPath(full)) calls.push(`${method} ${each}`);
        text = rest.slice(path.length);
        continue;
      }
    }
    family = methodsAhead(text) ? family : null;
    text = text.slice(1);
  }
  return calls;
}

const methodsAhead = (text: string) => METHODS.test(text);

/** `Under /prefix/: a, b (methods not shown), and GET c/{d}` → the calls under the prefix. */
function callsUnderPrefix(line: string): string[] | null {
  const under = line.match(/^Under (\/\S+\/): (.*)$/);
  if (!under) return null;
  const [, prefix = '', list = ''] = under;
  return list
    .replace(/\([^)]*\)/g, '')
    .split(/,\s*(?:and\s+)?/)
    .map((item) => item.trim().replace(/\.$/, ''))
    .flatMap((item) => {
      const named = item.match(new RegExp(`^(?:(${METHOD}) )?([a-z][\\w-]*(?:/\\{[^}]+\\})*)$`));
      if (!named) return [];
      return [`${named[1] ?? '*'} ${prefix}${named[2]}`];
    });
}

/** `Label: /a, /b and /c, POST /d`: the paths written without a method get `*`. */
function labelledPaths(line: string): string[] {
  const labelled = line.match(/^[A-Z][\w ]*: (\/.*)$/);
  return labelled ? callsOfStatement(`* ${labelled[1]}`, null) : [];
}

/** Every call section 7 of this specification file names, in its order. */
export function extractSpecCalls(markdown: string): string[] {
  const calls: string[] = [];
  for (const rawLine of callsSection(markdown).split('\n')) {
    // A table row's calls are in its first cell.
    const line = (rawLine.startsWith('|') ? (rawLine.split('|')[1] ?? '') : rawLine)
      .replace(/^\s*[-*]\s+/, '')
      .trim();
    if (!line) continue;
    const underPrefix = callsUnderPrefix(line);
    if (underPrefix) {
      calls.push(...underPrefix);
      continue;
    }
    const labelled = labelledPaths(line);
    if (labelled.length > 0) {
      calls.push(...labelled);
      continue;
    }
    // A sentence ends a family; `; ` and `, ` continue it.
    for (const sentence of line.split(/\.\s+(?=[A-Z])/)) calls.push(...callsOfStatement(sentence, null));
  }
  return calls;
}

/** A call's key for comparing: placeholder names in one case (`{companyID}` is `{companyId}`). */
export const callKey = (call: string) => call.replace(/\{[^}]+\}/g, (name) => name.toLowerCase());

function main(specFolder: string) {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const file of ['part-1-platform-shell.md', 'part-2-agencies-campaigns-billing.md']) {
    for (const call of extractSpecCalls(readFileSync(join(specFolder, file), 'utf8'))) {
      if (seen.has(callKey(call))) continue;
      seen.add(callKey(call));
      lines.push(call);
    }
  }
  writeFileSync(new URL('./spec-call-list.txt', import.meta.url), `${lines.join('\n')}\n`);
  console.log(`${lines.length} calls written`);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, ''))) {
  const folder = process.argv[2];
  if (!folder) throw new Error('usage: extract-spec-calls.ts <spec folder>');
  main(folder);
}
