// Records the SQL one request runs (by wrapping the app's pool) and explains it afterwards, so the
// plans shown are those of the statements the endpoint really sends, with their real parameters.
import type pg from 'pg';
import { SCOPE_SETTING, TENANT_ROLE } from '../../apps/api/src/platform/access/tenant-db.ts';

export type CapturedStatement = {
  text: string;
  values: unknown[] /** as the app waited for it */;
  ms?: number;
  /** The caller's scope when the statement ran on a tenant connection (row-level security). */
  scope?: string;
};

type QueryConfigLike = { text?: string; values?: unknown[] };

/**
 * `tenantPool`: the pool of the row-level security handles (tenant-db.ts), whose statements run on
 * its connections and are recorded with the scope the connection carried.
 */
export function captureQueries(pool: pg.Pool, tenantPool?: pg.Pool) {
  let recording: CapturedStatement[] | null = null;
  const observe = (statement: CapturedStatement, result: unknown) => {
    if (!recording || !(result instanceof Promise)) return;
    const started = performance.now();
    recording.push(statement);
    result.then(
      () => {
        statement.ms = performance.now() - started;
      },
      () => {},
    );
  };
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  // Drizzle calls pool.query(config, params) on this very instance; we only observe the call.
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const result = original(...args);
    observe(statementOf(args), result);
    return result;
  };
  tenantPool?.on('connect', (client) => {
    let scope: string | undefined;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const statement = statementOf(args);
      const result = query(...args);
      if (statement.text.includes(`set_config($1, $2, false)`)) scope = String(statement.values[1]);
      else observe({ ...statement, ...(scope !== undefined && { scope }) }, result);
      return result;
    };
  });
  return {
    async during(action: () => Promise<unknown>): Promise<CapturedStatement[]> {
      const statements: CapturedStatement[] = [];
      recording = statements;
      try {
        await action();
      } finally {
        recording = null;
      }
      return statements;
    },
  };
}

function statementOf(args: unknown[]): CapturedStatement {
  const [first, second] = args;
  if (typeof first === 'string') return { text: first, values: Array.isArray(second) ? second : [] };
  const config = (first ?? {}) as QueryConfigLike;
  return { text: config.text ?? '', values: Array.isArray(second) ? second : (config.values ?? []) };
}

/** The list's own statements (rows, count, children), as opposed to sign-in and permission look-ups. */
export const isListStatement = (statement: CapturedStatement) =>
  /\bfrom\s+(companies c\s+join users u|users u\s+join companies c)\b/i.test(statement.text);

export type ExplainedStatement = CapturedStatement & { plan: string; executionMs: number };

/** EXPLAIN (ANALYZE, BUFFERS) of a read-only statement; anything else is not run again. */
export async function explain(
  pool: pg.Pool,
  statement: CapturedStatement,
): Promise<ExplainedStatement | null> {
  if (!/^\s*(select|with)\b/i.test(statement.text)) return null;
  // A tenant connection's statement is explained as it ran: as the tenant role, in its scope.
  const client = await pool.connect();
  let result: pg.QueryResult<{ 'QUERY PLAN': string }>;
  try {
    if (statement.scope !== undefined) {
      await client.query(`set role ${TENANT_ROLE}`);
      await client.query('select set_config($1, $2, false)', [SCOPE_SETTING, statement.scope]);
    }
    result = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${statement.text}`,
      statement.values,
    );
  } finally {
    if (statement.scope !== undefined) await client.query('reset role; reset lead.scope_path');
    client.release();
  }
  const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
  const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
  return { ...statement, plan, executionMs };
}

/** One line of SQL for the report: whitespace folded, long texts cut. */
export function oneLine(text: string, max = 160): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  return folded.length > max ? `${folded.slice(0, max - 1)}…` : folded;
}
