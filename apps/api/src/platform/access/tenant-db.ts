// The second wall behind the access layer (issue 28 item 4): a request with a signed-in caller reaches
// the database as the role `lead_tenant`, on which row-level security is on for every tenant table
// (migration tenant_row_security). The caller's scope, its company's ltree path, is the setting
// `lead.scope_path`; the policies refuse every row outside that subtree, so a query the access layer
// forgot to scope still reads and changes nothing of another tenant. Jobs, the pipeline and public
// routes (no caller) keep the owner's handle, to which row-level security does not apply.
//
// The setting is made on a connection before each use, never in a request-wide transaction: a request
// may wait on a provider for seconds, and holding a connection (or a snapshot) for that long would
// make the pool the limit. A connection of the tenant pool answers only after its scope was set, and
// keeps it until another caller takes it, so a caller's queries cost one round trip more only when
// the connection served another scope before.
import { NodePgDatabase, NodePgSession } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { AppContext } from '../app-context.ts';
import { createDatabase, type Database, type Queryable } from '../db.ts';

export const TENANT_ROLE = 'lead_tenant';
export const SCOPE_SETTING = 'lead.scope_path';

/** Scopes whose handles are kept: a handle costs a session object and one query builder per table. */
const KEPT_SCOPES = 512;

const scopeOfClient = new WeakMap<pg.PoolClient, string>();

async function enterScope(client: pg.PoolClient, path: string): Promise<void> {
  if (scopeOfClient.get(client) === path) return;
  await client.query('select set_config($1, $2, false)', [SCOPE_SETTING, path]);
  scopeOfClient.set(client, path);
}

/** A pool that hands out its connections only once they carry `path` (drizzle takes it for a pg.Pool). */
function scopedPool(pool: pg.Pool, path: string): pg.Pool {
  const scoped: pg.Pool = Object.create(pool);
  scoped.connect = (async () => {
    const client = await pool.connect();
    try {
      await enterScope(client, path);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    return client;
  }) as pg.Pool['connect'];
  scoped.query = (async (config: pg.QueryConfig, values?: unknown[]) => {
    const client = await scoped.connect();
    try {
      return await client.query(config, values);
    } finally {
      client.release();
    }
  }) as pg.Pool['query'];
  return scoped;
}

/** The owner's handle behind each tenant handle and each transaction opened on one. */
const owners = new WeakMap<object, Database>();

/**
 * The owner's handle behind `db`, for the few reads that must see past the caller's scope by design
 * (whether an e-mail or a host is taken anywhere; the view-as viewer; the agencies a referral link
 * brought): `db` itself when it is not a tenant handle. Only the files the row-security test lists
 * may call it. Inside a transaction it reads on another connection, outside that transaction.
 */
export function beyondScope(db: Queryable): Queryable {
  return owners.get(db) ?? db;
}

export type TenantDatabases = {
  /** The handle whose every query sees only the subtree at `path` (a company's ltree path). */
  forScope(path: string): Database;
  pool: pg.Pool;
};

/** The tenant role's pool on `url` (the primary, or a replica for reads). */
export function createTenantDatabases(
  url: string,
  owner: Database,
  maxConnections = 10,
  { readOnly = false } = {},
): TenantDatabases {
  const { db: template, pool } = createDatabase(url, maxConnections, { readOnly, role: TENANT_ROLE });
  // The template's own dialect and relational config, built once: a handle per scope only wraps them.
  const { dialect } = template as unknown as { dialect: PgDialect };
  const relational = {
    schema: template._.schema,
    fullSchema: template._.fullSchema,
    tableNamesMap: template._.tableNamesMap,
  };
  const handles = new Map<string, Database>();
  return {
    pool,
    forScope(path) {
      const kept = handles.get(path);
      if (kept) return kept;
      const client = scopedPool(pool, path);
      const session = new NodePgSession(client, dialect, relational as never, {});
      const db = new NodePgDatabase(dialect, session, relational as never) as unknown as Database;
      (db as unknown as { $client: pg.Pool }).$client = client;
      owners.set(db, owner);
      const transaction = db.transaction.bind(db);
      db.transaction = ((run, config) =>
        transaction((tx) => {
          owners.set(tx, owner);
          return run(tx);
        }, config)) as Database['transaction'];
      if (handles.size >= KEPT_SCOPES) handles.delete(handles.keys().next().value as string);
      handles.set(path, db);
      return db;
    },
  };
}

/** The tenant handles of the primary and, when there is one, of the replica; `end` closes their pools. */
export function createTenantWall(
  primaryUrl: string,
  replicaUrl: string | undefined,
  owners: { db: Database; readDb?: Database | undefined },
  maxConnections = 10,
): { dbs: NonNullable<AppContext['tenantDbs']>; end: () => Promise<void> } {
  const primary = createTenantDatabases(primaryUrl, owners.db, maxConnections);
  const replica = replicaUrl
    ? createTenantDatabases(replicaUrl, owners.readDb ?? owners.db, maxConnections, { readOnly: true })
    : undefined;
  return {
    dbs: { primary, ...(replica && { replica }) },
    end: async () => {
      await primary.pool.end();
      await replica?.pool.end();
    },
  };
}
