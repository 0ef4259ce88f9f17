// A handler reaches tenant rows only through platform/access/ (ARCHITECTURE "Access" 2). This scan
// fails when a file outside the access layer, the jobs, the seed and the reviewed allowlist below
// queries a tenant table, writes an ltree condition, or mints a proof.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
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
      config.columns.some((column) => ['company_id', 'user_id', 'campaign_id'].includes(column.name)),
  )
  .map(({ variable, config }) => ({ variable, sqlName: config.name }));

/** Comments say "from users" in prose; only code counts. */
const withoutComments = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .join('\n');

/** The tenant tables a source text queries: Drizzle builders on the table, or SQL naming it. */
export function queriedTenantTables(source: string, tables: TenantTable[] = TENANT_TABLES): string[] {
  const code = withoutComments(source);
  return tables
    .filter(({ variable, sqlName }) => {
      const builder = new RegExp(
        `\\.(from|update|insert|delete|innerJoin|leftJoin|rightJoin|fullJoin)\\(\\s*${variable}\\b`,
      );
      const raw = new RegExp(`\\b(from|join|update|into)\\s+${sqlName}\\b(?![-\\w])`, 'i');
      return builder.test(code) || raw.test(code);
    })
    .map(({ sqlName }) => sqlName)
    .sort();
}

const LTREE = /<@|@>/;
const MINTS = /\bprove\s*\(|as\s+(InScope|Proven)\s*</;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = sourceFiles(srcDir).map((full) => ({
  file: path.relative(srcDir, full).split(path.sep).join('/'),
  text: fs.readFileSync(full, 'utf8'),
}));

const inAccessLayer = (file: string) => file.startsWith('platform/access/');
/** Jobs run without an actor (their payload names the rows); the seed builds the demo; db/ is the schema. */
const exempt = (file: string) =>
  inAccessLayer(file) ||
  /(^|\/|-)jobs?\.ts$/.test(file) ||
  file.startsWith('seed/') ||
  file.startsWith('db/');

const allowed = (file: string) =>
  Object.keys(TENANT_QUERY_ALLOWLIST).some((entry) =>
    entry.endsWith('/') ? file.startsWith(entry) : file === entry,
  );

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
    expect(queriedTenantTables('.innerJoin(companies, eq(a, b))')).toEqual(['companies']);
    expect(queriedTenantTables('sql`select 1 from leads l join companies c on c.id = l.company_id`')).toEqual(
      ['companies', 'leads'],
    );
    expect(queriedTenantTables('sql`delete from lead_count_requests where id = 1`')).toEqual([
      'lead_count_requests',
    ]);
    expect(queriedTenantTables('// read from users\n/* update campaigns */ const a = 1;')).toEqual([]);
    expect(queriedTenantTables('sql`from companies_view`')).toEqual([]);
  });

  it('no file outside the access layer, jobs, seed and allowlist queries a tenant table', () => {
    const offenders = files
      .filter(({ file }) => !exempt(file) && !allowed(file))
      .map(({ file, text }) => ({ file, tables: queriedTenantTables(text) }))
      .filter(({ tables }) => tables.length > 0)
      .map(({ file, tables }) => `${file}: ${tables.join(', ')}`);
    expect(offenders).toEqual([]);
  });

  it('every allowlist entry is still needed (remove it when its queries move)', () => {
    const stale = Object.keys(TENANT_QUERY_ALLOWLIST).filter((entry) => {
      const covered = files.filter(({ file }) =>
        entry.endsWith('/') ? file.startsWith(entry) : file === entry,
      );
      return !covered.some(({ text }) => queriedTenantTables(text).length > 0);
    });
    expect(stale).toEqual([]);
  });

  it('ltree conditions (<@, @>) are written only in the access layer', () => {
    const offenders = files
      .filter(({ file }) => !inAccessLayer(file))
      .filter(({ text }) => LTREE.test(withoutComments(text)))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('only the access layer mints a proof (prove(...), `as InScope<...>`, `as Proven<...>`)', () => {
    const offenders = files
      .filter(({ file }) => !inAccessLayer(file))
      .filter(({ text }) => MINTS.test(withoutComments(text)))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });
});
