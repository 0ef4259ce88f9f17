// The queued job 'opt-out-redact' {id}: removes an opted-out person's data in every tenant. Visits
// with the hashed e-mail, or of the same person (the person keys its leads and visits resolved to),
// are deleted, and so are their leads held for review (issue 12 item 4); that person's leads are
// redacted (name, e-mail, phone, address, business contact, attributes, keyword, page, and the
// identity key that led back to the person), keeping the row,
// its campaign, price and charge so billing stays whole. The stored copies of the lead report
// e-mails lose that person's lines too. One transaction: a crash re-runs it all, and a completed
// request is never run again.
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { leads as leadsTable, optOutRequests } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { defineJob } from '../../platform/define-job.ts';
import { writeUserLog } from '../../platform/user-log.ts';
import { reportLineOf } from '../lead-engine/delivery-mail.ts';

export type Redaction = { removedLeads: number; removedVisits: number };

const REMOVED_LINE = '- (removed at this person’s request)';

/**
 * The report e-mails kept in the outbox list each lead on one line, written by the same function:
 * those lines are replaced in the mails of the leads' companies. Returns how many mails changed.
 */
async function redactMailCopies(tx: Queryable, ofPerson: ReturnType<typeof sql>): Promise<number> {
  const people = await tx.select().from(leadsTable).where(ofPerson);
  const lines = [...new Set(people.map(reportLineOf))];
  if (lines.length === 0) return 0;
  const companies = [...new Set(people.map((lead) => lead.companyId))];
  const changed = await tx.execute(sql`
    update mail_outbox m set text_body = redacted.body
    from (
      select o.id, (
        select string_agg(case when line = any(${sql.param(lines)}::text[]) then ${REMOVED_LINE} else line end,
          chr(10) order by n)
        from unnest(string_to_array(o.text_body, chr(10))) with ordinality as l(line, n)
      ) as body
      from mail_outbox o
      where o.company_id = any(${sql.param(companies)}::int[])
        and string_to_array(o.text_body, chr(10)) && ${sql.param(lines)}::text[]
    ) redacted
    where m.id = redacted.id`);
  return changed.rowCount ?? 0;
}

/** Runs a statement returning `company_id` per changed row; counts the rows per platform root. */
async function countedPerPlatform(tx: Queryable, statement: ReturnType<typeof sql>) {
  const { rows } = await tx.execute<{ root_id: number | null; removed: number }>(sql`
    with changed as (${statement})
    select subpath(c.path, 0, 1)::text::int as root_id, count(*)::int as removed
    from changed left join companies c on c.id = changed.company_id
    group by 1`);
  const byRoot = new Map<number, number>();
  for (const row of rows) if (row.root_id !== null) byRoot.set(row.root_id, row.removed);
  return { total: rows.reduce((sum, row) => sum + row.removed, 0), byRoot };
}

/**
 * Platform-wide on purpose: a person's opt-out reaches every tenant. The counts come per platform,
 * because each platform sees only what was removed from its own tenants.
 */
async function redactPerson(tx: Queryable, emailMd5: string) {
  const { rows: keys } = await tx.execute<{ person_key: string }>(sql`
    select person_key from leads where email_md5 = ${emailMd5}
    union
    select person_key from visits where email_md5 = ${emailMd5} and person_key is not null
    union
    select person_key from held_leads where email_md5 = ${emailMd5}`);
  const personKeys = keys.map((row) => row.person_key);
  const ofPerson = sql`(email_md5 = ${emailMd5} or person_key = any(${sql.param(personKeys)}::text[]))`;
  const mails = await redactMailCopies(tx, ofPerson);
  const visits = await countedPerPlatform(
    tx,
    // With their browser's other page views (issue 25 item 1: the journey goes with the rest).
    sql`delete from visits
      where ${ofPerson}
        or id in (select visit_id from leads where ${ofPerson} and visit_id is not null)
        or (campaign_id, visitor_id) in (
          select campaign_id, visitor_id from visits
          where visitor_id is not null and (${ofPerson}
            or id in (select visit_id from leads where ${ofPerson} and visit_id is not null)))
      returning company_id`,
  );
  // A lead still held for review is no lead yet: it goes; decided ones forget who they were.
  await tx.execute(sql`delete from held_leads where status = 'held' and ${ofPerson}`);
  await tx.execute(
    sql`update held_leads set email_md5 = null, person_key = 'redacted:' || id where ${ofPerson}`,
  );
  const leads = await countedPerPlatform(
    tx,
    sql`update leads set
      first_name = null, last_name = null, email = null, email_md5 = null, phone = null,
      address = null, city = null, state = null, zip = null,
      company_name = null, job_title = null, business_email = null,
      attributes = '{}'::jsonb, keyword = null, source_url = null,
      person_key = 'redacted:' || id
    where ${ofPerson}
    returning company_id`,
  );
  return { leads, visits, redactedMails: mails };
}

/**
 * Redacts for one request; null when it was already completed (nothing is done twice). The request
 * keeps what was removed from its own platform's tenants; the user log keeps the totals.
 */
export async function runOptOutRedaction(ctx: AppContext, id: number): Promise<Redaction | null> {
  return ctx.db.transaction(async (tx) => {
    const [request] = await tx.select().from(optOutRequests).where(eq(optOutRequests.id, id)).for('update');
    if (!request || request.completedAt) return null;
    const { leads, visits, redactedMails } = await redactPerson(tx, request.emailMd5);
    const redaction: Redaction = {
      removedLeads: leads.byRoot.get(request.rootCompanyId) ?? 0,
      removedVisits: visits.byRoot.get(request.rootCompanyId) ?? 0,
    };
    await tx
      .update(optOutRequests)
      .set({ completedAt: new Date(), ...redaction })
      .where(eq(optOutRequests.id, id));
    await writeUserLog(tx, {
      userId: null,
      companyId: null,
      action: 'suppression',
      description: `Opt-out request ${id} completed: ${leads.total} leads redacted, ${visits.total} visits deleted, ${redactedMails} e-mail copies redacted`,
      ip: null,
    });
    return redaction;
  });
}

export const optOutRedactJob = defineJob({
  name: 'opt-out-redact',
  payload: z.object({ id: z.number().int().positive() }),
  retry: { limit: 5 },
  async run(ctx, { id }) {
    await runOptOutRedaction(ctx, id);
  },
});
