// Reads the database's catalog against the distribution plan (plan.ts) and answers what Citus would
// do with each table and what it would refuse, with the statement that would fail and why. Citus
// cannot be installed here: these are its documented rules for distributed tables.
//   - A distributed table's column is NOT NULL, and every unique index (the primary key included)
//     includes it: uniqueness is only checked within a shard.
//   - A foreign key between distributed tables joins co-located tables on their distribution column.
//   - A distributed table may refer to reference tables (copied to every node), never to a table that
//     stays on the coordinator; a key that sets its own distribution column to NULL or a default on
//     delete is refused.
//   - A reference table refers only to reference tables, and nothing on the coordinator refers to a
//     distributed table.
// Reference tables are not listed by hand: they are the tables the distributed ones refer to, and the
// tables those refer to in turn. A new table therefore breaks the plan exactly when Citus would
// refuse it, and the test that runs this check fails with the reason.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db.ts';
import { DISTRIBUTED_TABLES, type DistributedTable, KNOWN_REFUSALS } from './plan.ts';

type Column = { table: string; column: string; not_null: boolean };
type UniqueIndex = { table: string; index: string; columns: string[] };
type ForeignKey = {
  table: string;
  name: string;
  columns: string[];
  references: string;
  ref_columns: string[];
  on_delete: string;
};
type Trigger = { table: string; trigger: string };

export type Refusal = { statement: string; reason: string };
export type CitusReadiness = {
  distributed: DistributedTable[];
  reference: string[];
  coordinator: string[];
  triggers: Trigger[];
  refusals: Refusal[];
  /** Refusals the plan does not list (KNOWN_REFUSALS): a change that broke the plan. */
  unexpected: Refusal[];
  /** Listed refusals Citus would no longer make: the list must shrink with them. */
  stale: string[];
};

async function catalog(db: Queryable) {
  const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await db.execute<T>(query)).rows;
  const publicTable = sql`c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition`;
  const tables = await rows<{ table: string }>(sql`
    select c.relname as table from pg_class c where ${publicTable} order by 1`);
  const columns = await rows<Column>(sql`
    select c.relname as table, a.attname as column, a.attnotnull as not_null
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    where ${publicTable} and a.attnum > 0 and not a.attisdropped`);
  const uniques = await rows<UniqueIndex>(sql`
    select c.relname as table, i.indexrelid::regclass::text as index,
      array(select a.attname from unnest(i.indkey) k join pg_attribute a
        on a.attrelid = i.indrelid and a.attnum = k)::text[] as columns
    from pg_index i join pg_class c on c.oid = i.indrelid where ${publicTable} and i.indisunique`);
  const keys = await rows<ForeignKey>(sql`
    select c.relname as table, k.conname as name, r.relname as references,
      array(select a.attname from unnest(k.conkey) with ordinality u(n, o) join pg_attribute a
        on a.attrelid = k.conrelid and a.attnum = u.n order by u.o)::text[] as columns,
      array(select a.attname from unnest(k.confkey) with ordinality u(n, o) join pg_attribute a
        on a.attrelid = k.confrelid and a.attnum = u.n order by u.o)::text[] as ref_columns,
      k.confdeltype as on_delete
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class r on r.oid = k.confrelid
    where k.contype = 'f' and ${publicTable}`);
  const triggers = await rows<Trigger>(sql`
    select c.relname as table, t.tgname as trigger from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where ${publicTable} and not t.tgisinternal order by 1, 2`);
  return { tables: tables.map((row) => row.table), columns, uniques, keys, triggers };
}

/** The tables the distributed ones refer to, and those they refer to, transitively. */
function referenceTablesOf(keys: ForeignKey[], distributed: Set<string>): Set<string> {
  const reference = new Set<string>();
  const waiting = keys.filter((key) => distributed.has(key.table)).map((key) => key.references);
  for (let table = waiting.pop(); table !== undefined; table = waiting.pop()) {
    if (distributed.has(table) || reference.has(table)) continue;
    reference.add(table);
    for (const key of keys) if (key.table === table) waiting.push(key.references);
  }
  return reference;
}

const SET_NULL_OR_DEFAULT = new Set(['n', 'd']);

/** The first table of a group is distributed alone; the others are co-located with it. */
function distributeStatement(plan: DistributedTable, plans: readonly DistributedTable[]): string {
  const leader = plans.find((other) => other.group === plan.group);
  return leader && leader.table !== plan.table
    ? `SELECT create_distributed_table('${plan.table}', '${plan.column}', colocate_with => '${leader.table}');`
    : `SELECT create_distributed_table('${plan.table}', '${plan.column}');`;
}

