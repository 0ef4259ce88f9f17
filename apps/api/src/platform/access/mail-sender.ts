// Whose SMTP sender carries a recipient's mail (issue 14): the agency in the recipient company's
// lineage (the agency itself, or the agency above a client). Mail is sent without an actor, so the
// recipient's company decides; the platform root and its direct clients have no agency.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db.ts';
import { type InScope, prove } from './proof.ts';

export async function mailingAgencyOf(
  db: Queryable,
  recipientCompanyId: number,
): Promise<InScope<'company'> | null> {
  const { rows } = await db.execute<{ id: number }>(sql`
    select agency.id from companies recipient
      join companies agency on agency.path @> recipient.path and agency.kind = 'agency'
     where recipient.id = ${recipientCompanyId}
     limit 1`);
  const agency = rows[0];
  return agency ? prove('company', { id: Number(agency.id) }) : null;
}
