// Prepaid campaigns (issue 16 point 4; part 2 §3 Cost module: leadsbuy, topupoptions,
// contiDurationSelection): leads are bought up front in pools of `leadsbuy` leads at the campaign's
// cost per lead, the set-up fee on the first pool. Each lead uses one lead of the oldest open pool.
//
// Who pays a pool: the client's card (a client invoice of term Prepaid, charged through
// chargeInvoice, its billing key 'prepaid-pool:{campaign}:{n}' making it once per pool), or, when
// the agency bills manually, the agency's Data Wallet at the wholesale price (a ledger posting keyed
// by the pool). A campaign whose pool is empty buys the next one by itself while continual top-up
// runs, at most one pool per local week or month (contiDurationSelection; rules/prepaid-topup.ts):
// when this period's pool is used up early, it pauses until the next period starts (the
// prepaid-topup-sweep wakes it). A one-time campaign pauses and resumes when it is started again
// (which buys the next pool).
import {
  campaignPrice,
  centsToDollars,
  continualTopupRuns,
  type LeadModuleKind,
  localDateAt,
  moneyWordInSentence,
  type TopupCadence,
  topupCadence,
  topupWindow,
} from '@lead/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { defineJob } from '../../platform/define-job.ts';
import { type ChangedCampaign, logCampaignChanges } from '../../platform/user-log.ts';
import { wholesalePrices } from '../billing-runs/billable-campaigns-job.ts';
import { chargeInvoice } from '../invoices/charge-invoice.ts';
import { issueInvoice } from '../invoices/issue-invoice.ts';
import { deliverLeadsJob } from '../lead-engine/delivery-job.ts';
import { post } from '../ledger/post.ts';
import { lockWallet, walletBalance, walletPayment } from './wallet-funds-job.ts';
import { payHeldDebit } from './wallet-lead-debits.ts';
import { walletCheckJob } from './wallet-topup-job.ts';

type PoolCampaign = {
  id: number;
  leadspeek_api_id: string;
  campaign_name: string;
  module: LeadModuleKind;
  payment_term: string;
  status: string;
  leads_buy: number | null;
  cost_per_lead_cents: number;
  platform_fee_cents: number;
  timezone: string;
  conti_duration_selection: boolean;
  topup_options: string | null;
  continual_topup_stopped: boolean;
  removed_at: Date | null;
  client_id: number;
  agency_id: number;
  root_id: number;
  manual_bill: boolean;
};

async function lockPoolCampaign(db: Queryable, campaignId: number): Promise<PoolCampaign | null> {
  return readPoolCampaign(db, campaignId, true);
}

async function readPoolCampaign(
  db: Queryable,
  campaignId: number,
  lock: boolean,
): Promise<PoolCampaign | null> {
  const { rows } = await db.execute<PoolCampaign>(sql`
    select k.id, k.leadspeek_api_id, k.campaign_name, k.module, k.payment_term, k.status, k.leads_buy,
      k.cost_per_lead_cents, k.platform_fee_cents, k.timezone, k.conti_duration_selection, k.topup_options,
      k.continual_topup_stopped, k.removed_at, cl.id as client_id, a.id as agency_id, a.parent_id as root_id,
      a.manual_bill
    from campaigns k
    join companies cl on cl.id = k.company_id
    join companies a on a.id = cl.parent_id and a.kind = 'agency'
    where k.id = ${campaignId}
    ${lock ? sql`for update of k` : sql``}`);
  return rows[0] ?? null;
}

export type PoolPrice = {
  payer: 'client_card' | 'agency_wallet';
  leads: number;
  unitCents: number;
  feeCents: number;
  amountCents: number;
  /** The platform's share, which a card pool's invoice lines carry. */
  wholesale: { costPerLeadCents: number; platformFeeCents: number };
};

/**
 * What the next pool costs and who pays it: the client's card at the campaign's prices, or a
 * manual-bill agency's Data Wallet at the platform's wholesale prices; the set-up fee only on the
 * first pool. The start confirmation reads the same figure the purchase charges (issue 23).
 */
