// A lead is reached through its campaign (issue 25 item 1, the lead's own page): whoever may see the
// campaign may see its leads. A foreign or unknown id answers 404, as an id that never existed does.
import { and, eq } from 'drizzle-orm';
import { campaigns, companies, leads } from '../../db/schema/index.ts';
import type { Queryable } from '../db.ts';
import { notFound } from '../errors.ts';
import type { Actor } from './actor.ts';
import { visibleCampaigns } from './campaigns.ts';
import { type Proven, prove } from './proof.ts';

/** The lead's own keys, proven: its campaign, and the visit (with its browser) it came from. */
export type VisibleLead = Proven<{ id: number; campaignId: number; visitId: number | null }, 'lead'>;

export async function visibleLead(db: Queryable, actor: Actor, leadId: number): Promise<VisibleLead> {
  const [row] = await db
    .select({ id: leads.id, campaignId: leads.campaignId, visitId: leads.visitId })
    .from(leads)
    .innerJoin(campaigns, eq(campaigns.id, leads.campaignId))
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(and(eq(leads.id, leadId), visibleCampaigns(actor)));
  if (!row) throw notFound();
  return prove('lead', row);
}
