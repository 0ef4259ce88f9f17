// What the Data Wallet pays and holds (issue 16 point 5), without an actor: the lead pipeline and the
// wallet jobs call it for the agencies their rows name; handlers call it with a proven agency.
//
// The balance is never stored: it is the ledger's `wallet` account of the agency (top-ups credit it,
// payments debit it), read under a lock of the agency's `wallets` row. Every change of the balance
// takes that lock first, so concurrent debits run one after the other and the balance never goes
// below zero: a lead the balance cannot pay is held (wallet_lead_debits status 'held': not
// delivered, not lost) and paid, in order, after the next top-up.
import {
  type CampaignPriceCents,
  type CostAgency,
  campaignPrice,
  type LeadModuleKind,
  type PaymentTerm,
} from '@lead/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db.ts';
import { type ChangedCampaign, logCampaignChanges } from '../../platform/user-log.ts';
import { wholesalePrices } from '../billing-runs/billable-campaigns-job.ts';
import type { AccountRef } from '../ledger/accounts.ts';
import { balanceCents } from '../ledger/balances.ts';
import { post } from '../ledger/post.ts';
import { type NewLeadKey, newLeadsNotDebited, payHeldDebit, recordDebit } from './wallet-lead-debits.ts';

export const walletAccountOf = (agencyId: number): AccountRef => ({ kind: 'wallet', companyId: agencyId });
export const platformRevenueOf = (rootId: number): AccountRef => ({
  kind: 'platform_revenue',
  companyId: rootId,
});
export const providerCashOf = (rootId: number): AccountRef => ({ kind: 'provider_cash', companyId: rootId });

/** What the wallet holds, in cents: credits minus debits of its ledger account (a liability of the platform). */
export async function walletBalance(db: Queryable, agencyId: number): Promise<number> {
  return -(await balanceCents(db, walletAccountOf(agencyId)));
}

export type WalletRow = {
  company_id: number;
  amount_cents: number;
  custom_amount: boolean;
  stop_continual: boolean;
  last_balance_cents: number;
  low_balance_mailed_after: number | null;
  activated_at: Date | string | null;
};

const walletOf = (row: Record<string, unknown>): WalletRow => ({
  company_id: Number(row.company_id),
  amount_cents: Number(row.amount_cents),
  custom_amount: Boolean(row.custom_amount),
  stop_continual: Boolean(row.stop_continual),
  last_balance_cents: Number(row.last_balance_cents),
  low_balance_mailed_after:
    row.low_balance_mailed_after === null ? null : Number(row.low_balance_mailed_after),
  activated_at: (row.activated_at as Date | string | null) ?? null,
});

/** The wallet row of an agency, or null when it never opened one. */
export async function readWallet(db: Queryable, agencyId: number): Promise<WalletRow | null> {
  const { rows } = await db.execute(sql`select * from wallets where company_id = ${agencyId}`);
  return rows[0] ? walletOf(rows[0]) : null;
}

/** Opens the wallet when needed and locks it for the transaction: the one gate of every balance change. */
export async function lockWallet(db: Queryable, agencyId: number): Promise<WalletRow> {
  await db.execute(
    sql`insert into wallets (company_id) values (${agencyId}) on conflict (company_id) do nothing`,
  );
  const { rows } = await db.execute(sql`select * from wallets where company_id = ${agencyId} for update`);
  return walletOf(rows[0] as Record<string, unknown>);
}

/** The platform root above an agency (its parent). */
export async function rootOfAgency(db: Queryable, agencyId: number): Promise<number> {
  const { rows } = await db.execute<{ parent_id: number }>(
    sql`select parent_id from companies where id = ${agencyId} and kind = 'agency'`,
  );
  const root = rows[0]?.parent_id;
  if (!root) throw new Error(`agency ${agencyId} has no platform root`);
  return root;
}

type CampaignRow = ChangedCampaign & { id: number };

/** Pauses the agency's clients' active campaigns because the wallet ran dry; remembers which. */
export async function pauseForEmptyWallet(db: Queryable, agencyId: number): Promise<CampaignRow[]> {
  const { rows } = await db.execute<CampaignRow>(sql`
    with paused as (
      update campaigns k set status = 'paused', updated_at = now()
      from companies c
      where c.id = k.company_id and c.parent_id = ${agencyId} and k.status = 'active'
      returning k.id, k.company_id, k.leadspeek_api_id, k.campaign_name
    ), remembered as (
      insert into funds_paused_campaigns (campaign_id, reason)
      select id, 'wallet_empty' from paused on conflict (campaign_id) do nothing
    )
    select * from paused order by id`);
  await logCampaignChanges(db, rows, `paused: the agency's Data Wallet cannot pay its leads`);
  return rows;
}