async function nextPoolPrice(db: Queryable, campaign: PoolCampaign, paidBefore: boolean): Promise<PoolPrice> {
  const leads = campaign.leads_buy ?? 0;
  const payer = campaign.manual_bill ? 'agency_wallet' : 'client_card';
  const wholesaleCosts = await wholesalePrices(db, campaign.root_id);
  const wholesale = campaignPrice(wholesaleCosts, wholesaleCosts, campaign.module, 'Prepaid');
  const unitCents = payer === 'client_card' ? campaign.cost_per_lead_cents : wholesale.costPerLeadCents;
  const setUpFee = payer === 'client_card' ? campaign.platform_fee_cents : wholesale.platformFeeCents;
  const feeCents = paidBefore ? 0 : setUpFee;
  return { payer, leads, unitCents, feeCents, amountCents: leads * unitCents + feeCents, wholesale };
}

/**
 * The next pool's price as the start confirmation shows it; null for a campaign that buys none.
 * `paidBefore`: whether a pool was ever paid (the caller has read its pools).
 */
export async function nextPoolQuote(
  db: Queryable,
  campaignId: number,
  paidBefore: boolean,
): Promise<PoolPrice | null> {
  const campaign = await readPoolCampaign(db, campaignId, false);
  if (campaign?.payment_term !== 'Prepaid' || (campaign.leads_buy ?? 0) <= 0) return null;
  return nextPoolPrice(db, campaign, paidBefore);
}

export type PoolOutcome =
  | { outcome: 'open'; poolId: number; bought: boolean }
  | { outcome: 'failed'; message: string }
  | { outcome: 'pending' }
  | { outcome: 'none'; message: string }
  /** A pool was already bought in the `cap` window: continual top-up waits for the next. */
  | { outcome: 'capped' };

type PoolRow = {
  id: number;
  pool_no: number;
  status: string;
  invoice_id: number | null;
  amount_cents: number;
  created_at: Date;
};

/** Prepaid leads waiting for a pool are paid from the new one, in order; the campaign resumes. */
async function afterPoolOpened(
  db: Queryable,
  campaign: PoolCampaign,
  now: Date,
  resume = true,
): Promise<boolean> {
  const { rows: held } = await db.execute<{
    id: number;
    agency_company_id: number;
    lead_received_at: string;
  }>(sql`
    select id, agency_company_id, lead_received_at::text as lead_received_at from wallet_lead_debits
    where campaign_id = ${campaign.id} and status = 'held' order by id`);
  let released = false;
  for (const row of held) {
    if (!(await takePoolLead(db, campaign.id))) break;
    await payHeldDebit(
      db,
      { id: row.id, agencyId: row.agency_company_id, leadReceivedAt: row.lead_received_at },
      now,
    );
    released = true;
  }
  // A start by hand resumes the campaign itself (its status change follows the purchase).
  if (!resume) return released;
  const { rows: resumed } = await db.execute<ChangedCampaign>(sql`
    with released as (
      delete from funds_paused_campaigns where campaign_id = ${campaign.id}
        and reason in ('pool_empty', 'pool_period')
      returning campaign_id
    )
    update campaigns k set status = 'active', updated_at = now() from released
    where k.id = released.campaign_id and k.status = 'paused'
    returning k.company_id, k.leadspeek_api_id, k.campaign_name`);
  await logCampaignChanges(db, resumed, 'resumed: new prepaid leads were bought');
  return released;
}

/** Uses one lead of the campaign's oldest open pool (locked); false when no pool has one left. */
export async function takePoolLead(db: Queryable, campaignId: number): Promise<boolean> {
  const { rows } = await db.execute<{ id: number }>(sql`
    update prepaid_pools p set leads_used = leads_used + 1,
      status = case when leads_used + 1 >= leads_bought then 'used' else 'open' end,
      used_up_at = case when leads_used + 1 >= leads_bought then now() else null end
    where p.id = (select id from prepaid_pools where campaign_id = ${campaignId} and status = 'open'
      order by pool_no limit 1 for update)
    returning p.id`);
  return rows.length > 0;
}

