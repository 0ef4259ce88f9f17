// A handler reaches tenant rows only through platform/access/ (ARCHITECTURE "Access" 2). This scan
// parses every source file and finds each query on a tenant table outside the access layer. A query
// is accepted when its function (or an enclosing one) holds a proof: a parameter typed with a proof
// type, or the result of a proving function it calls (a scope helper of the access layer, or a function
// declared to return a proof); or when its own function applies a scope condition of the access layer.
// Jobs, the seed and db/ run without an actor. Every other query fails the test unless its file is in
// the short, reviewed allowlist. Ltree conditions and minting a proof are the access layer's alone.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { sourceFiles } from '../source-files.ts';
import { TENANT_QUERY_ALLOWLIST } from './tenant-queries-allowlist.ts';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type TenantTable = { variable: string; sqlName: string };

/** A tenant table holds one company's, user's or campaign's data: companies, and every table keyed to one. */
export const TENANT_TABLES: TenantTable[] = Object.entries(schema as Record<string, unknown>)
  .flatMap(([variable, table]) =>
    table instanceof PgTable ? [{ variable, config: getTableConfig(table) }] : [],
  )
  .filter(
    ({ config }) =>
      config.name === 'companies' ||
      config.columns.some((column) => /(^|_)(company|user|campaign)_id$/.test(column.name)),
  )
  .map(({ variable, config }) => ({ variable, sqlName: config.name }));

const BUILDERS = new Set([
  'from',
  'update',
  'insert',
  'delete',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
]);

const parse = (file: string, text: string) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

function nodesOf(root: ts.Node): ts.Node[] {
  const all: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    all.push(node);
    ts.forEachChild(node, visit);
  };
  visit(root);
  return all;
}

/** The code text of a string or template literal (substitutions become a blank). */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  return null;
}

type Query = { table: string; node: ts.Node };

/** The queries on tenant tables in a parsed file: Drizzle builders on the table, or SQL text naming it. */
function tenantQueries(source: ts.SourceFile, tables: TenantTable[] = TENANT_TABLES): Query[] {
  const byVariable = new Map(tables.map((table) => [table.variable, table.sqlName]));
  // `import { campaigns as c }` queries campaigns through `c`.
  for (const node of nodesOf(source))
    if (ts.isImportSpecifier(node) && node.propertyName) {
      const table = byVariable.get(node.propertyName.text);
      if (table) byVariable.set(node.name.text, table);
    }
  const raw = tables.map(({ sqlName }) => ({
    sqlName,
    pattern: new RegExp(`\\b(from|join|update|into)\\s+${sqlName}\\b(?![-\\w])`, 'i'),
  }));
  return nodesOf(source).flatMap((node): Query[] => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const [first] = node.arguments;
      if (!BUILDERS.has(node.expression.name.text) || !first) return [];
      // `campaigns`, `campaigns.id`, or through a namespace: `schema.campaigns`.
      const [head, second] = first.getText(source).split('.');
      const table =
        byVariable.get(head?.match(/^[A-Za-z_$][\w$]*/)?.[0] ?? '') ??
        (ts.isPropertyAccessExpression(first) && ts.isIdentifier(first.expression) && second
          ? byVariable.get(second.match(/^[A-Za-z_$][\w$]*/)?.[0] ?? '')
          : undefined);
      return table ? [{ table, node }] : [];
    }
    const text = literalText(node);
    if (text === null) return [];
    return raw.filter(({ pattern }) => pattern.test(text)).map(({ sqlName }) => ({ table: sqlName, node }));
  });
}

/** The tenant tables a source text queries (comments are not code, so prose in them never counts). */
export function queriedTenantTables(text: string, tables: TenantTable[] = TENANT_TABLES): string[] {
  const names = tenantQueries(parse('snippet.ts', text), tables).map(({ table }) => table);
  return [...new Set(names)].sort();
}

const isFunction = (node: ts.Node): node is ts.SignatureDeclaration & { body?: ts.Node } =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

function enclosingFunctions(node: ts.Node): (ts.SignatureDeclaration & { body?: ts.Node })[] {
  const found = [];
  for (let at = node.parent; at; at = at.parent) if (isFunction(at)) found.push(at);
  return found;
}

const files = sourceFiles(srcDir).map((full) => {
  const file = path.relative(srcDir, full).split(path.sep).join('/');
  return { file, source: parse(file, fs.readFileSync(full, 'utf8')) };
});

const inAccessLayer = (file: string) => file.startsWith('platform/access/');
const accessLayer = files.filter(({ file }) => inAccessLayer(file));

