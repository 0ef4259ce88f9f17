// GET /v1/leads and /v1/leads/{id} (issue 26 part 2 item 3): the leads the token's company may see
// (through their campaigns, as the web's lists), oldest first by keyset pages, each with its score
// and journey summary; one lead with its page views.
import {
  type LeadDetailResponse,
  PUBLIC_MODULE_OF,
  type PublicLead,
  type PublicLeadDetail,
  type publicLeadsQuery,
} from '@lead/shared';
import { and, asc, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { campaigns, leads } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCampaigns } from '../../platform/access/campaigns.ts';
import type { Queryable } from '../../platform/db.ts';
import { leadDetail } from '../reports/lead-detail.ts';
import { leadRowOf, selectLeadRows } from '../reports/lead-rows.ts';
import { decodeCursor, pageOf } from './cursor.ts';
import { afterCursor, pageAtColumn } from './page-sql.ts';

type LeadRow = Omit<LeadDetailResponse['lead'], 'source_url'>;

/** A lead row of the web's lists in the public API's names. */
function publicLeadOf(row: LeadRow): PublicLead {
  return {
    id: row.id,
    campaign_id: row.leadspeek_api_id,
    module: PUBLIC_MODULE_OF[row.module],
    created_at: row.created_at,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    company_name: row.company_name,
    job_title: row.job_title,
    business_email: row.business_email,
    keyword: row.keyword,
    price_cents: row.price_cents,
    score: row.score,
    journey: row.journey,
  };
}

/**
 * Leads of the campaign with this public id. Its internal id comes from a subquery the planner runs
 * first, so it reads the campaign's leads in page order from leads_campaign_created_idx, starting at
 * the cursor; joined by the public id instead, it read every later lead of the campaign and sorted
 * them for each page (bench:api: 2,550 leads for a page of 100 in the middle of a 5,000-lead campaign).
 */
const ofCampaign = (leadspeekApiId: string): SQL =>
  sql`${leads.campaignId} = (select named.id from ${campaigns} named where named.leadspeek_api_id = ${leadspeekApiId})`;

export async function listPublicLeads(db: Queryable, actor: Actor, query: z.output<typeof publicLeadsQuery>) {
  const conditions: SQL[] = [
    visibleCampaigns(actor),
    ...afterCursor(leads.createdAt, leads.id, decodeCursor(query.cursor), query.since),
    ...(query.campaign_id ? [ofCampaign(query.campaign_id)] : []),
  ];
  const rows = await selectLeadRows(db, { page_at: pageAtColumn(leads.createdAt) })
    .where(and(...conditions))
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(query.limit + 1);
  return pageOf(rows, query.limit, (row) => {
    const { page_at: _at, ...lead } = row;
    return publicLeadOf(leadRowOf(lead));
  });
}

export async function readPublicLead(db: Queryable, actor: Actor, leadId: number): Promise<PublicLeadDetail> {
  const { lead, journey } = await leadDetail(db, actor, leadId);
  return {
    ...publicLeadOf({ ...lead, journey: journey?.summary ?? lead.journey }),
    source_url: lead.source_url,
    pages: journey?.pages ?? [],
    earlier_page_views: journey?.earlier_page_views ?? 0,
  };
}