/** Leads left in the campaign's open pools. */
export async function poolLeadsLeft(db: Queryable, campaignId: number): Promise<number> {
  const { rows } = await db.execute<{ left: number }>(sql`
    select coalesce(sum(leads_bought - leads_used), 0)::int as left from prepaid_pools
    where campaign_id = ${campaignId} and status = 'open'`);
  return rows[0]?.left ?? 0;
}

/**
 * Buys the campaign's next pool when it has no open one (concurrent calls: one buys, the others find
 * it open). A pool left pending by a crash is charged again with its own key, never a second pool.
 * With `cap` (continual top-up's week or month), nothing is bought when a pool already was in it:
 * checked under the campaign's lock, so calls at once never buy two.
 */
export async function buyPool(
  ctx: AppContext,
  campaignId: number,
  now = new Date(),
  { resume = true, cap }: { resume?: boolean; cap?: { from: Date; until: Date } } = {},
): Promise<PoolOutcome> {
  type First =
    | { done: PoolOutcome; released?: boolean; walletAgency?: number }
    | { invoiceId: number; poolId: number };
  const first = await ctx.db.transaction(async (tx): Promise<First> => {
    const campaign = await lockPoolCampaign(tx, campaignId);
    if (!campaign || campaign.removed_at || campaign.payment_term !== 'Prepaid')
      return { done: { outcome: 'none', message: 'Not a prepaid campaign.' } as PoolOutcome };
    const leads = campaign.leads_buy ?? 0;
    if (leads <= 0)
      return {
        done: { outcome: 'none', message: 'Set how many leads to buy (leadsbuy) first.' } as PoolOutcome,
      };
    // A card pool whose invoice was paid later (the payment retry, a new card) is open: the leads
    // held for it are paid from it, in order, and the campaign resumes.
    const { rows: paidLater } = await tx.execute(sql`
      update prepaid_pools p set status = 'open', paid_at = i.paid_at from invoices i
      where i.id = p.invoice_id and p.campaign_id = ${campaignId} and p.status in ('pending', 'failed')
        and i.status in ('paid', 'void')
      returning p.id`);
    const { rows: pools } = await tx.execute<PoolRow>(sql`
      select id, pool_no, status, invoice_id, amount_cents, created_at from prepaid_pools
      where campaign_id = ${campaignId} order by pool_no desc`);
    const open = pools.find((pool) => pool.status === 'open');
    if (open)
      return {
        done: { outcome: 'open', poolId: Number(open.id), bought: false } as PoolOutcome,
        released: paidLater.length > 0 && (await afterPoolOpened(tx, campaign, now, resume)),
      };
    const boughtInCap = (pool: PoolRow) =>
      cap !== undefined &&
      pool.status === 'used' &&
      new Date(pool.created_at) >= cap.from &&
      new Date(pool.created_at) < cap.until;
    if (pools.some(boughtInCap)) return { done: { outcome: 'capped' } as PoolOutcome };
    const paidBefore = pools.some((pool) => pool.status === 'open' || pool.status === 'used');
    // The last purchase is tried again rather than a second pool bought: a pending one (a crash) with
    // its own key, a declined card invoice as its next attempt.
    const last = pools[0];
    let pool: PoolRow | undefined =
      last && (last.status === 'pending' || (last.status === 'failed' && last.invoice_id !== null))
        ? last
        : undefined;
    if (pool?.invoice_id) {
      await tx.execute(sql`update prepaid_pools set status = 'pending', error = null where id = ${pool.id}`);
      return { invoiceId: Number(pool.invoice_id), poolId: Number(pool.id) };
    }
    const price = await nextPoolPrice(tx, campaign, paidBefore);
    const { payer, unitCents: unit, feeCents: fee, amountCents: amount, wholesale } = price;
    if (!pool) {
      const poolNo = (pools[0]?.pool_no ?? 0) + 1;
      const { rows } = await tx.execute<PoolRow>(sql`
        insert into prepaid_pools (campaign_id, pool_no, leads_bought, amount_cents, setup_fee_cents, payer, created_at)
        values (${campaignId}, ${poolNo}, ${leads}, ${amount}, ${fee}, ${payer}, ${now})
        returning id, pool_no, status, invoice_id, amount_cents`);
      pool = rows[0] as PoolRow;
    }
    const poolId = Number(pool.id);
    const label = `Prepaid leads #${pool.pool_no}: ${campaign.campaign_name} (${leads} leads)`;
    if (payer === 'agency_wallet') {
      await lockWallet(tx, campaign.agency_id);
      const balance = await walletBalance(tx, campaign.agency_id);
      if (balance < amount) {
        const message = `The Data Wallet balance ($${centsToDollars(balance)}) cannot pay ${leads} prepaid leads ($${centsToDollars(amount)}). Charge the wallet, then start the campaign again.`;
        await tx.execute(
          sql`update prepaid_pools set status = 'failed', error = ${message} where id = ${poolId}`,
        );
        return { done: { outcome: 'failed', message } as PoolOutcome };
      }
      await post(tx, [
        walletPayment(`wallet:pool:${poolId}`, campaign.agency_id, campaign.root_id, amount, label),
      ]);
      await tx.execute(sql`update prepaid_pools set status = 'open', paid_at = ${now} where id = ${poolId}`);
      const released = await afterPoolOpened(tx, campaign, now, resume);
      return {
        done: { outcome: 'open', poolId, bought: true } as PoolOutcome,
        released,
        walletAgency: campaign.agency_id,
      };
    }
    // The client's card: a client invoice of term Prepaid, once per pool (its billing key).
    const today = localDateAt(now, campaign.timezone);
    const wholesaleLeads = Math.min(leads * wholesale.costPerLeadCents, leads * unit);
    const issued = await issueInvoice(tx, {
      billingKey: `prepaid-pool:${campaignId}:${pool.pool_no}`,
      level: 'client',
      payerCompanyId: campaign.client_id,
      payeeCompanyId: campaign.agency_id,
      agencyCompanyId: campaign.agency_id,
      rootCompanyId: campaign.root_id,
      term: 'Prepaid',
      periodStart: today,
      periodEnd: today,
      timezone: campaign.timezone,
      external: false,
      lines: [
        ...(fee > 0
          ? [
              {
                campaignId,
                module: campaign.module,
                kind: 'platform_fee' as const,
                description: `${campaign.campaign_name}: ${moneyWordInSentence('setupFee')}`,
                quantity: 1,
                unitCents: fee,
                amountCents: fee,
                wholesaleCents: Math.min(wholesale.platformFeeCents, fee),
              },
            ]
          : []),
        {
          campaignId,
          module: campaign.module,
          kind: 'leads' as const,
          description: label,
          quantity: leads,
          unitCents: unit,
          amountCents: leads * unit,
          wholesaleCents: wholesaleLeads,
        },
      ],
    });
    await tx.execute(sql`update prepaid_pools set invoice_id = ${issued.id} where id = ${poolId}`);
    return { invoiceId: issued.id, poolId };
  });
  if ('done' in first) {
    if (first.released) await ctx.queue.send(deliverLeadsJob, { campaignId });
    if (first.walletAgency) await ctx.queue.send(walletCheckJob, { companyId: first.walletAgency });
    return first.done;
  }
  const charged = await chargeInvoice(ctx, first.invoiceId, 'run', now);
  if (charged.outcome === 'skipped' && charged.status === 'busy') return { outcome: 'pending' };
  const paid =
    charged.outcome === 'paid' ||
    (charged.outcome === 'skipped' && (charged.status === 'paid' || charged.status === 'void'));
  const message = charged.outcome === 'failed' ? charged.message : 'The prepaid leads could not be charged.';
  const released = await ctx.db.transaction(async (tx) => {
    const campaign = await lockPoolCampaign(tx, campaignId);
    if (!campaign) return false;
    if (!paid) {
      await tx.execute(
        sql`update prepaid_pools set status = 'failed', error = ${message} where id = ${first.poolId} and status = 'pending'`,
      );
      return false;
    }
    await tx.execute(
      sql`update prepaid_pools set status = 'open', paid_at = ${now} where id = ${first.poolId} and status = 'pending'`,
    );
    return afterPoolOpened(tx, campaign, now, resume);
  });
  if (released) await ctx.queue.send(deliverLeadsJob, { campaignId });
  return paid ? { outcome: 'open', poolId: first.poolId, bought: true } : { outcome: 'failed', message };
}