const namesAny = (names: Set<string>, text: string) =>
  [...text.matchAll(/[A-Za-z_$][\w$]*/g)].some(([word]) => names.has(word));

/** The type aliases (and interfaces) of a file that name one of `known`, added to it until none is new. */
function typesNaming(source: ts.SourceFile, known: Set<string>): Set<string> {
  const declared = source.statements.filter(
    (statement): statement is ts.TypeAliasDeclaration | ts.InterfaceDeclaration =>
      ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement),
  );
  const names = new Set(known);
  for (let grown = true; grown; ) {
    grown = false;
    for (const declaration of declared)
      if (!names.has(declaration.name.text) && namesAny(names, declaration.getText(source))) {
        names.add(declaration.name.text);
        grown = true;
      }
  }
  return names;
}

/**
 * The proof types: InScope and Proven of proof.ts, and every exported type built on them, in the
 * access layer (ProvenCompany, ProvenUser, ManagedAccount, ...) or a module (a report selection).
 */
export const PROOF_TYPES: Set<string> = (() => {
  let names = new Set(['InScope', 'Proven']);
  for (let size = 0; size !== names.size; ) {
    size = names.size;
    for (const { source } of files) {
      const exported = [...typesNaming(source, names)].filter((name) =>
        source.statements.some(
          (statement) =>
            (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) &&
            statement.name.text === name &&
            statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword),
        ),
      );
      names = new Set([...names, ...exported]);
    }
  }
  return names;
})();

/**
 * The scope conditions: functions exported by the access layer that return an SQL condition and take
 * the actor, its tenant scope or a proof first (withinScope, inSubtreeOf, managedBy, visibleCampaigns,
 * ...). Conditions on a raw path (inSubtreeOfPath, inPlatformOf) prove nothing and do not count.
 */
export const SCOPE_CONDITIONS: Set<string> = new Set(
  accessLayer.flatMap(({ source }) =>
    source.statements.flatMap((statement) => {
      if (!ts.isFunctionDeclaration(statement) || !statement.name) return [];
      if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) return [];
      if (statement.type?.getText(source) !== 'SQL') return [];
      const first = statement.parameters[0]?.type?.getText(source) ?? '';
      const reaches = namesAny(new Set(['Actor', 'TenantScope', ...PROOF_TYPES]), first);
      return reaches ? [statement.name.text] : [];
    }),
  ),
);

const calledNames = (node: ts.Node | undefined): string[] =>
  node
    ? nodesOf(node).flatMap((inner) =>
        ts.isCallExpression(inner) && ts.isIdentifier(inner.expression) ? [inner.expression.text] : [],
      )
    : [];

/**
 * The functions that prove: those of the access layer that mint a proof or call one that does
 * (visibleCampaign, companyOwnOrManaged, ownUser, managedAccount, exclusionListOf, ...), and any
 * function declared to return a proof type (only the access layer mints, so it passes one on).
 */
export const PROVERS: Set<string> = (() => {
  const declared = accessLayer.flatMap(({ source }) =>
    source.statements.flatMap((statement) => {
      if (ts.isFunctionDeclaration(statement) && statement.name)
        return [{ name: statement.name.text, calls: calledNames(statement.body) }];
      if (!ts.isVariableStatement(statement)) return [];
      return statement.declarationList.declarations.flatMap((declaration) =>
        ts.isIdentifier(declaration.name) &&
        declaration.initializer &&
        ts.isArrowFunction(declaration.initializer)
          ? [{ name: declaration.name.text, calls: calledNames(declaration.initializer.body) }]
          : [],
      );
    }),
  );
  const names = new Set(['prove']);
  for (let size = 0; size !== names.size; ) {
    size = names.size;
    for (const { name, calls } of declared) if (calls.some((call) => names.has(call))) names.add(name);
  }
  for (const { source } of files) {
    const proofs = typesNaming(source, PROOF_TYPES);
    for (const statement of source.statements)
      if (ts.isFunctionDeclaration(statement) && statement.name && statement.type)
        if (namesAny(proofs, statement.type.getText(source))) names.add(statement.name.text);
  }
  // Minting is no way to hold a proof (and fails its own test outside the access layer).
  names.delete('prove');
  return names;
})();

/**
 * Why a query may run here, or null: its function (or an enclosing one) holds a proof, as a parameter
 * or from a scope helper it calls; or its own function applies a scope condition.
 */
