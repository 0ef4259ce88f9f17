// A held lead (issue 12 item 4) is reached through its campaign: whoever may see the campaign may see
// it. A foreign or unknown id answers 404. Locked for the decision, so two decisions on one held lead
// run one after the other.
import { and, eq } from 'drizzle-orm';
import { campaigns, companies, heldLeads } from '../../db/schema/index.ts';
import type { Queryable } from '../db.ts';
import { notFound } from '../errors.ts';
import type { Actor } from './actor.ts';
import { visibleCampaigns } from './campaigns.ts';
import { type Proven, prove } from './proof.ts';

/** A held lead proven for a decision, with its campaign. */
export type HeldLeadDecision = {
  held: Proven<typeof heldLeads.$inferSelect, 'held-lead'>;
  campaign: Proven<typeof campaigns.$inferSelect, 'campaign'>;
};

export async function heldLeadForDecision(
  db: Queryable,
  actor: Actor,
  heldLeadId: number,
): Promise<HeldLeadDecision> {
  const [row] = await db
    .select({ held: heldLeads, campaign: campaigns })
    .from(heldLeads)
    .innerJoin(campaigns, eq(campaigns.id, heldLeads.campaignId))
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(and(eq(heldLeads.id, heldLeadId), visibleCampaigns(actor)))
    .for('update', { of: heldLeads });
  if (!row) throw notFound();
  return { held: prove('held-lead', row.held), campaign: prove('campaign', row.campaign) };
}
