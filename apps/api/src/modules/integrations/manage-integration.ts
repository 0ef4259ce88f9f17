// Test, disconnect and rotate the webhook secret of one integration (ours, issue 17 item 6), and the
// targets (lists, tags, groups) of a connected provider for the campaign screens.
import { INTEGRATION_PROVIDERS, type IntegrationSlug, INTEGRATION_MESSAGES as M } from '@lead/shared';
import { eq, sql } from 'drizzle-orm';
import { companyIntegrations } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { integrationInScope } from '../../platform/access/integrations.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { InvalidCredentialsError, type LeadForDelivery, ProviderError, type Target } from './connector.ts';
import { registeredConnector } from './connectors.ts';
import { DELIVERIES_CHANNEL, INTEGRATION_CHANGED } from './create-deliveries-job.ts';
import { newWebhookSecret, openCredentials, sealCredentials, secretHint } from './credentials.ts';
import { endpointFor } from './endpoint.ts';
import { fetchFailure } from './provider-http.ts';
import { connectedIntegration } from './read-integrations.ts';

/** How long the previous webhook secret still signs after a rotation (receivers switch over). */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 60 * 60 * 1000;

/** The sample lead a test sends (lead id 0: no lead of the platform). */
export const sampleLead = (now: Date): LeadForDelivery => ({
  leadId: 0,
  campaignId: 0,
  campaignDisplayId: '0',
  campaignName: 'Test campaign',
  client: { id: 0, name: 'Test client' },
  module: 'local',
  firstName: 'Test',
  lastName: 'Lead',
  email: 'test.lead@example.com',
  phone: '+15555550100',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  companyName: null,
  jobTitle: null,
  keyword: null,
  sourceUrl: 'https://example.com/pricing',
  createdAt: now.toISOString(),
  // A journey like a real Site ID lead's, so a receiver sees every field filled in.
  journey: {
    first_seen_at: new Date(now.getTime() - 3 * 60_000).toISOString(),
    last_seen_at: now.toISOString(),
    visits: 1,
    page_views: 2,
    time_on_site_seconds: 180,
    referrer: 'https://www.google.com/',
    landing_page: 'https://example.com/?utm_source=google&utm_medium=cpc&utm_campaign=test',
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'test',
    utm_term: null,
    utm_content: null,
  },
  // Scored as the journey above would be, with a "/pricing" page rule of 30 points.
  score: {
    value: 56,
    tags: ['pricing-page'],
    reasons: [
      { points: 30, text: 'Viewed /pricing' },
      { points: 6, text: 'Spent 3 minutes on the site' },
      { points: 20, text: 'Seen in the last 7 days' },
    ],
  },
});

