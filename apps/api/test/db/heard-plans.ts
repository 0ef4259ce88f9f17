// The plans of the statements a connection runs, nested ones included (a trigger's, a function's):
// auto_explain tells each to the client as a notice.
import type pg from 'pg';

/** Makes `client` tell the plan of every statement it runs (with `analyze`, as run). */
export async function explainEveryStatement(client: pg.ClientBase, { analyze = false } = {}) {
  await client.query(`load 'auto_explain'`);
  await client.query(`set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = ${analyze};
    set auto_explain.log_nested_statements = on; set auto_explain.log_level = notice`);
}

/** The plans told while `run` ran on `client` (explainEveryStatement first). */
export async function plansDuring(client: pg.ClientBase, run: () => Promise<unknown>): Promise<string[]> {
  const plans: string[] = [];
  const heard = (notice: { message?: string }) => void plans.push(notice.message ?? '');
  client.on('notice', heard);
  try {
    await run();
  } finally {
    client.off('notice', heard);
  }
  return plans;
}
