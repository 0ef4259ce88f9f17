// Records the SQL one request runs (by wrapping the app's pool) and explains it afterwards, so the
// plans shown are those of the statements the endpoint really sends, with their real parameters.
import type pg from 'pg';

export type CapturedStatement = {
  text: string;
  values: unknown[] /** as the app waited for it */;
  ms?: number;
};

type QueryConfigLike = { text?: string; values?: unknown[] };

export function captureQueries(pool: pg.Pool) {
  let recording: CapturedStatement[] | null = null;
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  // Drizzle calls pool.query(config, params) on this very instance; we only observe the call.
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const result = original(...args);
    if (recording && result instanceof Promise) {
      const statement = statementOf(args);
      const started = performance.now();
      recording.push(statement);
      result.then(
        () => {
          statement.ms = performance.now() - started;
        },
        () => {},
      );
    }
    return result;
  };
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
  const result = await pool.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${statement.text}`,
    statement.values,
  );
  const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
  const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
  return { ...statement, plan, executionMs };
}

/** One line of SQL for the report: whitespace folded, long texts cut. */
export function oneLine(text: string, max = 160): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  return folded.length > max ? `${folded.slice(0, max - 1)}…` : folded;
}
