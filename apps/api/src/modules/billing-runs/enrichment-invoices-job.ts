// Data enrichment on invoices (issue 27 item 2: "invoiced like leads"). The billing run invoices the
// enrichment jobs that finished in the last calendar month (UTC), a line per job naming its file and
// its matched rows, on an invoice of their own per payer and month (a job has no campaign, so no
// term or zone to share a lead invoice with):
//
// - a client's job: the client's invoice from its agency at the job's price, the platform's share as
//   its wholesale; a manual-bill agency collects it itself (issued `external`) and owes the platform
//   the wholesale on its own invoice, as for leads;
// - an agency's job: the agency's invoice from the platform at the agency's price.
//
// Exactly once, as for leads: a job is counted in the one month its finish falls in, and the month's
// billing key issues once. The journal already holds each matched row (posted chunk by chunk), so
// issuing these lines posts nothing again (`postedOnIssue`); paying them clears the receivable.
import {
  enrichmentBillingKey,
  enrichmentInvoiceLine,
  type LocalPeriod,
  lastEndedPeriod,
  periodBounds,
  ENRICHMENT_BILLING_TIMEZONE as ZONE,
} from '@lead/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db.ts';
import type { NewInvoice, NewInvoiceLine } from '../invoices/issue-invoice.ts';

type FinishedJob = {
  id: number;
  name: string;
  matched_rows: number;
  price_cents: number;
  wholesale_cents: number;
  owner_id: number;
  owner_kind: 'client' | 'agency';
  owner_name: string;
  agency_id: number;
  root_id: number;
  manual_bill: boolean;
};

/** The jobs with matched rows that finished in [from, until), by owner (a client or an agency). */
async function finishedJobs(db: Queryable, from: Date, until: Date): Promise<FinishedJob[]> {
  const result = await db.execute<FinishedJob>(sql`
    select j.id, j.name, j.matched_rows, j.price_per_match_cents as price_cents,
      coalesce(j.wholesale_per_match_cents, j.price_per_match_cents) as wholesale_cents,
      o.id as owner_id, o.kind as owner_kind, o.company_name as owner_name,
      a.id as agency_id, a.parent_id as root_id, a.manual_bill
    from enrichment_jobs j
    join companies o on o.id = j.company_id and o.kind in ('client', 'agency')
    join companies a on a.id = (case when o.kind = 'client' then o.parent_id else o.id end) and a.kind = 'agency'
    where j.finished_at >= ${from.toISOString()} and j.finished_at < ${until.toISOString()}
      and j.matched_rows > 0 and j.price_per_match_cents is not null
    order by o.id, j.id`);
  return result.rows;
}

const lineOf = (job: FinishedJob, description: string, unitCents: number, wholesale: number) => ({
  campaignId: null,
  module: null,
  kind: 'enrichment' as const,
  description,
  quantity: job.matched_rows,
  unitCents,
  amountCents: job.matched_rows * unitCents,
  wholesaleCents: job.matched_rows * wholesale,
});

/** The month's enrichment invoices, ready for `issueInvoices` (which skips the keys issued before). */
export async function enrichmentInvoices(
  db: Queryable,
  now: Date,
): Promise<(NewInvoice & { lines: NewInvoiceLine[] })[]> {
  const period: LocalPeriod = lastEndedPeriod('Monthly', now, ZONE);
  const { from, until } = periodBounds(period, ZONE);
  const invoices = new Map<string, NewInvoice & { lines: NewInvoiceLine[] }>();
  const add = (
    level: 'client' | 'agency',
    job: FinishedJob,
    line: NewInvoiceLine,
    head: Pick<NewInvoice, 'payerCompanyId' | 'payeeCompanyId' | 'external'>,
  ) => {
    const billingKey = enrichmentBillingKey(level, head.payerCompanyId, period.start);
    let invoice = invoices.get(billingKey);
    if (!invoice) {
      invoice = {
        ...head,
        billingKey,
        level,
        agencyCompanyId: job.agency_id,
        rootCompanyId: job.root_id,
        term: 'Monthly',
        periodStart: period.start,
        periodEnd: period.end,
        timezone: ZONE,
        lines: [],
      };
      invoices.set(billingKey, invoice);
    }
    invoice.lines.push(line);
  };
  for (const job of await finishedJobs(db, from, until)) {
    const described = enrichmentInvoiceLine(job.name, job.matched_rows);
    if (job.owner_kind === 'agency') {
      add('agency', job, lineOf(job, described, job.price_cents, 0), {
        payerCompanyId: job.agency_id,
        payeeCompanyId: job.root_id,
        external: false,
      });
      continue;
    }
    add('client', job, lineOf(job, described, job.price_cents, job.wholesale_cents), {
      payerCompanyId: job.owner_id,
      payeeCompanyId: job.agency_id,
      external: job.manual_bill,
    });
    if (job.manual_bill)
      add('agency', job, lineOf(job, `${job.owner_name} · ${described}`, job.wholesale_cents, 0), {
        payerCompanyId: job.agency_id,
        payeeCompanyId: job.root_id,
        external: false,
      });
  }
  return [...invoices.values()];
}
