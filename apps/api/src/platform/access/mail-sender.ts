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

/** Issue 23: the agency's saved server refused a mail; the first refusal starts the failing period. */
export async function recordSenderFailure(db: Queryable, agency: InScope<'company'>, sentence: string) {
  await db.execute(sql`
    update agency_mail_senders set failing_since = coalesce(failing_since, now()), last_failure = ${sentence}
     where company_id = ${agency.id}`);
}

/** The agency's server carried a mail again: the notice on its settings page goes. */
export async function recordSenderRecovered(db: Queryable, agency: InScope<'company'>) {
  await db.execute(sql`
    update agency_mail_senders set failing_since = null, last_failure = null
     where company_id = ${agency.id} and failing_since is not null`);
}

/**
 * The agency's owner to tell that its server failed, or null when they were told less than
 * `quietHours` ago: claiming the notice and reading the owner is one statement, so two failing mails
 * at once tell them once.
 */
export async function claimFailureNotice(
  db: Queryable,
  agency: InScope<'company'>,
  quietHours: number,
): Promise<{ email: string; name: string; agencyName: string } | null> {
  const { rows } = await db.execute<{ email: string; name: string; company_name: string }>(sql`
    with claimed as (
      update agency_mail_senders set owner_notified_at = now()
       where company_id = ${agency.id}
         and (owner_notified_at is null or owner_notified_at < now() - make_interval(hours => ${quietHours}))
      returning company_id)
    select u.email, u.name, c.company_name from claimed
      join companies c on c.id = claimed.company_id
      join users u on u.company_id = claimed.company_id and u.user_type = 'userdownline'
        and u.active and u.removed_at is null
     limit 1`);
  const owner = rows[0];
  return owner ? { email: owner.email, name: owner.name, agencyName: owner.company_name } : null;
}
