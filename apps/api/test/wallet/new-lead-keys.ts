// The keys the lead funding reads new leads by (wallet-lead-debits.ts): each lead's id and month key.
import { sql } from 'drizzle-orm';
import type { NewLeadKey } from '../../src/modules/wallet/wallet-lead-debits.ts';
import type { Queryable } from '../../src/platform/db.ts';

export async function newLeadKeys(db: Queryable, leadIds: readonly number[]): Promise<NewLeadKey[]> {
  const { rows } = await db.execute<{ id: string; received_at_key: string }>(
    sql`select id, received_at::text as received_at_key from leads
      where id = any(${sql.param([...leadIds])}::bigint[]) order by id`,
  );
  return rows.map((row) => ({ id: Number(row.id), receivedAtKey: row.received_at_key }));
}
