// POST /saveintegration (part 2 §7): connects or updates one provider of a company — the credentials
// are checked with the provider (connector.connect) before anything is saved, then sealed — and a
// company's webhook (checked by the SSRF guard; its signing secret made once and answered once).
// POST /savecampaignintegrationdetails: a campaign's targets, net-new flag, or its own webhook.
import {
  INTEGRATION_PROVIDERS,
  type IntegrationSlug,
  INTEGRATION_MESSAGES as M,
  type saveCampaignIntegrationRequest,
  type saveIntegrationRequest,
} from '@lead/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { campaignIntegrations, companyIntegrations } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCampaign } from '../../platform/access/campaigns.ts';
import type { ProvenCompany } from '../../platform/access/companies.ts';
import { integrationCompany } from '../../platform/access/integrations.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError, invalid, isUniqueViolation } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { type Credentials, InvalidCredentialsError, ProviderError } from './connector.ts';
import { registeredConnector } from './connectors.ts';
import { newWebhookSecret, openCredentials, sealCredentials, secretHint } from './credentials.ts';
import { endpointFor } from './endpoint.ts';
import { hostAllowed, webhookAddress } from './guarded-fetch.ts';
import { summaryOf } from './integration-rows.ts';
import { slackWebhookPath } from './providers/slack/client.ts';

type SaveAnswer = {
  result: 'success' | 'error';
  message: string;
  integration?: ReturnType<typeof summaryOf>;
  secret?: string;
};

/** The company's row of a provider (campaignId: a campaign's own webhook), locked for the change. */
async function rowOf(
  db: Queryable,
  company: ProvenCompany,
  slug: IntegrationSlug,
  campaignId: number | null,
) {
  const [row] = await db
    .select()
    .from(companyIntegrations)
    .where(
      and(
        eq(companyIntegrations.companyId, company.id),
        eq(companyIntegrations.slug, slug),
        campaignId === null
          ? isNull(companyIntegrations.campaignId)
          : eq(companyIntegrations.campaignId, campaignId),
      ),
    )
    .for('update')
    .limit(1);
  return row ?? null;
}

type RowValues = Partial<typeof companyIntegrations.$inferInsert>;

