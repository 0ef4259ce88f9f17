// The payer's payment_status follows its invoices (part 2 §4 "Payment status failed"): failed while
// any of its invoices is failed, cleared when the last one is paid. A failure pauses the payer's
// campaigns (a client's own; an agency's clients' when the agency pays) and remembers which, so that
// clearing resumes exactly those and never a campaign someone paused by hand (issue 15 point 4).
import { and, eq, sql } from 'drizzle-orm';
import { companies } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';
import { type ChangedCampaign, logCampaignChanges } from '../../platform/user-log.ts';

type CampaignRow = ChangedCampaign & { id: number };

/** Marks the payer failed and pauses its active campaigns for payment; returns the campaigns paused. */
export async function markPayerFailed(
  db: Queryable,
  payerCompanyId: number,
  invoice?: { id: number; number: string },
): Promise<CampaignRow[]> {
  await db.update(companies).set({ paymentStatus: 'failed' }).where(eq(companies.id, payerCompanyId));
  // The campaigns the payer pays for: its own (a client), or its clients' (an agency).
  const { rows } = await db.execute<CampaignRow>(sql`
    with paused as (
      update campaigns k set status = 'paused', updated_at = now()
      from companies c
      where c.id = k.company_id and k.status = 'active'
        and (c.id = ${payerCompanyId} or c.parent_id = ${payerCompanyId})
      returning k.id, k.company_id, k.leadspeek_api_id, k.campaign_name
    ), remembered as (
      insert into payment_pauses (campaign_id, payer_company_id, invoice_id)
      select id, ${payerCompanyId}, ${invoice?.id ?? null} from paused
      on conflict (campaign_id) do nothing
    )
    select * from paused order by id`);
  await logCampaignChanges(db, rows, `paused: payment${invoice ? ` of ${invoice.number}` : ''} failed`);
  return rows;
}

/**
 * Resumes the campaigns paused for the payer's failed payment. A campaign whose client or agency
 * still has a failed payment stays paused, now for that one; a campaign whose status changed since
 * (stopped at its end date) is left as it is.
 */
export async function resumePausedForPayment(db: Queryable, payerCompanyId: number): Promise<CampaignRow[]> {
  await db.execute(sql`
    update payment_pauses p set payer_company_id = coalesce(
      (select c.id from campaigns k join companies c on c.id = k.company_id
        where k.id = p.campaign_id and c.payment_status = 'failed'),
      (select a.id from campaigns k join companies c on c.id = k.company_id
        join companies a on a.id = c.parent_id
        where k.id = p.campaign_id and a.payment_status = 'failed'))
    where p.payer_company_id = ${payerCompanyId}
      and exists (select 1 from campaigns k join companies c on c.id = k.company_id
        left join companies a on a.id = c.parent_id
        where k.id = p.campaign_id
          and (c.payment_status = 'failed' or a.payment_status = 'failed'))`);
  const { rows } = await db.execute<CampaignRow>(sql`
    with released as (
      delete from payment_pauses where payer_company_id = ${payerCompanyId} returning campaign_id
    )
    update campaigns k set status = 'active', updated_at = now()
    from released
    where k.id = released.campaign_id and k.status = 'paused'
    returning k.id, k.company_id, k.leadspeek_api_id, k.campaign_name`);
  await logCampaignChanges(db, rows, `resumed: the failed payment was settled`);
  return rows;
}

/**
 * Clears the failed status once no invoice of the payer is failed, and resumes the campaigns its
 * failure paused; returns whether it cleared.
 */
export async function clearPayerWhenSettled(db: Queryable, payerCompanyId: number): Promise<boolean> {
  const cleared = await db
    .update(companies)
    .set({ paymentStatus: null })
    .where(
      and(
        eq(companies.id, payerCompanyId),
        eq(companies.paymentStatus, 'failed'),
        sql`not exists (select 1 from invoices
          where payer_company_id = ${payerCompanyId} and status = 'failed')`,
      ),
    )
    .returning({ id: companies.id });
  if (cleared.length === 0) return false;
  await resumePausedForPayment(db, payerCompanyId);
  return true;
}
