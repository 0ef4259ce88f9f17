// The billing run (issue 15 point 3): hourly, it bills every Weekly, Monthly and One Time campaign
// for the period that has ended in the campaign's own time zone, at two levels, then charges what
// it issued. Prepaid is the Data Wallet's. The rules (lines, periods, the set-up fee once, the
// per-period minimum) are `@lead/shared`'s billing-lines.
//
// - Client invoices: one per client, term, zone and period, a line per fee and campaign at the
//   agency's retail price; the platform's wholesale share rides along (application fee of the
//   destination charge). A manual-bill agency collects them itself: they are issued `external`.
// - Agency invoices (manual-bill agencies only): the root's wholesale price of all its clients'
//   campaigns, charged on the agency's card.
// - Data enrichment: the jobs that finished last month (UTC), a line each, on a client or agency
//   invoice of their own per payer and month (enrichment-invoices-job.ts).
// - One Time invoices are one per campaign: the billing key gets `:{campaignId}` after the period
//   start, so two One Time campaigns of a client that started the same day are both billed.
//
// Streaming: campaigns come in keyset pages ordered by agency, client, campaign; a payer's
// invoices are issued when the stream moves past it, in batches of one transaction each; lead
// counts are one GROUP BY query per page. Nothing holds more than a page and one agency's lines.
//
// Exactly once: issuing is keyed by the billing key (a re-run issues nothing new), and charging
// happens after issuing, for every never-attempted open invoice of these levels (a run killed
// before charging leaves them to the next run), through `chargeInvoice` (row lock, attempt key).
// Runs have no actor: they write no user-log row; the invoice, its payment_attempts row (reason
// 'run') and its ledger postings are the record.
import {
  agencyBillingLines,
  type BilledTerm,
  type BillingLine,
  billingZone,
  type CostAgency,
  campaignEndedAt,
  clientBillingLines,
  type LocalPeriod,
  periodBounds,
  periodToBill,
} from '@lead/shared';
import type { AppContext } from '../../platform/app-context.ts';
import { defineScheduledJob } from '../../platform/define-job.ts';
import { billingRuns } from '../../platform/metrics.ts';
import type { NewInvoice, NewInvoiceLine } from '../invoices/issue-invoice.ts';
import {
  type BillableCampaign,
  billableCampaignPage,
  billableLeadCounts,
  cursorOf,
  FIRST_PAGE,
  walletPaidLeadCounts,
  wholesaleOf,
  wholesalePrices,
} from './billable-campaigns-job.ts';
import { type ChargeTally, chargeUncharged } from './charge-issued-job.ts';
import { enrichmentInvoices } from './enrichment-invoices-job.ts';
import { invoiceKeyOf } from './invoice-key.ts';
import { issueInvoices } from './issue-invoices-job.ts';

export type BillingRunOptions = {
  /** The run's clock (tests and the seed bill the past). */
  now?: Date;
  /** Campaigns per page read. */
  pageSize?: number;
  /** Invoices per issuing transaction. */
  issueBatch?: number;
  /** Invoices charged at once (each holds a connection of the pool while the provider charges). */
  concurrency?: number;
  /** Skip charging (the seed charges separately; tests of issuing). */
  charge?: boolean;
  /** Called after each issuing transaction and each charge (crash tests kill the process here). */
  onIssued?: (issuedSoFar: number) => void;
  onCharged?: (chargedSoFar: number) => void;
};

export type BillingRunResult = {
  campaigns: number;
  invoicesIssued: number;
  charges: ChargeTally;
};

type Billed = { campaign: BillableCampaign; period: LocalPeriod; firstPeriod: boolean; zone: string };

type PendingInvoice = NewInvoice & { lines: NewInvoiceLine[] };

const asInvoiceLines = (campaign: BillableCampaign, lines: BillingLine[]): NewInvoiceLine[] =>
  lines.map((line) => ({ ...line, campaignId: campaign.id, module: campaign.module }));

/** The billing key of an invoice: the contract's, with the campaign after it for One Time. */
const keyOf = (level: 'client' | 'agency', payerId: number, billed: Billed): string =>
  invoiceKeyOf(level, payerId, billed.campaign.term, billed.zone, billed.period.start, billed.campaign.id);

/** Collects the lines of one payer's invoices (a client, or a manual-bill agency) while the stream passes it. */
class PayerInvoices {
  readonly invoices = new Map<string, PendingInvoice>();
  constructor(readonly payerId: number) {}

  add(key: string, head: () => Omit<NewInvoice, 'lines'>, lines: NewInvoiceLine[]) {
    if (lines.length === 0) return;
    let invoice = this.invoices.get(key);
    if (!invoice) {
      invoice = { ...head(), lines: [] };
      this.invoices.set(key, invoice);
    }
    invoice.lines.push(...lines);
  }
}

/** One billing run, counted by outcome for the metrics (completed or failed). */
export async function runBilling(
  ctx: AppContext,
  options: BillingRunOptions = {},
): Promise<BillingRunResult> {
  try {
    const result = await billPeriods(ctx, options);
    billingRuns.labels('completed').inc();
    return result;
  } catch (error) {
    billingRuns.labels('failed').inc();
    throw error;
  }
}