/** `known`: the refusals the plan accepts (KNOWN_REFUSALS; a test names others to see a stale one). */
export async function citusReadiness(
  db: Queryable,
  known: readonly string[] = KNOWN_REFUSALS,
): Promise<CitusReadiness> {
  const { tables, columns, uniques, keys, triggers } = await catalog(db);
  const planOf = new Map(DISTRIBUTED_TABLES.map((plan) => [plan.table, plan]));
  const distributed = new Set(planOf.keys());
  const reference = referenceTablesOf(keys, distributed);
  const refusals: Refusal[] = [];
  for (const plan of DISTRIBUTED_TABLES) {
    const statement = distributeStatement(plan, DISTRIBUTED_TABLES);
    const refuse = (reason: string) => refusals.push({ statement, reason });
    if (!tables.includes(plan.table)) {
      refuse(`the plan names ${plan.table}, which does not exist`);
      continue;
    }
    const column = columns.find((row) => row.table === plan.table && row.column === plan.column);
    if (!column) refuse(`${plan.table} has no column ${plan.column}`);
    else if (!column.not_null) refuse(`${plan.table}.${plan.column} may be NULL`);
    for (const unique of uniques.filter(
      (row) => row.table === plan.table && !row.columns.includes(plan.column),
    ))
      refuse(
        `unique index ${unique.index} (${unique.columns.join(', ') || 'an expression'}) does not include ${plan.column}`,
      );
    for (const key of keys.filter((row) => row.table === plan.table)) {
      const target = planOf.get(key.references);
      if (target) {
        const paired = key.columns.some(
          (name, index) => name === plan.column && key.ref_columns[index] === target.column,
        );
        if (target.group !== plan.group || !paired)
          refuse(
            `foreign key ${key.name} joins ${key.references} without pairing ${plan.column} with its ${target.column} (co-located tables only)`,
          );
      }
      if (key.columns.includes(plan.column) && SET_NULL_OR_DEFAULT.has(key.on_delete))
        refuse(`foreign key ${key.name} would set ${plan.column} on delete`);
    }
  }
  for (const key of keys) {
    if (distributed.has(key.table) || !distributed.has(key.references)) continue;
    const where = reference.has(key.table) ? 'reference table' : 'table on the coordinator';
    refusals.push({
      statement: reference.has(key.table)
        ? `SELECT create_reference_table('${key.table}');`
        : `ALTER TABLE ${key.table} ADD CONSTRAINT ${key.name} ...;`,
      reason: `${key.table} (a ${where}) refers to the distributed table ${key.references} by ${key.name}: distribute it with ${key.references}, or drop the key`,
    });
  }
  return {
    distributed: DISTRIBUTED_TABLES.filter((plan) => tables.includes(plan.table)),
    reference: [...reference].sort(),
    coordinator: tables.filter((table) => !distributed.has(table) && !reference.has(table)),
    triggers: triggers.filter((row) => distributed.has(row.table)),
    refusals,
    unexpected: refusals.filter((refusal) => !known.includes(refusal.reason)),
    stale: known.filter((reason) => !refusals.some((refusal) => refusal.reason === reason)),
  };
}

/** The plan as the statements a move to Citus would run, then what Citus would refuse. */
export function citusPlanText(readiness: CitusReadiness): string {
  const lines = [
    `-- Reference tables (${readiness.reference.length}): copied to every node; the distributed tables refer to them.`,
    ...readiness.reference.map((table) => `SELECT create_reference_table('${table}');`),
    '',
    `-- Distributed tables (${readiness.distributed.length}), co-located by group:`,
  ];
  if (readiness.triggers.length > 0)
    lines.push(
      `-- Triggers on distributed tables run on their shards: ${readiness.triggers
        .map((row) => `${row.table}.${row.trigger}`)
        .join(', ')}.`,
      'SET citus.enable_unsafe_triggers TO on;',
    );
  for (const plan of readiness.distributed)
    lines.push(
      `-- ${plan.table}: ${plan.why} (group ${plan.group})`,
      distributeStatement(plan, readiness.distributed),
    );
  lines.push(
    '',
    `-- Staying on the coordinator (${readiness.coordinator.length}): ${readiness.coordinator.join(', ')}.`,
    '',
    readiness.refusals.length === 0
      ? '-- Citus would refuse none of these statements.'
      : `-- Citus would refuse ${readiness.refusals.length}, ${readiness.unexpected.length} of them not known to the plan:`,
    ...readiness.refusals.map(
      (refusal) =>
        `--   ${refusal.statement}\n--     ${refusal.reason}${readiness.unexpected.includes(refusal) ? '  << NEW: breaks the plan' : ''}`,
    ),
    ...readiness.stale.map((reason) => `-- No longer refused, take it off KNOWN_REFUSALS: ${reason}`),
  );
  return lines.join('\n');
}