export async function testIntegration(ctx: AppContext, actor: Actor, integrationId: number, ip: string) {
  const { integration, company } = await integrationInScope(ctx.db, actor, integrationId);
  const registered = registeredConnector(integration.slug);
  const credentials = openCredentials(ctx.config, integration.credentialsEncrypted);
  if (!registered || integration.status === 'disconnected' || !credentials)
    return { result: 'error' as const, message: M.notConnected, http_status: null };
  const endpoint = endpointFor(ctx, integration, credentials);
  if (!endpoint) return { result: 'error' as const, message: M.notConnected, http_status: null };
  const now = new Date();
  let answer: { result: 'success' | 'error'; message: string; http_status: number | null };
  try {
    await registered.connector.deliver({
      endpoint,
      credentials,
      settings: integration.settings,
      targets: { tags: integration.tags },
      lead: sampleLead(now),
      idempotencyKey: `msg_test_${now.getTime().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
    });
    answer = { result: 'success', message: M.testSent, http_status: endpoint.lastStatus() };
  } catch (error) {
    const failure =
      error instanceof InvalidCredentialsError
        ? new ProviderError(M.invalidCredentials)
        : fetchFailure(error);
    answer = {
      result: 'error',
      message: `The test lead was not delivered: ${failure.message}`,
      http_status: failure.status ?? endpoint.lastStatus(),
    };
  }
  await logActorAction(
    ctx.db,
    actor,
    ip,
    'integration',
    `${INTEGRATION_PROVIDERS[integration.slug].name} tested: ${answer.result} (${company.companyName})`,
  );
  return answer;
}

export async function disconnectIntegration(
  ctx: AppContext,
  actor: Actor,
  integrationId: number,
  ip: string,
) {
  return ctx.db.transaction(async (tx) => {
    const { integration, company } = await integrationInScope(tx, actor, integrationId, { lock: true });
    const now = new Date();
    await tx
      .update(companyIntegrations)
      .set({
        status: 'disconnected',
        credentialsEncrypted: null,
        credentialFields: [],
        disconnectedAt: now,
        updatedAt: now,
      })
      .where(eq(companyIntegrations.id, integration.id));
    // What was waiting for it will not be sent: the log says why, and Resend works once reconnected.
    // One being sent now ends with its attempt (the engine finds the integration disconnected after).
    await tx.execute(sql`
      with unqueued as (
        delete from delivery_queue where integration_id = ${integration.id} and status = 'pending'
        returning delivery_id, company_id, lead_received_at
      )
      update lead_deliveries d
      set status = 'failed', last_error = 'The integration was disconnected.', updated_at = ${now}
      from unqueued u
      where d.id = u.delivery_id and d.company_id = u.company_id
        and d.lead_received_at = u.lead_received_at`);
    await logActorAction(
      tx,
      actor,
      ip,
      'integration',
      `${INTEGRATION_PROVIDERS[integration.slug].name} disconnected (${company.companyName})`,
    );
    return { result: 'success' as const, message: M.disconnected };
  });
}

/**
 * A new signing secret, answered once. The web keeps the old one signing for a day; the developer
 * API asks for a clean cut (`previousSigns: false`: a leaked secret stops at once).
 */
export async function rotateWebhookSecret(
  ctx: AppContext,
  actor: Actor,
  integrationId: number,
  ip: string,
  { previousSigns = true }: { previousSigns?: boolean } = {},
) {
  return ctx.db.transaction(async (tx) => {
    const { integration, company } = await integrationInScope(tx, actor, integrationId, { lock: true });
    if (integration.slug !== 'webhook')
      throw new AppError(422, 'webhookOnly', { integrationId: 'Not a webhook.' });
    const now = new Date();
    const previous = openCredentials(ctx.config, integration.credentialsEncrypted)?.secret;
    const secret = newWebhookSecret();
    // The old secret signs too for a day, so a receiver can switch without losing a lead.
    const credentials: Record<string, string> =
      previous && previousSigns
        ? {
            secret,
            previous_secret: previous,
            previous_until: new Date(now.getTime() + PREVIOUS_SECRET_GRACE_MS).toISOString(),
          }
        : { secret };
    await tx
      .update(companyIntegrations)
      .set({
        credentialsEncrypted: sealCredentials(ctx.config, credentials),
        settings: { ...integration.settings, secret_hint: secretHint(secret) },
        secretRotatedAt: now,
        updatedAt: now,
      })
      .where(eq(companyIntegrations.id, integration.id));
    // Without a grace the old secret must stop now: the engines drop their cached copy at commit.
    if (!previousSigns)
      await tx.execute(
        sql`select pg_notify(${DELIVERIES_CHANNEL}, ${`${INTEGRATION_CHANGED}${integration.id}`})`,
      );
    await logActorAction(
      tx,
      actor,
      ip,
      'integration',
      `Webhook signing secret rotated (${company.companyName})`,
    );
    return { message: M.secretRotated, secret };
  });
}

/** The targets of a connected provider, of the given kinds; none while it is not connected. */
export async function providerTargets(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  slug: IntegrationSlug,
  kinds: Target['kind'][],
): Promise<Target[]> {
  const found = await connectedIntegration(ctx.db, actor, companyId, slug);
  if (!found) return [];
  const registered = registeredConnector(slug);
  const credentials = openCredentials(ctx.config, found.integration.credentialsEncrypted);
  if (!registered || !credentials) return [];
  const endpoint = endpointFor(ctx, found.integration, credentials);
  if (!endpoint) return [];
  try {
    const targets = await registered.connector.targets(endpoint, credentials);
    return targets.filter((target) => kinds.includes(target.kind));
  } catch (error) {
    if (error instanceof InvalidCredentialsError)
      throw new AppError(422, 'integrationCredentialsRefused', { credentials: M.invalidCredentials });
    throw new AppError(503, 'integrationProviderUnavailable');
  }
}

/** Wakes the delivery engines of every process (after Resend). */
export const wakeDeliveries = (db: AppContext['db']) =>
  db.execute(sql`select pg_notify(${DELIVERIES_CHANNEL}, '')`);