function acceptance(source: ts.SourceFile, node: ts.Node): string | null {
  const functions = enclosingFunctions(node);
  const proofs = typesNaming(source, PROOF_TYPES);
  const proofParameter = functions.some((fn) =>
    fn.parameters.some((parameter) => parameter.type && namesAny(proofs, parameter.type.getText(source))),
  );
  if (proofParameter) return 'proof parameter';
  // A proof from a proving call in its function or an enclosing one (not in a callback beside it).
  const chain = new Set<ts.Node>(functions);
  const provenHere = nodesOf(functions.at(-1) ?? source).some(
    (inner) =>
      ts.isCallExpression(inner) &&
      ts.isIdentifier(inner.expression) &&
      PROVERS.has(inner.expression.text) &&
      chain.has(enclosingFunctions(inner)[0] as ts.Node),
  );
  if (provenHere) return 'proven here';
  // Its own function: the innermost named one, with the inline callbacks the query is in (a
  // transaction, a Promise.all); a scope condition in another callback (a sibling route handler)
  // does not count.
  const named = functions.findIndex(isNamed);
  const own = new Set<ts.Node>(named < 0 ? functions : functions.slice(0, named + 1));
  const outer = functions[named < 0 ? functions.length - 1 : named];
  const scoped =
    outer !== undefined &&
    nodesOf(outer).some(
      (inner) =>
        ts.isCallExpression(inner) &&
        ts.isIdentifier(inner.expression) &&
        SCOPE_CONDITIONS.has(inner.expression.text) &&
        reachesOwn(enclosingFunctions(inner), own),
    );
  return scoped ? 'scope condition' : null;
}

/** A scope condition written in the query's own function, or in a local helper it names; not in a callback it hands on. */
function reachesOwn(chain: ts.Node[], own: Set<ts.Node>): boolean {
  for (const fn of chain) {
    if (own.has(fn)) return true;
    if (!isNamed(fn)) return false;
  }
  return false;
}

/** A function with a name of its own: declared, a method, or assigned to a variable or property. */
const isNamed = (fn: ts.Node) =>
  ts.isFunctionDeclaration(fn) ||
  ts.isMethodDeclaration(fn) ||
  ts.isVariableDeclaration(fn.parent) ||
  ts.isPropertyAssignment(fn.parent);

/** Jobs run without an actor (their payload names the rows); the seed builds the demo; db/ is the schema. */
const exempt = (file: string) =>
  inAccessLayer(file) ||
  /(^|\/|-)jobs?\.ts$/.test(file) ||
  file.startsWith('seed/') ||
  file.startsWith('db/');

const covers = (entry: string, file: string) =>
  entry.endsWith('/') ? file.startsWith(entry) : file === entry;
const allowed = (file: string) => Object.keys(TENANT_QUERY_ALLOWLIST).some((entry) => covers(entry, file));

/** `file: table (function at line n)` for each query the rule does not accept. */
function unacceptedQueries(file: string, source: ts.SourceFile): string[] {
  return tenantQueries(source)
    .filter(({ node }) => acceptance(source, node) === null)
    .map(({ table, node }) => {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      return `${file}:${line}: ${table}`;
    });
}

const unaccepted = files
  .filter(({ file }) => !exempt(file))
  .map(({ file, source }) => ({ file, queries: unacceptedQueries(file, source) }));

/** Comments are not code: the ltree and minting scans read the code with them removed. */
const codeOf = (source: ts.SourceFile) => ts.createPrinter({ removeComments: true }).printFile(source);

