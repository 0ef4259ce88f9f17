// A client's spend as its invoices count it (issue 23 item 5): for a range, the client invoice lines
// of the selection's campaigns whose period starts in the range (the invoice list's own filter), plus
// what the next billing runs will invoice and has not been yet: for each Weekly or Monthly campaign
// the last ended period the run has not billed and the running period so far, for a One Time
// campaign its one period until it is billed. Those uninvoiced lines are computed by the billing
// run's own rules (periodToBill, clientBillingLines, billableLeadCounts), so the two cannot disagree.
import {
  BILLED_TERMS,
  type BilledTerm,
  billingPeriod,
  billingZone,
  campaignEndedAt,
  clientBillingLines,
  type LeadModuleKind,
  type LocalPeriod,
  periodBounds,
  periodToBill,
  type ReportRange,
} from '@lead/shared';
import { and, eq, gte, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import { campaigns, companies, invoiceLines, invoices } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';
import { billableLeadCounts } from '../billing-runs/billable-campaigns-job.ts';
import { invoiceKeyOf } from '../billing-runs/invoice-key.ts';
import { type ReportSelection, selectedCampaigns } from './report-selection.ts';

export type BilledSpend = { invoiced_cents: number; not_invoiced_cents: number };

const startsIn = (period: LocalPeriod, range: ReportRange) =>
  period.start >= range.startDate && period.start <= range.endDate;

async function invoicedCents(db: Queryable, selection: ReportSelection, range: ReportRange) {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${invoiceLines.amountCents}), 0)`.mapWith(Number) })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .innerJoin(campaigns, eq(campaigns.id, invoiceLines.campaignId))
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(
      and(
        eq(invoices.level, 'client'),
        ne(invoices.status, 'void'),
        gte(invoices.periodStart, range.startDate),
        lte(invoices.periodStart, range.endDate),
        ...selectedCampaigns(selection),
      ),
    );
  return row?.cents ?? 0;
}

/** The selection's campaigns a billing run bills: a billed term, activated once. */
function billedCampaigns(db: Queryable, selection: ReportSelection) {
  return db
    .select({
      id: campaigns.id,
      clientId: campaigns.companyId,
      module: campaigns.module,
      term: campaigns.paymentTerm,
      timezone: campaigns.timezone,
      status: campaigns.status,
      platformFeeCents: campaigns.platformFeeCents,
      minCostCents: campaigns.minCostCents,
      costPerLeadCents: campaigns.costPerLeadCents,
      activatedAt: sql<Date>`coalesce(${campaigns.activatedAt}, ${campaigns.createdAt})`.mapWith(
        (value) => new Date(value),
      ),
      stoppedAt: campaigns.stoppedAt,
      archivedAt: campaigns.archivedAt,
      removedAt: campaigns.removedAt,
      updatedAt: campaigns.updatedAt,
      endDate: campaigns.endDate,
    })
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(
      and(
        inArray(campaigns.paymentTerm, [...BILLED_TERMS]),
        or(ne(campaigns.status, 'draft'), isNotNull(campaigns.activatedAt)),
        ...selectedCampaigns(selection),
      ),
    );
}

type Pending = {
  campaign: Awaited<ReturnType<typeof billedCampaigns>>[number];
  term: BilledTerm;
  zone: string;
  period: LocalPeriod;
  firstPeriod: boolean;
  /** The period that holds `now` (its leads so far), not one that has ended. */
  running: boolean;
  key: string;
};

/** The periods of a campaign the billing run has yet to bill, as of `now`: at most two. */
function unbilledPeriods(campaign: Pending['campaign'], now: Date): Omit<Pending, 'key'>[] {
  const term = campaign.term as BilledTerm;
  const zone = billingZone(campaign.timezone);
  const endedAt = campaignEndedAt(campaign, zone);
  const life = { term, timeZone: zone, activatedAt: campaign.activatedAt, endedAt };
  const periods: Omit<Pending, 'key'>[] = [];
  const ended = periodToBill(life, now);
  if (ended) periods.push({ campaign, term, zone, ...ended, running: false });
  if (campaign.activatedAt > now || (endedAt && endedAt <= now)) return periods;
  // Running now: the period that holds `now` (One Time: from its start until today).
  const current = billingPeriod(term, now, zone, campaign.activatedAt);
  const firstPeriod =
    term === 'One Time' || billingPeriod(term, campaign.activatedAt, zone).start === current.start;
  if (!periods.some((pending) => pending.period.start === current.start))
    periods.push({ campaign, term, zone, period: current, firstPeriod, running: true });
  return periods;
}

async function notInvoicedCents(db: Queryable, selection: ReportSelection, range: ReportRange, now: Date) {
  const pending: Pending[] = (await billedCampaigns(db, selection))
    .flatMap((campaign) => unbilledPeriods(campaign, now))
    .filter((entry) => startsIn(entry.period, range))
    .map((entry) => ({
      ...entry,
      key: invoiceKeyOf(
        'client',
        entry.campaign.clientId,
        entry.term,
        entry.zone,
        entry.period.start,
        entry.campaign.id,
      ),
    }));
  if (pending.length === 0) return 0;
  // A period whose client invoice exists is in the invoiced figure already.
  const issued = new Set(
    (
      await db
        .select({ key: invoices.billingKey, campaignId: invoiceLines.campaignId })
        .from(invoices)
        .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
        .where(inArray(invoices.billingKey, [...new Set(pending.map((entry) => entry.key))]))
    ).map((row) => `${row.key}|${row.campaignId}`),
  );
  const unbilled = pending.filter((entry) => !issued.has(`${entry.key}|${entry.campaign.id}`));
  const windows = unbilled.map((entry) => {
    const { from, until } = periodBounds(entry.period, entry.zone);
    return { campaignId: entry.campaign.id, companyId: entry.campaign.clientId, from, until };
  });
  // Lead counts are per campaign, so a campaign's two periods (ended, running) are counted apart.
  const [endedLeads, runningLeads] = await Promise.all([
    billableLeadCounts(
      db,
      windows.filter((_window, index) => !unbilled[index]?.running),
    ),
    billableLeadCounts(
      db,
      windows.filter((_window, index) => unbilled[index]?.running),
    ),
  ]);
  return unbilled.reduce((total, entry) => {
    const leads = entry.running ? runningLeads : endedLeads;
    const lines = clientBillingLines({
      label: '',
      module: entry.campaign.module as LeadModuleKind,
      term: entry.term,
      retail: entry.campaign,
      // Only the retail amounts are added up here; the platform's share does not change them.
      wholesale: entry.campaign,
      firstPeriod: entry.firstPeriod,
      leads: leads.get(entry.campaign.id) ?? 0,
    });
    return total + lines.reduce((sum, line) => sum + line.amountCents, 0);
  }, 0);
}

export async function billedSpend(
  db: Queryable,
  selection: ReportSelection,
  range: ReportRange,
  now = new Date(),
): Promise<BilledSpend> {
  const [invoiced, notInvoiced] = await Promise.all([
    invoicedCents(db, selection, range),
    notInvoicedCents(db, selection, range, now),
  ]);
  return { invoiced_cents: invoiced, not_invoiced_cents: notInvoiced };
}
