// How new leads are paid (issue 16 points 4 and 5), in the lead pipeline's transaction: a Prepaid
// campaign's lead uses a lead of its oldest open pool; a wallet agency's client's lead is paid from
// the agency's Data Wallet. What cannot be paid now is held (not delivered, not lost).
import { continualTopupRuns } from '@lead/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { pauseForEmptyPool, poolLeadsLeft, prepaidPoolJob, takePoolLead } from './prepaid-pools-job.ts';
import { payLeadsFromWallets } from './wallet-funds-job.ts';
import { type NewLeadKey, newLeadsNotDebited, recordDebit } from './wallet-lead-debits.ts';
import { walletCheckJob } from './wallet-topup-job.ts';

export type LeadFunding = {
  walletAgencies: number[];
  heldAgencies: number[];
  /** Campaigns paused (for the e-mail) per agency. */
  pausedByAgency: Map<number, number>;
  /** Prepaid campaigns whose pool ran out with continual top-up running: the next pool is due. */
  emptyPools: number[];
};

type PrepaidLead = {
  lead_id: number;
  /** The lead's month key, exactly: its debit is kept in the lead's month. */
  lead_received_at: string;
  campaign_id: number;
  agency_id: number;
  topup_options: string | null;
  continual_topup_stopped: boolean;
};

/** Uses pool leads for the Prepaid campaigns' new leads; holds what no pool covers. */
async function usePools(db: Queryable, newLeads: readonly NewLeadKey[], now: Date, funding: LeadFunding) {
  const { rows } = await db.execute<PrepaidLead>(sql`
    select l.id as lead_id, l.received_at::text as lead_received_at, k.id as campaign_id,
      cl.parent_id as agency_id, k.topup_options,
      k.continual_topup_stopped
    from leads l join campaigns k on k.id = l.campaign_id join companies cl on cl.id = k.company_id
    where ${newLeadsNotDebited(sql`l`, newLeads)} and l.source <> 'test' and k.payment_term = 'Prepaid'
    order by k.id, l.id`);
  const byCampaign = new Map<number, PrepaidLead[]>();
  for (const row of rows) byCampaign.set(row.campaign_id, [...(byCampaign.get(row.campaign_id) ?? []), row]);
  for (const [campaignId, campaignLeads] of byCampaign) {
    const { rows: waiting } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from wallet_lead_debits where campaign_id = ${campaignId} and status = 'held'`);
    let holding = (waiting[0]?.n ?? 0) > 0;
    for (const lead of campaignLeads) {
      const paid = !holding && (await takePoolLead(db, campaignId));
      if (!paid) holding = true;
      await recordDebit(
        db,
        {
          agencyId: lead.agency_id,
          leadReceivedAt: lead.lead_received_at,
          leadId: lead.lead_id,
          campaignId,
          amountCents: 0,
          paid,
        },
        now,
      );
    }
    if ((await poolLeadsLeft(db, campaignId)) > 0) continue;
    const campaign = campaignLeads[0] as PrepaidLead;
    if (continualTopupRuns(campaign.topup_options, campaign.continual_topup_stopped))
      funding.emptyPools.push(campaignId);
    else await pauseForEmptyPool(db, campaignId);
  }
}

/**
 * `anyPrepaid: false`: the caller knows none of the leads' campaigns is Prepaid (a resolution batch
 * holds its campaigns), so no pool is looked for: one statement less on a lead's way.
 */
export async function payLeadsFromFunds(
  db: Queryable,
  newLeads: readonly NewLeadKey[],
  now: Date,
  { anyPrepaid = true }: { anyPrepaid?: boolean } = {},
): Promise<LeadFunding> {
  const funding: LeadFunding = {
    walletAgencies: [],
    heldAgencies: [],
    pausedByAgency: new Map(),
    emptyPools: [],
  };
  if (newLeads.length === 0) return funding;
  if (anyPrepaid) await usePools(db, newLeads, now, funding);
  const wallets = await payLeadsFromWallets(db, newLeads, now);
  funding.walletAgencies = wallets.walletAgencies;
  funding.heldAgencies = wallets.heldAgencies;
  for (const [agencyId, paused] of wallets.pausedByAgency) funding.pausedByAgency.set(agencyId, paused);
  return funding;
}

/** After the funding's transaction commits: each paying agency's wallet check, each emptied pool's next pool. */
export async function queueFundingChecks(
  queue: JobQueue,
  funding: LeadFunding | null | undefined,
): Promise<void> {
  for (const companyId of funding?.walletAgencies ?? [])
    await queue.send(walletCheckJob, { companyId, paused: funding?.pausedByAgency.get(companyId) ?? 0 });
  for (const campaignId of funding?.emptyPools ?? []) await queue.send(prepaidPoolJob, { campaignId });
}
