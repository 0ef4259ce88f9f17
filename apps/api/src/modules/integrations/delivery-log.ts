// The delivery log (issue 17 item 3): every (lead, integration) delivery of a company's subtree — a
// client's own, an agency's clients' — with status, attempts, last HTTP status and error, and times;
// Resend queues one again now with the same idempotency key. Net-new rejections per provider for the
// dashboards (issue 17 item 4), and the live stream's ticket.
import {
  type DeliveryLogRow,
  type deliveryLogQuery,
  INTEGRATION_PROVIDERS,
  integrationDisplayName,
  lastPageOf,
  type liveTicketRequest,
  INTEGRATION_MESSAGES as M,
  type netNewRejectionsQuery,
} from '@lead/shared';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  campaigns,
  companies,
  companyIntegrations,
  type DeliveryStatus,
  leadDeliveries,
  leads,
  QUEUED_STATUSES,
} from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCampaign } from '../../platform/access/campaigns.ts';
import type { ProvenCompany } from '../../platform/access/companies.ts';
import {
  deliveriesBelow,
  deliveryInScope,
  integrationCompany,
  type ProvenDelivery,
} from '../../platform/access/integrations.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { queueDeliveries, queuedColumns } from './delivery-queue-sql.ts';
import { issueLiveTicket } from './live-leads.ts';
import { wakeDeliveries } from './manage-integration.ts';

/** A delivery's lead by its whole key: read in its month alone. */
const leadOfDelivery = and(
  eq(leads.id, leadDeliveries.leadId),
  eq(leads.companyId, leadDeliveries.companyId),
  eq(leads.receivedAt, leadDeliveries.leadReceivedAt),
);

/**
 * Where the delivery is: its queue row's status while it is queued ('sending' while a worker sends
 * it), else how it ended (the log row's).
 */
const liveStatus = sql<DeliveryStatus>`coalesce((select q.status from delivery_queue q
  where q.delivery_id = ${leadDeliveries.id} and q.company_id = ${leadDeliveries.companyId}),
  ${leadDeliveries.status})`;

/** The filter on a status: an ended one is the log row's alone (the queue holds none). */
const statusIs = (status: DeliveryStatus): SQL =>
  (QUEUED_STATUSES as readonly DeliveryStatus[]).includes(status)
    ? sql`${leadDeliveries.status} = 'pending' and ${liveStatus} = ${status}`
    : sql`${leadDeliveries.status} = ${status}`;

const logColumns = {
  delivery: leadDeliveries,
  status: liveStatus,
  leadspeekApiId: campaigns.leadspeekApiId,
  campaignName: campaigns.campaignName,
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
  integrationCampaignId: companyIntegrations.campaignId,
  integrationUrl: companyIntegrations.url,
};

type LogRow = {
  delivery: typeof leadDeliveries.$inferSelect;
  status: DeliveryStatus;
  leadspeekApiId: string;
  campaignName: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  integrationCampaignId: number | null;
  integrationUrl: string | null;
};

function rowOf(row: LogRow): DeliveryLogRow {
  const d = row.delivery;
  // Only a delivery waiting for its next try has one; one being sent is being tried now.
  const waiting = row.status === 'pending';
  return {
    id: d.id,
    lead_id: d.leadId,
    campaign_id: d.campaignId,
    leadspeek_api_id: row.leadspeekApiId,
    campaign_name: row.campaignName,
    integration_id: d.integrationId,
    slug: d.slug,
    // Two webhooks never read the same: a campaign's is named by its host (issue 23 item 7).
    integration_name: integrationDisplayName({
      slug: d.slug,
      campaignId: row.integrationCampaignId,
      url: row.integrationUrl,
    }),
    lead_name: [row.firstName, row.lastName].filter(Boolean).join(' ') || '—',
    lead_email: row.email,
    status: row.status,
    attempts: d.attempts,
    last_http_status: d.lastHttpStatus,
    last_error: d.lastError,
    next_attempt_at: waiting ? d.nextAttemptAt.toISOString() : null,
    delivered_at: d.deliveredAt?.toISOString() ?? null,
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
  };
}