const LTREE = /<@|@>/;
const MINTS = /\bprove\s*\(|as\s+(InScope|Proven)\s*</;

describe('tenant tables are queried only through platform/access/ (issue 13 item 2)', () => {
  it('knows the tenant tables from the schema', () => {
    const names = TENANT_TABLES.map((table) => table.sqlName);
    for (const name of ['companies', 'users', 'campaigns', 'leads', 'payment_cards', 'user_logs'])
      expect(names).toContain(name);
    expect(names).not.toContain('beta_features');
  });

  it('detects Drizzle builders and SQL on a tenant table, not prose in comments', () => {
    expect(queriedTenantTables('await db.select().from(campaigns).where(x)')).toEqual(['campaigns']);
    expect(queriedTenantTables('ctx.db\n  .update(users)\n  .set({})')).toEqual(['users']);
    expect(queriedTenantTables('tx.insert(paymentCards).values(v)')).toEqual(['payment_cards']);
    expect(queriedTenantTables("import { users as u } from 'x'; db.delete(u)")).toEqual(['users']);
    expect(queriedTenantTables('db.select().from(schema.leads)')).toEqual(['leads']);
    expect(queriedTenantTables('q.innerJoin(companies, eq(a, b))')).toEqual(['companies']);
    expect(queriedTenantTables('sql`select 1 from leads l join companies c on c.id = l.company_id`')).toEqual(
      ['companies', 'leads'],
    );
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template with substitutions
    expect(queriedTenantTables('sql`select ${a} from leads where ${b}`')).toEqual(['leads']);
    expect(queriedTenantTables('sql`delete from lead_count_requests where id = 1`')).toEqual([
      'lead_count_requests',
    ]);
    expect(queriedTenantTables('// read from users\n/* update campaigns */ const a = 1;')).toEqual([]);
    expect(queriedTenantTables('sql`from companies_view`')).toEqual([]);
  });

  it('reads the proof types and the scope conditions from the access layer', () => {
    for (const name of ['InScope', 'Proven', 'ProvenCompany', 'ProvenUser', 'ManagedAccount'])
      expect(PROOF_TYPES).toContain(name);
    for (const name of ['withinScope', 'inSubtreeOf', 'managedBy', 'salesDownline', 'visibleCampaigns'])
      expect(SCOPE_CONDITIONS).toContain(name);
    expect(SCOPE_CONDITIONS).not.toContain('inSubtreeOfPath');
    for (const name of [
      'selfOf',
      'visibleCampaign',
      'companyManagedBy',
      'ownUser',
      'managedAccount',
      'campaignClient',
    ])
      expect(PROVERS).toContain(name);
  });

  it('accepts a query under a proof parameter or its own scope condition, nothing else', () => {
    const verdicts = (text: string) => {
      const source = parse('example.ts', text);
      return tenantQueries(source).map(({ node }) => acceptance(source, node));
    };
    expect(verdicts('function f(c: ProvenCompany) { return db.select().from(campaigns); }')).toEqual([
      'proof parameter',
    ]);
    expect(
      verdicts('function f(c: InScope<"user">) { return tx.transaction(async (t) => t.update(users)); }'),
    ).toEqual(['proof parameter']);
    expect(
      verdicts('const f = (a: Actor) => db.select().from(campaigns).where(visibleCampaigns(a));'),
    ).toEqual(['scope condition']);
    expect(
      verdicts(
        'async function f(a: Actor, id: number) { const c = await companyManagedBy(db, a, id); await db.delete(roles); }',
      ),
    ).toEqual(['proven here']);
    expect(verdicts('function f(companyId: number) { return db.select().from(campaigns); }')).toEqual([null]);
    expect(
      verdicts(
        'function routes(app) { serve(app, r1, (q) => ownUser(db, q.actor, 1)); serve(app, r2, () => db.select().from(users)); }',
      ),
    ).toEqual([null]);
    expect(verdicts('const rows = db.select().from(campaigns);')).toEqual([null]);
    expect(
      verdicts(
        'async function f(a: Actor) { const s = withinScope(a.scope, p); await all([inZone(() => db.select().from(leads).where(s))]); }',
      ),
    ).toEqual(['scope condition']);
    // A scope condition in another function (a sibling route handler) does not cover this one.
    expect(
      verdicts(
        'function routes(app) { serve(app, r1, (q) => withinScope(q.scope, p)); serve(app, r2, () => db.delete(users)); }',
      ),
    ).toEqual([null]);
    // Nor does one in another function of the file.
    expect(
      verdicts('const a = (x: Actor) => withinScope(x.scope, p); const b = () => db.select().from(users);'),
    ).toEqual([null]);
  });

  it('no query on a tenant table outside the access layer, jobs and seed lacks a proof or scope', () => {
    const offenders = unaccepted.filter(({ file }) => !allowed(file)).flatMap(({ queries }) => queries);
    expect(offenders).toEqual([]);
  });

  it('every allowlist entry is still needed (remove it when its queries are proven or scoped)', () => {
    const stale = Object.keys(TENANT_QUERY_ALLOWLIST).filter(
      (entry) => !unaccepted.some(({ file, queries }) => covers(entry, file) && queries.length > 0),
    );
    expect(stale).toEqual([]);
  });

  it('ltree conditions (<@, @>) are written only in the access layer', () => {
    const offenders = files
      .filter(({ file }) => !inAccessLayer(file))
      .filter(({ source }) => LTREE.test(codeOf(source)))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('only the access layer mints a proof (prove(...), `as InScope<...>`, `as Proven<...>`)', () => {
    const offenders = files
      .filter(({ file }) => !inAccessLayer(file))
      .filter(({ source }) => MINTS.test(codeOf(source)))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });
});