/** Until when a campaign waits for continual top-up's next week or month. */
export type TopupWait = { until: Date; cadence: TopupCadence; timezone: string };

/**
 * Pauses a Prepaid campaign whose pool is empty: for good until someone buys again (one time, or a
 * top-up that could not be charged), or until `wait.until` when this period's pool is used up.
 */
export async function pauseForEmptyPool(
  db: Queryable,
  campaignId: number,
  wait?: TopupWait,
): Promise<boolean> {
  const reason = wait ? 'pool_period' : 'pool_empty';
  const { rows } = await db.execute<{
    id: number;
    company_id: number;
    leadspeek_api_id: string;
    campaign_name: string;
  }>(sql`
    with paused as (
      update campaigns set status = 'paused', updated_at = now() where id = ${campaignId} and status = 'active'
      returning id, company_id, leadspeek_api_id, campaign_name
    ), remembered as (
      insert into funds_paused_campaigns (campaign_id, reason, resumes_at)
      select id, ${reason}, ${wait?.until ?? null}::timestamptz from paused
      on conflict (campaign_id) do nothing
    )
    select * from paused`);
  const why = wait
    ? `this ${wait.cadence === 'monthly' ? "month's" : "week's"} prepaid leads are used up; continual top-up buys the next pool on ${localDateAt(wait.until, wait.timezone)}`
    : 'its prepaid leads are used up';
  await logCampaignChanges(db, rows, `paused: ${why}`);
  return rows.length > 0;
}