/** Resumes the campaigns paused for an empty wallet (not those someone paused, stopped or ended since). */
export async function resumeAfterTopUp(db: Queryable, agencyId: number): Promise<CampaignRow[]> {
  const { rows } = await db.execute<CampaignRow>(sql`
    with released as (
      delete from funds_paused_campaigns f using campaigns k, companies c
      where f.campaign_id = k.id and c.id = k.company_id and c.parent_id = ${agencyId}
        and f.reason = 'wallet_empty'
      returning f.campaign_id
    )
    update campaigns k set status = 'active', updated_at = now()
    from released
    where k.id = released.campaign_id and k.status = 'paused'
    returning k.id, k.company_id, k.leadspeek_api_id, k.campaign_name`);
  await logCampaignChanges(db, rows, `resumed: the Data Wallet was topped up`);
  return rows;
}

/** Posts one payment from the wallet to the platform (a lead, a pool, an agency invoice). */
export function walletPayment(
  key: string,
  agencyId: number,
  rootId: number,
  amountCents: number,
  memo: string,
  credit: AccountRef = platformRevenueOf(rootId),
  invoiceId: number | null = null,
) {
  return { key, debit: walletAccountOf(agencyId), credit, amountCents, memo, invoiceId };
}

type WalletLead = {
  lead_id: number;
  /** The lead's month key, exactly: its debit is kept in the lead's month. */
  lead_received_at: string;
  campaign_id: number;
  module: LeadModuleKind;
  payment_term: PaymentTerm;
  agency_id: number;
  root_id: number;
  client_name: string;
  campaign_name: string;
};

export type FundsOutcome = {
  /** Agencies whose balance moved: the wallet job checks their top-up and mails. */
  walletAgencies: number[];
  /** Agencies that had to hold a lead this time. */
  heldAgencies: number[];
  /** How many campaigns each agency had paused now (for the e-mail). */
  pausedByAgency: Map<number, number>;
};

/**
 * Pays the wholesale price of new leads of wallet agencies' clients from their wallets (issue 16
 * point 5), in the caller's transaction. Leads of agencies without an active wallet, of Prepaid
 * campaigns (their pool paid them) and test leads are not touched. A lead the balance cannot pay,
 * or that arrives while older leads wait, is held.
 */
