// Who sees which campaign (issue 5): a client its own company's campaigns; an agency or platform
// staff the campaigns of clients in their subtree; a sales person only the clients of the agencies
// it is assigned to. Every campaign read and write goes through here.
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { campaigns, companies } from '../../db/schema/index.ts';
import type { Queryable } from '../db.ts';
import { notFound } from '../errors.ts';
import type { Actor } from './actor.ts';
import type { ProvenCompany } from './companies.ts';
import { type Proven, prove } from './proof.ts';
import { managedBy } from './subtree.ts';
import { withinScope } from './tenant-scope.ts';

/**
 * A campaign that is not removed (issue 15 item 6). Jobs without an actor (lead engine, feeds, end
 * dates, ingestion) take it with this; with an actor, visibleCampaigns includes it.
 */
export const liveCampaigns: SQL = isNull(campaigns.removedAt);

/**
 * SQL condition on `campaigns` joined to the client company that runs it (its path column,
 * `companies.path` by default): the actor may see that campaign.
 */
export function visibleCampaigns(actor: Actor, companyPath: AnyPgColumn | SQL = companies.path): SQL {
  // A removed campaign (issue 15 item 6) keeps its leads and charges, but nobody sees it any more.
  const live = liveCampaigns;
  if (actor.userType === 'client') return and(live, eq(campaigns.companyId, actor.companyId)) as SQL;
  if (actor.userType === 'sales') return and(live, managedBy(actor, companyPath)) as SQL;
  return and(live, withinScope(actor.scope, companyPath)) as SQL;
}

/** The campaign (by leadspeek_api_id or numeric id) with its client company, or 404 if not visible. */
/** A campaign the actor may see, with the client company that runs it, both proven. */
export type VisibleCampaign = {
  campaign: Proven<typeof campaigns.$inferSelect, 'campaign'>;
  company: ProvenCompany;
};

export async function visibleCampaign(
  db: Queryable,
  actor: Actor,
  leadspeekApiIdOrId: string | number,
): Promise<VisibleCampaign> {
  const key = String(leadspeekApiIdOrId).trim();
  const byId = /^\d{1,9}$/.test(key) ? eq(campaigns.id, Number(key)) : undefined;
  const byApiId = eq(campaigns.leadspeekApiId, key);
  const [row] = await db
    .select({ campaign: campaigns, company: companies })
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(and(byId ? or(byApiId, byId) : byApiId, visibleCampaigns(actor)))
    // The public id wins when a number happens to be both.
    .orderBy(sql`${campaigns.leadspeekApiId} = ${key} desc`)
    .limit(1);
  if (!row) throw notFound();
  return { campaign: prove('campaign', row.campaign), company: prove('company', row.company) };
}