async function billPeriods(ctx: AppContext, options: BillingRunOptions): Promise<BillingRunResult> {
  const now = options.now ?? new Date();
  const pageSize = options.pageSize ?? 2000;
  const issueBatch = options.issueBatch ?? 500;
  const roots = new Map<number, CostAgency>();
  const pending: PendingInvoice[] = [];
  let issued = 0;
  let campaignsSeen = 0;

  const flush = async (force: boolean) => {
    while (pending.length >= issueBatch || (force && pending.length > 0)) {
      issued += await issueInvoices(ctx.db, pending.splice(0, issueBatch));
      options.onIssued?.(issued);
    }
  };
  // The payers whose lines are being collected; a payer's lines are complete once the stream moves past it.
  const open: { client: PayerInvoices | null; agency: PayerInvoices | null } = { client: null, agency: null };
  const close = (level: 'client' | 'agency') => {
    const payer = open[level];
    if (payer) pending.push(...payer.invoices.values());
    open[level] = null;
  };

  const bill = (billed: Billed, leads: number, wholesale: CostAgency, walletPaidLeads = 0) => {
    const { campaign, period, firstPeriod, zone } = billed;
    const facts = {
      module: campaign.module,
      term: campaign.term as BilledTerm,
      retail: campaign.retail,
      wholesale: wholesaleOf(wholesale, campaign.module, campaign.term),
      firstPeriod,
      leads,
    };
    const head = (level: 'client' | 'agency') => () => ({
      billingKey: keyOf(level, level === 'client' ? campaign.clientId : campaign.agencyId, billed),
      level,
      payerCompanyId: level === 'client' ? campaign.clientId : campaign.agencyId,
      payeeCompanyId: level === 'client' ? campaign.agencyId : campaign.rootId,
      agencyCompanyId: campaign.agencyId,
      rootCompanyId: campaign.rootId,
      term: campaign.term,
      periodStart: period.start,
      periodEnd: period.end,
      timezone: zone,
      external: level === 'client' && campaign.manualBill,
    });
    if (open.client?.payerId !== campaign.clientId) {
      close('client');
      open.client = new PayerInvoices(campaign.clientId);
    }
    open.client.add(
      keyOf('client', campaign.clientId, billed),
      head('client'),
      asInvoiceLines(campaign, clientBillingLines({ ...facts, label: campaign.name })),
    );
    if (!campaign.manualBill) return;
    if (open.agency?.payerId !== campaign.agencyId) {
      close('agency');
      open.agency = new PayerInvoices(campaign.agencyId);
    }
    open.agency.add(
      keyOf('agency', campaign.agencyId, billed),
      head('agency'),
      asInvoiceLines(
        campaign,
        // Issue 16: leads the agency's Data Wallet already paid (or holds) are not billed again.
        agencyBillingLines({
          ...facts,
          leads: Math.max(0, leads - walletPaidLeads),
          label: `${campaign.clientName} · ${campaign.name}`,
        }),
      ),
    );
  };

  let cursor = FIRST_PAGE;
  for (;;) {
    const page = await billableCampaignPage(ctx.db, cursor, pageSize);
    if (page.length === 0) break;
    cursor = cursorOf(page[page.length - 1] as BillableCampaign);
    campaignsSeen += page.length;
    const billed: Billed[] = [];
    for (const campaign of page) {
      const zone = billingZone(campaign.timezone);
      const bill = periodToBill(
        {
          term: campaign.term,
          timeZone: zone,
          activatedAt: campaign.activatedAt,
          endedAt: campaignEndedAt(campaign, zone),
        },
        now,
      );
      if (bill) billed.push({ campaign, zone, ...bill });
    }
    const windows = billed.map(({ campaign, period, zone }) => ({
      campaignId: campaign.id,
      companyId: campaign.clientId,
      ...periodBounds(period, zone),
    }));
    const counts = await billableLeadCounts(ctx.db, windows);
    const walletPaid = await walletPaidLeadCounts(
      ctx.db,
      windows.filter((_window, index) => billed[index]?.campaign.manualBill),
    );
    for (const entry of billed) {
      let wholesale = roots.get(entry.campaign.rootId);
      if (!wholesale) {
        wholesale = await wholesalePrices(ctx.db, entry.campaign.rootId);
        roots.set(entry.campaign.rootId, wholesale);
      }
      bill(entry, counts.get(entry.campaign.id) ?? 0, wholesale, walletPaid.get(entry.campaign.id) ?? 0);
    }
    await flush(false);
  }
  close('client');
  close('agency');
  // Data enrichment (issue 27 item 2): the last month's jobs, on invoices of their own.
  pending.push(...(await enrichmentInvoices(ctx.db, now)));
  await flush(true);

  const charges =
    options.charge === false
      ? { paid: 0, failed: 0, skipped: 0, errors: 0 }
      : await chargeUncharged(ctx, {
          now,
          concurrency: options.concurrency ?? 3,
          pageSize: 1000,
          onCharged: options.onCharged,
        });
  return { campaigns: campaignsSeen, invoicesIssued: issued, charges };
}

export const billingRunJob = defineScheduledJob({
  name: 'billing-run',
  // Hourly: a period is billed within the hour after it ends at midnight in its campaign's zone.
  cron: '7 * * * *',
  run: (ctx) => runBilling(ctx),
});
