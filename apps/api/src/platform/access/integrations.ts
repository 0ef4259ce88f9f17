// Who reaches which integration (issue 17): a client its own; an agency user its agency's and those
// of the clients below it. Integrations, deliveries and the live stream are reached through a company
// in the actor's scope; a foreign or unknown id answers 404 as if it did not exist.
import { and, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import {
  campaignIntegrations,
  companies,
  companyIntegrations,
  leadDeliveries,
} from '../../db/schema/index.ts';
import type { Queryable } from '../db.ts';
import { notFound } from '../errors.ts';
import type { Actor } from './actor.ts';
import type { VisibleCampaign } from './campaigns.ts';
import { companyInTenantScope, type ProvenCompany } from './companies.ts';
import { type Proven, prove } from './proof.ts';
import { inSubtreeOf } from './subtree.ts';
import { withinScope } from './tenant-scope.ts';

export type Integration = typeof companyIntegrations.$inferSelect;
export type ProvenIntegration = Proven<Integration, 'integration'>;
export type ProvenDelivery = Proven<typeof leadDeliveries.$inferSelect, 'delivery'>;

/** An agency or client company in the actor's scope, whose integrations the actor manages and reads. */
export async function integrationCompany(
  db: Queryable,
  actor: Actor,
  companyId: number,
): Promise<ProvenCompany> {
  const company = await companyInTenantScope(db, actor.scope, companyId);
  if (company.kind === 'root') throw notFound();
  return company;
}

/** The agency the actor works for, named by id (its own company): agency webhooks and tags. */
export async function ownAgency(db: Queryable, actor: Actor, agencyId: number): Promise<ProvenCompany> {
  if (agencyId !== actor.companyId) throw notFound();
  const company = await companyInTenantScope(db, actor.scope, agencyId);
  if (company.kind !== 'agency') throw notFound();
  return company;
}

/** An integration of a company in the actor's scope, locked when it is about to change. */
export async function integrationInScope(
  db: Queryable,
  actor: Actor,
  integrationId: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<{ integration: ProvenIntegration; company: ProvenCompany }> {
  const query = db
    .select({ integration: companyIntegrations, company: companies })
    .from(companyIntegrations)
    .innerJoin(companies, eq(companies.id, companyIntegrations.companyId))
    .where(and(eq(companyIntegrations.id, integrationId), withinScope(actor.scope, companies.path)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: companyIntegrations }) : await query;
  if (!row || row.company.kind === 'root') throw notFound();
  return { integration: prove('integration', row.integration), company: prove('company', row.company) };
}

/** The integrations of a proven company (its webhooks with them). */
export async function integrationsOf(db: Queryable, company: ProvenCompany): Promise<ProvenIntegration[]> {
  const rows = await db
    .select()
    .from(companyIntegrations)
    .where(eq(companyIntegrations.companyId, company.id))
    .orderBy(companyIntegrations.id);
  return rows.map((row) => prove('integration', row));
}

/** The integrations with these ids that belong to a proven company (others are left out). */
export async function integrationsOfCompanyByIds(
  db: Queryable,
  company: ProvenCompany,
  ids: number[],
): Promise<ProvenIntegration[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(companyIntegrations)
    .where(and(eq(companyIntegrations.companyId, company.id), inArray(companyIntegrations.id, ids)));
  return rows.map((row) => prove('integration', row));
}

/** A delivery of a lead of a client in the actor's scope. */
export async function deliveryInScope(
  db: Queryable,
  actor: Actor,
  deliveryId: number,
): Promise<ProvenDelivery> {
  const [row] = await db
    .select({ delivery: leadDeliveries })
    .from(leadDeliveries)
    .innerJoin(companies, eq(companies.id, leadDeliveries.companyId))
    .where(and(eq(leadDeliveries.id, deliveryId), withinScope(actor.scope, companies.path)))
    .limit(1);
  if (!row) throw notFound();
  return prove('delivery', row.delivery);
}

/** SQL condition on `companies` (joined to the delivery's client): inside the proven company's subtree. */
export const deliveriesBelow = (company: ProvenCompany): SQL => inSubtreeOf(company);

export type ServingWebhook = {
  integration: ProvenIntegration;
  company: { id: number; name: string; path: string };
  /** The actor manages this webhook's company (may see its URL and switch it for the campaign). */
  reachable: boolean;
  /** The campaign turned it off for itself (campaign_integrations.enabled = false). */
  switchedOff: boolean;
};

/**
 * The company-wide webhooks that take a visible campaign's leads: its client's and those of the
 * companies above it (its agency), as the delivery hook picks them. Proven through the campaign.
 */
export async function companyWebhooksServing(
  db: Queryable,
  actor: Actor,
  { campaign, company }: VisibleCampaign,
): Promise<ServingWebhook[]> {
  const rows = await db
    .select({
      integration: companyIntegrations,
      companyId: companies.id,
      companyName: companies.companyName,
      companyPath: companies.path,
      reachable: sql<boolean>`(${withinScope(actor.scope, companies.path)})`,
      enabled: campaignIntegrations.enabled,
    })
    .from(companyIntegrations)
    .innerJoin(companies, eq(companies.id, companyIntegrations.companyId))
    .leftJoin(
      campaignIntegrations,
      and(
        eq(campaignIntegrations.integrationId, companyIntegrations.id),
        eq(campaignIntegrations.campaignId, campaign.id),
      ),
    )
    .where(
      and(
        eq(companyIntegrations.slug, 'webhook'),
        isNull(companyIntegrations.campaignId),
        ne(companyIntegrations.status, 'disconnected'),
        ne(companies.kind, 'root'),
        sql`${companies.path} @> ${company.path}::ltree`,
      ),
    )
    .orderBy(sql`nlevel(${companies.path}) desc`, companyIntegrations.id);
  return rows.map((row) => ({
    integration: prove('integration', row.integration),
    company: { id: row.companyId, name: row.companyName, path: row.companyPath },
    reachable: row.reachable,
    switchedOff: row.enabled === false,
  }));
}

/**
 * SQL on company_integrations joined to companies: the live webhooks (company-wide or a campaign's)
 * of the companies in the actor's scope, which the developer API lists.
 */
export function webhooksInScope(actor: Actor): SQL {
  return and(
    eq(companyIntegrations.slug, 'webhook'),
    ne(companyIntegrations.status, 'disconnected'),
    ne(companies.kind, 'root'),
    withinScope(actor.scope, companies.path),
  ) as SQL;
}

/** One live webhook of a company in the actor's scope; another kind of integration, or a deleted one, is 404. */
export async function webhookInScope(
  db: Queryable,
  actor: Actor,
  integrationId: number,
): Promise<{ integration: ProvenIntegration; company: ProvenCompany }> {
  const found = await integrationInScope(db, actor, integrationId);
  if (found.integration.slug !== 'webhook' || found.integration.status === 'disconnected') throw notFound();
  return found;
}
