// The reads of part 2 §7: a company's integrations (list and one by slug), a campaign's integration
// settings (POST /integration/details), the campaign's and the agency's webhook and tags, and a
// campaign's chosen targets of one provider (GoHighLevel user tags, Mailbox Power user groups,
// ClickFunnels campaign tags). Credentials are never part of an answer.
import { INTEGRATION_PROVIDERS, type IntegrationSlug } from '@lead/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { campaignIntegrations, companyIntegrations } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCampaign } from '../../platform/access/campaigns.ts';
import type { ProvenCompany } from '../../platform/access/companies.ts';
import { integrationCompany, integrationsOf, ownAgency } from '../../platform/access/integrations.ts';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { companyWebhooksForCampaign } from './company-webhooks-for-campaign.ts';
import { summaryOf } from './integration-rows.ts';

export async function listIntegrations(db: Queryable, actor: Actor, companyId: number) {
  const company = await integrationCompany(db, actor, companyId);
  return { integrations: (await integrationsOf(db, company)).map(summaryOf) };
}

/** The company-wide integration of a provider (not a campaign's webhook). */
export async function companyIntegration(db: Queryable, company: ProvenCompany, slug: IntegrationSlug) {
  const [row] = await db
    .select()
    .from(companyIntegrations)
    .where(
      and(
        eq(companyIntegrations.companyId, company.id),
        eq(companyIntegrations.slug, slug),
        isNull(companyIntegrations.campaignId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function integrationDetail(
  db: Queryable,
  actor: Actor,
  companyId: number,
  slug: IntegrationSlug,
) {
  const company = await integrationCompany(db, actor, companyId);
  const row = await companyIntegration(db, company, slug);
  return { integration: row ? summaryOf(row) : null };
}

async function campaignWebhookRow(db: Queryable, company: ProvenCompany, campaignId: number) {
  const [row] = await db
    .select()
    .from(companyIntegrations)
    .where(
      and(
        eq(companyIntegrations.companyId, company.id),
        eq(companyIntegrations.slug, 'webhook'),
        eq(companyIntegrations.campaignId, campaignId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function campaignIntegrationDetails(db: Queryable, actor: Actor, campaignKey: number) {
  const visible = await visibleCampaign(db, actor, campaignKey);
  const { campaign, company } = visible;
  const integrations = (await integrationsOf(db, company)).filter(
    (row) => row.slug !== 'webhook' && row.campaignId === null,
  );
  const chosen = await db
    .select()
    .from(campaignIntegrations)
    .where(eq(campaignIntegrations.campaignId, campaign.id));
  const byIntegration = new Map(chosen.map((row) => [row.integrationId, row]));
  const webhook = await campaignWebhookRow(db, company, campaign.id);
  return {
    campaign_id: campaign.id,
    integrations: integrations.map((row) => {
      const setting = byIntegration.get(row.id);
      return {
        integration_id: row.id,
        slug: row.slug,
        name: INTEGRATION_PROVIDERS[row.slug].name,
        status: row.status,
        enabled: setting?.enabled ?? false,
        targets: setting?.targets ?? {},
        net_new_only: setting?.netNewOnly ?? false,
      };
    }),
    webhook: webhook ? summaryOf(webhook) : null,
    company_webhooks: await companyWebhooksForCampaign(db, actor, visible),
  };
}

export async function campaignWebhook(db: Queryable, actor: Actor, campaignKey: number) {
  const { campaign, company } = await visibleCampaign(db, actor, campaignKey);
  const row = await campaignWebhookRow(db, company, campaign.id);
  return { webhook: row ? summaryOf(row) : null };
}

export async function campaignTags(db: Queryable, actor: Actor, campaignKey: number) {
  const { campaign, company } = await visibleCampaign(db, actor, campaignKey);
  const row = await campaignWebhookRow(db, company, campaign.id);
  return { tags: row?.tags ?? [] };
}

export async function agencyWebhook(db: Queryable, actor: Actor, agencyId: number) {
  const agency = await ownAgency(db, actor, agencyId);
  const row = await companyIntegration(db, agency, 'webhook');
  return { webhook: row ? summaryOf(row) : null };
}

export async function agencyTags(db: Queryable, actor: Actor, agencyId: number) {
  const agency = await ownAgency(db, actor, agencyId);
  const row = await companyIntegration(db, agency, 'webhook');
  return { tags: row?.tags ?? [] };
}

/**
 * What a campaign chose of one provider (`field`: its tags or groups). `companyId`, when the call
 * names one, must be the campaign's client.
 */
export async function chosenTargets(
  db: Queryable,
  actor: Actor,
  campaignKey: number,
  slug: IntegrationSlug,
  field: 'tags' | 'groups' | 'lists',
  companyId?: number,
) {
  const { campaign, company } = await visibleCampaign(db, actor, campaignKey);
  if (companyId !== undefined && companyId !== company.id) throw notFound();
  const integration = await companyIntegration(db, company, slug);
  if (!integration) return { tags: [] };
  const [setting] = await db
    .select()
    .from(campaignIntegrations)
    .where(
      and(
        eq(campaignIntegrations.campaignId, campaign.id),
        eq(campaignIntegrations.integrationId, integration.id),
      ),
    )
    .limit(1);
  return { tags: setting?.targets[field] ?? [] };
}

/** The connected integration of a provider for listing its targets, or null. */
export async function connectedIntegration(
  db: Queryable,
  actor: Actor,
  companyId: number,
  slug: IntegrationSlug,
) {
  const company = await integrationCompany(db, actor, companyId);
  const row = await companyIntegration(db, company, slug);
  return row && row.status !== 'disconnected' ? { company, integration: row } : null;
}
