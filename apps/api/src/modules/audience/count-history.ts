// GET /bigdbm/services/getcountcampaignhistory/{id}/{type}: a client's counts, newest first, paged,
// narrowed by type: all, pending, error, success (a count above 0) or noresult (success with 0).
import type { CountHistoryResponse, CountHistoryType } from '@lead/shared';
import { lastPageOf } from '@lead/shared';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { leadCountRequests } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { campaignClient } from '../campaigns/campaign-client.ts';

import { countRowOf } from './count-row-view.ts';

const t = leadCountRequests;

function typeCondition(type: CountHistoryType): SQL | undefined {
  if (type === 'pending') return eq(t.status, 'pending');
  if (type === 'error') return eq(t.status, 'error');
  if (type === 'success') return and(eq(t.status, 'success'), sql`${t.count} > 0`);
  if (type === 'noresult') return and(eq(t.status, 'success'), sql`coalesce(${t.count}, 0) = 0`);
  return undefined;
}

export async function countHistory(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  type: CountHistoryType,
  paging: { Page: number; PerPage: number },
): Promise<CountHistoryResponse> {
  const client = await campaignClient(ctx.db, actor, companyId, 'id');
  const where = and(eq(t.companyId, client.id), typeCondition(type));
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(t).where(where);
  const rows = await ctx.db
    .select()
    .from(t)
    .where(where)
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(paging.PerPage)
    .offset((paging.Page - 1) * paging.PerPage);
  return {
    data: rows.map(countRowOf),
    current_page: paging.Page,
    per_page: paging.PerPage,
    total,
    last_page: lastPageOf(total, paging.PerPage),
  };
}