async function logPage(
  db: Queryable,
  company: ProvenCompany,
  filters: SQL[],
  page: number,
  perPage: number,
): Promise<{ rows: DeliveryLogRow[]; total: number }> {
  const where = and(deliveriesBelow(company), ...filters);
  const [totals] = await db
    .select({ total: count() })
    .from(leadDeliveries)
    .innerJoin(companies, eq(companies.id, leadDeliveries.companyId))
    .where(where);
  const rows = await db
    .select(logColumns)
    .from(leadDeliveries)
    .innerJoin(companies, eq(companies.id, leadDeliveries.companyId))
    .innerJoin(leads, leadOfDelivery)
    .innerJoin(campaigns, eq(campaigns.id, leadDeliveries.campaignId))
    .innerJoin(companyIntegrations, eq(companyIntegrations.id, leadDeliveries.integrationId))
    .where(where)
    .orderBy(desc(leadDeliveries.createdAt), desc(leadDeliveries.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { rows: rows.map(rowOf), total: totals?.total ?? 0 };
}

export async function deliveryLog(db: Queryable, actor: Actor, query: z.output<typeof deliveryLogQuery>) {
  const company = await integrationCompany(db, actor, query.company_id);
  const filters: SQL[] = [];
  if (query.campaign_id) filters.push(eq(leadDeliveries.campaignId, query.campaign_id));
  if (query.integration_id) filters.push(eq(leadDeliveries.integrationId, query.integration_id));
  if (query.lead_id) filters.push(eq(leadDeliveries.leadId, query.lead_id));
  if (query.status) filters.push(statusIs(query.status));
  const { rows, total } = await logPage(db, company, filters, query.Page, query.PerPage);
  return {
    data: rows,
    current_page: query.Page,
    per_page: query.PerPage,
    total,
    last_page: lastPageOf(total, query.PerPage),
  };
}

async function logRowOf(db: Queryable, delivery: ProvenDelivery): Promise<DeliveryLogRow> {
  const [row] = await db
    .select(logColumns)
    .from(leadDeliveries)
    .innerJoin(leads, leadOfDelivery)
    .innerJoin(campaigns, eq(campaigns.id, leadDeliveries.campaignId))
    .innerJoin(companyIntegrations, eq(companyIntegrations.id, leadDeliveries.integrationId))
    .where(and(eq(leadDeliveries.id, delivery.id), eq(leadDeliveries.companyId, delivery.companyId)));
  if (!row) throw notFound();
  return rowOf(row);
}

/** Queues the delivery again now, from its first attempt; one being sent right now is left to finish. */
export async function resendDelivery(ctx: AppContext, actor: Actor, deliveryId: number, ip: string) {
  const delivery = await deliveryInScope(ctx.db, actor, deliveryId);
  await ctx.db.execute(sql`
    with sending as (
      select 1 from delivery_queue
      where delivery_id = ${delivery.id} and company_id = ${delivery.companyId} and status = 'sending'
    ), logged as (
      update lead_deliveries
      set status = 'pending', attempts = 0, next_attempt_at = now(), last_error = null, updated_at = now()
      -- By id, not by month: the proven row's Date holds milliseconds where the key holds microseconds.
      where id = ${delivery.id} and company_id = ${delivery.companyId} and not exists (select 1 from sending)
      returning ${queuedColumns}
    )
    ${queueDeliveries(
      sql`logged`,
      sql`on conflict (delivery_id, company_id) do update
        set status = 'pending', attempts = 0, next_attempt_at = now(), lease_until = null, claimed_by = null
        where delivery_queue.status = 'pending'`,
    )}`);
  await wakeDeliveries(ctx.db);
  await logActorAction(
    ctx.db,
    actor,
    ip,
    'integration',
    `Lead ${delivery.leadId} resent to ${INTEGRATION_PROVIDERS[delivery.slug].name}`,
  );
  return { message: M.resendQueued, delivery: await logRowOf(ctx.db, delivery) };
}

/** Leads not sent because the provider already had them (net-new only), per provider. */
export async function netNewRejections(
  db: Queryable,
  actor: Actor,
  query: z.output<typeof netNewRejectionsQuery>,
) {
  const company = await integrationCompany(db, actor, query.company_id);
  const filters: SQL[] = [deliveriesBelow(company), eq(leadDeliveries.status, 'duplicate')];
  if (query.campaign_id) filters.push(eq(leadDeliveries.campaignId, query.campaign_id));
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (query.startDate && day.test(query.startDate))
    filters.push(gte(leadDeliveries.leadCreatedAt, new Date(`${query.startDate}T00:00:00Z`)));
  if (query.endDate && day.test(query.endDate)) {
    const end = new Date(`${query.endDate}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    filters.push(lt(leadDeliveries.leadCreatedAt, end));
  }
  const rows = await db
    .select({ slug: leadDeliveries.slug, count: count() })
    .from(leadDeliveries)
    .innerJoin(companies, eq(companies.id, leadDeliveries.companyId))
    .where(and(...filters))
    .groupBy(leadDeliveries.slug);
  return {
    total: rows.reduce((sum, row) => sum + row.count, 0),
    by_integration: rows.map((row) => ({
      slug: row.slug,
      name: INTEGRATION_PROVIDERS[row.slug].name,
      count: row.count,
    })),
  };
}

/** A ticket for GET /leads/live: the company's subtree, or one of its campaigns. */
export async function liveTicket(ctx: AppContext, actor: Actor, body: z.output<typeof liveTicketRequest>) {
  const company = await integrationCompany(ctx.db, actor, body.company_id);
  let campaignId: number | null = null;
  if (body.campaign_id) {
    const visible = await visibleCampaign(ctx.db, actor, body.campaign_id);
    const clientPath = visible.company.path;
    if (clientPath !== company.path && !clientPath.startsWith(`${company.path}.`)) throw notFound();
    campaignId = visible.campaign.id;
  }
  return issueLiveTicket(ctx, { sessionId: actor.sessionId, path: company.path, campaignId });
}