export async function payLeadsFromWallets(
  db: Queryable,
  newLeads: readonly NewLeadKey[],
  now: Date,
): Promise<FundsOutcome> {
  const outcome: FundsOutcome = { walletAgencies: [], heldAgencies: [], pausedByAgency: new Map() };
  if (newLeads.length === 0) return outcome;
  const { rows } = await db.execute<WalletLead>(sql`
    select l.id as lead_id, l.received_at::text as lead_received_at, k.id as campaign_id, k.module,
      k.payment_term, a.id as agency_id,
      a.parent_id as root_id, cl.company_name as client_name, k.campaign_name
    from leads l
    join campaigns k on k.id = l.campaign_id
    join companies cl on cl.id = k.company_id
    join companies a on a.id = cl.parent_id and a.kind = 'agency' and a.manual_bill
    join wallets w on w.company_id = a.id and w.activated_at is not null
    where ${newLeadsNotDebited(sql`l`, newLeads)}
      and l.source <> 'test' and k.payment_term <> 'Prepaid'
    order by a.id, l.id`);
  const byAgency = new Map<number, WalletLead[]>();
  for (const row of rows) byAgency.set(row.agency_id, [...(byAgency.get(row.agency_id) ?? []), row]);
  const prices = new Map<number, CostAgency>();
  // Agencies in id order: two batches lock their wallets in the same order and never deadlock.
  for (const [agencyId, agencyLeads] of [...byAgency.entries()].sort(([a], [b]) => a - b)) {
    await lockWallet(db, agencyId);
    const rootId = (agencyLeads[0] as WalletLead).root_id;
    if (!prices.has(rootId)) prices.set(rootId, await wholesalePrices(db, rootId));
    const wholesale = prices.get(rootId) as CostAgency;
    let balance = await walletBalance(db, agencyId);
    const { rows: waiting } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from wallet_lead_debits where agency_company_id = ${agencyId} and status = 'held'`);
    let holding = (waiting[0]?.n ?? 0) > 0;
    let held = 0;
    for (const lead of agencyLeads) {
      const price: CampaignPriceCents = campaignPrice(wholesale, wholesale, lead.module, lead.payment_term);
      const amount = price.costPerLeadCents;
      const pays = !holding && balance >= amount;
      if (pays) {
        await post(db, [
          walletPayment(
            `wallet:lead:${lead.lead_id}`,
            agencyId,
            rootId,
            amount,
            `Lead of ${lead.client_name} · ${lead.campaign_name}`,
          ),
        ]);
        balance -= amount;
      } else {
        holding = true;
        held++;
      }
      await recordDebit(
        db,
        {
          agencyId,
          leadReceivedAt: lead.lead_received_at,
          leadId: lead.lead_id,
          campaignId: lead.campaign_id,
          amountCents: amount,
          paid: pays,
        },
        now,
      );
    }
    outcome.walletAgencies.push(agencyId);
    if (held > 0) {
      outcome.heldAgencies.push(agencyId);
      const paused = await pauseForEmptyWallet(db, agencyId);
      if (paused.length > 0) outcome.pausedByAgency.set(agencyId, paused.length);
    }
  }
  return outcome;
}

/**
 * Pays held leads in the order they came, while the balance lasts (after a top-up, under the
 * wallet's lock). Answers the campaigns whose leads were released (their delivery is due) and
 * resumes the campaigns paused for the empty wallet once nothing is held any more.
 */
export async function releaseHeldLeads(db: Queryable, agencyId: number, now: Date): Promise<number[]> {
  const rootId = await rootOfAgency(db, agencyId);
  let balance = await walletBalance(db, agencyId);
  const { rows } = await db.execute<{
    id: number;
    lead_id: number;
    lead_received_at: string;
    campaign_id: number;
    amount_cents: number;
    client_name: string;
    campaign_name: string;
  }>(sql`
    select d.id, d.lead_id, d.lead_received_at::text as lead_received_at, d.campaign_id, d.amount_cents,
      cl.company_name as client_name, k.campaign_name
    from wallet_lead_debits d
    join campaigns k on k.id = d.campaign_id
    join companies cl on cl.id = k.company_id
    where d.agency_company_id = ${agencyId} and d.status = 'held' and k.payment_term <> 'Prepaid'
    order by d.id`);
  const released = new Set<number>();
  let left = rows.length;
  for (const row of rows) {
    const amount = Number(row.amount_cents);
    if (balance < amount) break;
    await post(db, [
      walletPayment(
        `wallet:lead:${row.lead_id}`,
        agencyId,
        rootId,
        amount,
        `Lead of ${row.client_name} · ${row.campaign_name} (held, paid after a top-up)`,
      ),
    ]);
    await payHeldDebit(db, { id: row.id, agencyId, leadReceivedAt: row.lead_received_at }, now);
    balance -= amount;
    released.add(row.campaign_id);
    left--;
  }
  if (left === 0) await resumeAfterTopUp(db, agencyId);
  return [...released];
}

/** The agency's own invoices are paid from its Data Wallet: manual bill with an active wallet. */
export async function walletPaysInvoices(
  db: Queryable,
  invoice: { level: string; payerCompanyId: number },
): Promise<boolean> {
  if (invoice.level !== 'agency') return false;
  const { rows } = await db.execute<{ active: boolean }>(sql`
    select w.activated_at is not null and c.manual_bill as active
    from wallets w join companies c on c.id = w.company_id where w.company_id = ${invoice.payerCompanyId}`);
  return rows[0]?.active === true;
}

export type WalletInvoicePayment = { paid: true; chargeId: string } | { paid: false; message: string };

/**
 * An agency invoice of a wallet agency (set-up fees and minimums of its clients' campaigns) is paid
 * from its Data Wallet instead of its card (issue 16 point 5), in the charging transaction. Null when
 * the agency has no active wallet (the card pays, as before). Too little in the wallet is a decline
 * with the reason; the invoice then follows the failed-payment path (retries, pause, e-mail).
 */
export async function payInvoiceFromWallet(
  db: Queryable,
  invoice: { id: number; number: string; level: string; payerCompanyId: number; totalCents: number },
): Promise<WalletInvoicePayment | null> {
  if (!(await walletPaysInvoices(db, invoice))) return null;
  await lockWallet(db, invoice.payerCompanyId);
  const balance = await walletBalance(db, invoice.payerCompanyId);
  if (balance < invoice.totalCents)
    return {
      paid: false,
      message: `The Data Wallet balance ($${(balance / 100).toFixed(2)}) cannot pay this invoice ($${(invoice.totalCents / 100).toFixed(2)}). Charge the wallet; the invoice is tried again.`,
    };
  const rootId = await rootOfAgency(db, invoice.payerCompanyId);
  await post(db, [
    walletPayment(
      `invoice:${invoice.id}:paid`,
      invoice.payerCompanyId,
      rootId,
      invoice.totalCents,
      `${invoice.number} paid from the Data Wallet`,
      { kind: 'agency_receivable', companyId: invoice.payerCompanyId },
      invoice.id,
    ),
  ]);
  return { paid: true, chargeId: `wallet-invoice-${invoice.id}` };
}