async function upsert(
  db: Queryable,
  company: ProvenCompany,
  slug: IntegrationSlug,
  campaignId: number | null,
  existingId: number | null,
  values: RowValues,
) {
  const now = new Date();
  if (existingId !== null) {
    const [row] = await db
      .update(companyIntegrations)
      .set({ ...values, updatedAt: now })
      .where(and(eq(companyIntegrations.id, existingId), eq(companyIntegrations.companyId, company.id)))
      .returning();
    if (!row) throw new AppError(409, 'serverError');
    return row;
  }
  try {
    const [row] = await db
      .insert(companyIntegrations)
      .values({ companyId: company.id, slug, campaignId, ...values, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new AppError(409, 'serverError');
    return row;
  } catch (error) {
    // Two saves at once: the other made the row first; this one is asked again.
    if (isUniqueViolation(error, 'company_integrations_unique')) throw new AppError(409, 'serverError');
    throw error;
  }
}

const nonEmpty = (record: Record<string, string> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(record ?? {}).filter(([, value]) => value.trim() !== ''));

/** A webhook URL as saved: absolute http(s), and public unless WEBHOOK_ALLOW_PRIVATE. */
export async function checkedWebhookUrl(ctx: Pick<AppContext, 'config'>, text: string): Promise<string> {
  const url = webhookAddress(text);
  if (!url) throw invalid({ url: M.webhookUrlInvalid });
  if (!(await hostAllowed(url, ctx.config.WEBHOOK_ALLOW_PRIVATE === 'true')))
    throw invalid({ url: M.privateWebhookUrl });
  return url.href;
}

/** Saves a company's (campaignId null) or a campaign's webhook; an empty URL disconnects it. */
async function saveWebhook(
  ctx: AppContext,
  actor: Actor,
  company: ProvenCompany,
  campaignId: number | null,
  input: { url?: string; tags?: string[] },
  ip: string,
): Promise<SaveAnswer> {
  return ctx.db.transaction(async (tx) => {
    const existing = await rowOf(tx, company, 'webhook', campaignId);
    if (input.url !== undefined && input.url.trim() === '') {
      if (!existing) return { result: 'success', message: M.saved };
      const row = await upsert(tx, company, 'webhook', campaignId, existing.id, {
        status: 'disconnected',
        disconnectedAt: new Date(),
        tags: input.tags ?? existing.tags,
      });
      await logActorAction(tx, actor, ip, 'integration', `Webhook removed (${company.companyName})`);
      return { result: 'success', message: M.disconnected, integration: summaryOf(row) };
    }
    const urlText = input.url ?? existing?.url;
    if (!urlText) throw invalid({ url: 'Enter the webhook URL.' });
    const url = await checkedWebhookUrl(ctx, urlText);
    const saved = existing ? openCredentials(ctx.config, existing.credentialsEncrypted) : null;
    // The secret is made once and answered once; saving the URL again keeps it (rotate makes a new one).
    const secret = saved?.secret ? null : newWebhookSecret();
    const credentials = secret ? { secret } : (saved as Credentials);
    const row = await upsert(tx, company, 'webhook', campaignId, existing?.id ?? null, {
      url,
      tags: input.tags ?? existing?.tags ?? [],
      credentialsEncrypted: sealCredentials(ctx.config, credentials),
      credentialFields: [],
      settings: { ...(existing?.settings ?? {}), secret_hint: secretHint(credentials.secret ?? '') },
      status: 'connected',
      lastError: null,
      accountName: new URL(url).host,
      connectedAt: existing?.status === 'connected' ? existing.connectedAt : new Date(),
      disconnectedAt: null,
      ...(secret ? { secretRotatedAt: new Date() } : {}),
    });
    await logActorAction(
      tx,
      actor,
      ip,
      'integration',
      `Webhook ${existing ? 'updated' : 'connected'}: ${url} (${company.companyName}${campaignId ? `, campaign ${campaignId}` : ''})`,
    );
    return {
      result: 'success',
      message: secret ? M.secretRotated : M.saved,
      integration: summaryOf(row),
      ...(secret ? { secret } : {}),
    };
  });
}

export async function saveIntegration(
  ctx: AppContext,
  actor: Actor,
  body: z.output<typeof saveIntegrationRequest>,
  ip: string,
): Promise<SaveAnswer> {
  const company = await integrationCompany(ctx.db, actor, body.company_id);
  if (body.slug === 'webhook') return saveWebhook(ctx, actor, company, null, body, ip);
  const provider = INTEGRATION_PROVIDERS[body.slug];
  const registered = registeredConnector(body.slug);
  if (body.slug === 'googlesheet')
    return { result: 'error', message: 'Connect Google Sheets with the Connect with Google button.' };
  if (!registered) return { result: 'error', message: `${provider.name} is not available yet.` };

  const [current] = await ctx.db
    .select()
    .from(companyIntegrations)
    .where(
      and(
        eq(companyIntegrations.companyId, company.id),
        eq(companyIntegrations.slug, body.slug),
        isNull(companyIntegrations.campaignId),
      ),
    )
    .limit(1);
  // Fields left empty keep their saved value, so a user changes one field without typing the secret again.
  const saved =
    current?.status === 'disconnected'
      ? {}
      : (openCredentials(ctx.config, current?.credentialsEncrypted ?? null) ?? {});
  const credentials: Credentials = {
    // Slack typed in is an incoming webhook: it replaces an app install rather than joining it.
    ...(body.slug === 'slack' ? { webhook_url: saved.webhook_url ?? '' } : saved),
    ...nonEmpty(body.credentials),
  };
  const missing = provider.credentialFields.filter((field) => !credentials[field.name]);
  if (missing.length > 0)
    throw invalid(
      Object.fromEntries(missing.map((field) => [`credentials.${field.name}`, `Enter the ${field.label}.`])),
    );

  if (
    body.slug === 'slack' &&
    !slackWebhookPath(ctx.config.SLACK_WEBHOOK_BASE_URL, credentials.webhook_url ?? '')
  )
    throw invalid({ 'credentials.webhook_url': M.slackWebhookUrlInvalid });
  const endpoint = endpointFor(ctx, { slug: body.slug, url: null }, credentials);
  if (!endpoint) return { result: 'error', message: `${provider.name} is not available yet.` };
  let accountName: string;
  try {
    accountName = (await registered.connector.connect(endpoint, credentials)).accountName;
  } catch (error) {
    if (error instanceof InvalidCredentialsError)
      throw new AppError(422, 'integrationCredentialsRefused', { credentials: M.invalidCredentials });
    if (error instanceof ProviderError) return { result: 'error', message: M.providerUnreachable };
    throw error;
  }
  const row = await ctx.db.transaction(async (tx) => {
    const existing = await rowOf(tx, company, body.slug, null);
    const saved = await upsert(tx, company, body.slug, null, existing?.id ?? null, {
      credentialsEncrypted: sealCredentials(ctx.config, credentials),
      credentialFields: Object.keys(credentials).sort(),
      accountName,
      settings: { ...(existing?.settings ?? {}), ...(body.settings ?? {}) },
      tags: body.tags ?? existing?.tags ?? [],
      status: 'connected',
      lastError: null,
      connectedAt: new Date(),
      disconnectedAt: null,
    });
    await logActorAction(tx, actor, ip, 'integration', `${provider.name} connected (${company.companyName})`);
    return saved;
  });
  return { result: 'success', message: M.saved, integration: summaryOf(row) };
}

export async function saveCampaignIntegration(
  ctx: AppContext,
  actor: Actor,
  body: z.output<typeof saveCampaignIntegrationRequest>,
  ip: string,
): Promise<SaveAnswer> {
  const { campaign, company } = await visibleCampaign(ctx.db, actor, body.campaign_id);
  if (body.slug === 'webhook') return saveWebhook(ctx, actor, company, campaign.id, body, ip);
  const provider = INTEGRATION_PROVIDERS[body.slug];
  if (body.net_new_only && !provider.netNew)
    throw invalid({
      net_new_only: `${provider.name} cannot look contacts up, so net-new only is not available.`,
    });
  return ctx.db.transaction(async (tx) => {
    const integration = await rowOf(tx, company, body.slug, null);
    if (integration?.status !== 'connected') return { result: 'error', message: M.notConnected };
    await tx
      .insert(campaignIntegrations)
      .values({
        campaignId: campaign.id,
        integrationId: integration.id,
        enabled: body.enabled,
        targets: body.targets,
        netNewOnly: body.net_new_only,
      })
      .onConflictDoUpdate({
        target: [campaignIntegrations.campaignId, campaignIntegrations.integrationId],
        set: {
          enabled: body.enabled,
          targets: body.targets,
          netNewOnly: body.net_new_only,
          updatedAt: sql`now()`,
        },
      });
    await logActorAction(
      tx,
      actor,
      ip,
      'integration',
      `${provider.name} ${body.enabled ? 'set' : 'turned off'} for campaign ${campaign.leadspeekApiId}`,
      campaign.leadspeekApiId,
    );
    return { result: 'success', message: M.saved, integration: summaryOf(integration) };
  });
}