type TopupCampaign = {
  timezone: string;
  conti_duration_selection: boolean;
  topup_options: string | null;
  stopped: boolean;
  /** Running, or paused because its pool ran out (not paused by hand). */
  waits: boolean;
};

/**
 * Continual top-up of a campaign whose pool is empty: buys the next pool, unless a pool was already
 * bought in this week or month (contiDurationSelection), when the campaign pauses until the next one
 * starts. Only a running campaign, or one paused because its pool ran out, buys by itself.
 */
export async function topUpPool(
  ctx: AppContext,
  campaignId: number,
  now = new Date(),
): Promise<'bought' | 'waiting' | 'failed' | 'none'> {
  const { rows } = await ctx.db.execute<TopupCampaign>(sql`
    select k.timezone, k.conti_duration_selection, k.topup_options, k.continual_topup_stopped as stopped,
      (k.status = 'active' or exists (select 1 from funds_paused_campaigns f
        where f.campaign_id = k.id and f.reason in ('pool_empty', 'pool_period'))) as waits
    from campaigns k where k.id = ${campaignId} and k.removed_at is null`);
  const campaign = rows[0];
  if (!campaign?.waits || !continualTopupRuns(campaign.topup_options, campaign.stopped)) return 'none';
  if ((await poolLeadsLeft(ctx.db, campaignId)) > 0) return 'none';
  const cadence = topupCadence(campaign.conti_duration_selection);
  const window = topupWindow(cadence, now, campaign.timezone);
  const bought = await buyPool(ctx, campaignId, now, { cap: window });
  if (bought.outcome === 'capped') {
    await pauseForEmptyPool(ctx.db, campaignId, {
      until: window.until,
      cadence,
      timezone: campaign.timezone,
    });
    return 'waiting';
  }
  if (bought.outcome !== 'failed') return bought.outcome === 'open' ? 'bought' : 'none';
  await pauseForEmptyPool(ctx.db, campaignId);
  return 'failed';
}

/** Queued when a pool ran out with continual top-up running (or it was switched on again). */
export const prepaidPoolJob = defineJob({
  name: 'prepaid-pool',
  payload: z.object({ campaignId: z.number().int().positive() }),
  retry: { limit: 5 },
  async run(ctx, { campaignId }) {
    await topUpPool(ctx, campaignId);
  },
});
