// GET /v1/campaigns, /v1/campaigns/{id} and pause / resume (issue 26 part 2 item 3): the campaigns the
// token's company may see, oldest first by keyset pages, each with its Site ID embed code; status
// changes run the same transition as the web's Start and Pause (campaign-status.ts).
import {
  MODULE_KIND_OF,
  PUBLIC_MODULE_OF,
  type PublicCampaign,
  type publicCampaignsQuery,
} from '@lead/shared';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { campaigns, companies } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCampaigns } from '../../platform/access/campaigns.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { changeCampaignStatus } from '../campaigns/campaign-status.ts';
import { embedCode, type PlatformOrigin } from '../campaigns/campaign-view.ts';
import { decodeCursor, pageOf } from './cursor.ts';
import { afterCursor, pageAtColumn } from './page-sql.ts';

const columns = {
  id: campaigns.id,
  page_at: pageAtColumn(campaigns.createdAt),
  leadspeekApiId: campaigns.leadspeekApiId,
  name: campaigns.campaignName,
  module: campaigns.module,
  status: campaigns.status,
  clientId: companies.id,
  clientName: companies.companyName,
  siteUrl: campaigns.urlCode,
  createdAt: campaigns.createdAt,
};

const selectCampaigns = (db: Queryable, actor: Actor, where: SQL[]) =>
  db
    .select(columns)
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(and(visibleCampaigns(actor), ...where));

type CampaignRow = Awaited<ReturnType<typeof selectCampaigns>>[number];

function publicCampaignOf(row: CampaignRow, origin: PlatformOrigin): PublicCampaign {
  return {
    id: row.leadspeekApiId,
    name: row.name,
    module: PUBLIC_MODULE_OF[row.module],
    status: row.status,
    client_id: row.clientId,
    client_name: row.clientName,
    site_url: row.siteUrl,
    embed_code: row.module === MODULE_KIND_OF.site ? embedCode(origin, row.leadspeekApiId) : null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listPublicCampaigns(
  db: Queryable,
  actor: Actor,
  query: z.output<typeof publicCampaignsQuery>,
  origin: PlatformOrigin,
) {
  const rows = await selectCampaigns(db, actor, [
    ...afterCursor(campaigns.createdAt, campaigns.id, decodeCursor(query.cursor), query.since),
    ...(query.status ? [eq(campaigns.status, query.status)] : []),
    ...(query.client_id ? [eq(companies.id, query.client_id)] : []),
  ])
    .orderBy(asc(campaigns.createdAt), asc(campaigns.id))
    .limit(query.limit + 1);
  return pageOf(rows, query.limit, (row) => publicCampaignOf(row, origin));
}

export async function readPublicCampaign(
  db: Queryable,
  actor: Actor,
  campaignId: string,
  origin: PlatformOrigin,
): Promise<PublicCampaign> {
  const [row] = await selectCampaigns(db, actor, [eq(campaigns.leadspeekApiId, campaignId)]);
  if (!row) throw notFound();
  return publicCampaignOf(row, origin);
}

/** Pause or resume: the web's transition, with its refusals (409 naming the status). */
export async function changePublicCampaignStatus(
  ctx: AppContext,
  actor: Actor,
  campaignId: string,
  action: 'pause' | 'activate',
  ip: string | null,
  origin: PlatformOrigin,
): Promise<PublicCampaign> {
  await changeCampaignStatus(ctx, actor, campaignId, action, ip);
  return readPublicCampaign(ctx.db, actor, campaignId, origin);
}
