// The campaigns a billing run looks at, streamed in keyset pages ordered by agency, client and
// campaign (so every invoice's lines arrive together), and the billable leads of each campaign's
// period counted in SQL (lead charges: test leads never make one). Actorless: the run bills every payer.
import {
  BILLED_TERMS,
  type BilledTerm,
  type CampaignPriceCents,
  COST_AGENCY_SETTING,
  type CostAgency,
  campaignPrice,
  completeCostAgency,
  type LeadModuleKind,
} from '@lead/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db.ts';

export type BillableCampaign = {
  id: number;
  name: string;
  module: LeadModuleKind;
  term: BilledTerm;
  timezone: string;
  status: string;
  retail: CampaignPriceCents;
  activatedAt: Date;
  stoppedAt: Date | null;
  archivedAt: Date | null;
  removedAt: Date | null;
  updatedAt: Date;
  endDate: string | null;
  clientId: number;
  clientName: string;
  agencyId: number;
  manualBill: boolean;
  rootId: number;
};

export type PageCursor = { agencyId: number; clientId: number; campaignId: number };
export const FIRST_PAGE: PageCursor = { agencyId: 0, clientId: 0, campaignId: 0 };

type Row = {
  id: number;
  campaign_name: string;
  module: LeadModuleKind;
  payment_term: BilledTerm;
  timezone: string;
  status: string;
  platform_fee_cents: number;
  min_cost_cents: number;
  cost_per_lead_cents: number;
  activated_at: string | Date;
  stopped_at: string | Date | null;
  archived_at: string | Date | null;
  removed_at: string | Date | null;
  updated_at: string | Date;
  end_date: string | null;
  client_id: number;
  client_name: string;
  agency_id: number;
  manual_bill: boolean;
  root_id: number;
};

const at = (value: string | Date) => (value instanceof Date ? value : new Date(value));
const atOrNull = (value: string | Date | null) => (value === null ? null : at(value));

/** One page of the campaigns that may owe something: a billed term, activated at some time. */
export async function billableCampaignPage(
  db: Queryable,
  after: PageCursor,
  limit: number,
): Promise<BillableCampaign[]> {
  const terms = sql.join(
    BILLED_TERMS.map((term) => sql`${term}`),
    sql`, `,
  );
  const result = await db.execute<Row>(sql`
    select c.id, c.campaign_name, c.module, c.payment_term, c.timezone, c.status,
      c.platform_fee_cents, c.min_cost_cents, c.cost_per_lead_cents,
      coalesce(c.activated_at, c.created_at) as activated_at, c.stopped_at, c.archived_at, c.removed_at, c.updated_at,
      c.end_date, cl.id as client_id, cl.company_name as client_name, a.id as agency_id,
      a.manual_bill, a.parent_id as root_id
    from campaigns c
    join companies cl on cl.id = c.company_id and cl.kind = 'client'
    join companies a on a.id = cl.parent_id and a.kind = 'agency'
    where c.payment_term in (${terms}) and (c.status <> 'draft' or c.activated_at is not null)
      and (a.id, cl.id, c.id) > (${after.agencyId}, ${after.clientId}, ${after.campaignId})
    order by a.id, cl.id, c.id
    limit ${limit}`);
  return result.rows.map((row) => ({
    id: row.id,
    name: row.campaign_name,
    module: row.module,
    term: row.payment_term,
    timezone: row.timezone,
    status: row.status,
    retail: {
      platformFeeCents: row.platform_fee_cents,
      minCostCents: row.min_cost_cents,
      costPerLeadCents: row.cost_per_lead_cents,
    },
    activatedAt: at(row.activated_at),
    stoppedAt: atOrNull(row.stopped_at),
    archivedAt: atOrNull(row.archived_at),
    removedAt: atOrNull(row.removed_at),
    updatedAt: at(row.updated_at),
    endDate: row.end_date,
    clientId: row.client_id,
    clientName: row.client_name,
    agencyId: row.agency_id,
    manualBill: row.manual_bill,
    rootId: row.root_id,
  }));
}

export const cursorOf = (campaign: BillableCampaign): PageCursor => ({
  agencyId: campaign.agencyId,
  clientId: campaign.clientId,
  campaignId: campaign.id,
});

export type LeadWindow = { campaignId: number; companyId: number; from: Date; until: Date };

/** Leads charged per campaign in [from, until), one query for a whole page (GROUP BY campaign). */
async function chargedLeadCounts(
  db: Queryable,
  windows: LeadWindow[],
  walletPaidOnly: boolean,
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (windows.length === 0) return counts;
  const rows = windows.map((window) => ({
    campaign_id: window.campaignId,
    company_id: window.companyId,
    from_at: window.from.toISOString(),
    until_at: window.until.toISOString(),
  }));
  const result = await db.execute<{ campaign_id: number; leads: number }>(sql`
    select w.campaign_id, count(lc.id)::int as leads
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as w(campaign_id int, company_id int, from_at timestamptz, until_at timestamptz)
    join lead_charges lc on lc.company_id = w.company_id and lc.campaign_id = w.campaign_id
      and lc.created_at >= w.from_at and lc.created_at < w.until_at
      -- A charge is made after its page view: the months after the window are never read.
      and lc.lead_received_at < w.until_at
    ${walletPaidOnly ? sql`join wallet_lead_debits d on d.lead_id = lc.lead_id and d.lead_received_at = lc.lead_received_at` : sql``}
    group by w.campaign_id`);
  for (const row of result.rows) counts.set(row.campaign_id, row.leads);
  return counts;
}

/** Billable leads per campaign in [from, until). */
export const billableLeadCounts = (db: Queryable, windows: LeadWindow[]) =>
  chargedLeadCounts(db, windows, false);

/**
 * Leads per campaign in [from, until) that a manual-bill agency's Data Wallet paid or holds (issue
 * 16): the agency invoice leaves them out, so no lead is charged to the agency twice.
 */
export const walletPaidLeadCounts = (db: Queryable, windows: LeadWindow[]) =>
  chargedLeadCounts(db, windows, true);

/** The root's own costagency (rootcostagency): the wholesale price of every module and term. */
export async function wholesalePrices(db: Queryable, rootId: number): Promise<CostAgency> {
  const result = await db.execute<{ value: unknown }>(sql`
    select value from company_settings where company_id = ${rootId} and name = ${COST_AGENCY_SETTING} limit 1`);
  return completeCostAgency(result.rows[0]?.value ?? null);
}

export const wholesaleOf = (root: CostAgency, module: LeadModuleKind, term: BilledTerm): CampaignPriceCents =>
  campaignPrice(root, root, module, term);
