// Google Sheets' connection of a company (part 2 §7: check-connect and revoke, and our OAuth
// callback): check-connect answers whether the stored grant still works and, when it does not, the
// consent page to send the browser to; the callback stores the refresh token (sealed); revoke
// withdraws the grant at Google and forgets it.
import { INTEGRATION_MESSAGES } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { companyIntegrations } from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/access/actor.ts';
import type { ProvenCompany } from '../../../platform/access/companies.ts';
import { type Integration, integrationCompany } from '../../../platform/access/integrations.ts';
import { oauthStateFor } from '../../../platform/access/oauth-state.ts';
import type { AppContext } from '../../../platform/app-context.ts';
import type { Queryable } from '../../../platform/db.ts';
import { logActorAction } from '../../../platform/user-log.ts';
import { InvalidCredentialsError, ProviderError } from '../connector.ts';
import { openCredentials } from '../credentials.ts';
import {
  createGoogleSheetConnector,
  exchangeCode,
  googleAuthUrl,
  googleSettingsOf,
  googlesheetProvider,
  revokeGoogleAccess,
} from '../providers/googlesheet/index.ts';
import { companyIntegration } from '../read-integrations.ts';
import { askProvider } from './connected-provider.ts';
import { completeOAuthConnection } from './oauth-connection.ts';

export const GOOGLE_CALLBACK_PATH = '/api/leadspeek/googlespreadsheet/callback';
/** Where the browser lands after Google: the provider's page of /integrations/{slug}/{name}. */
export const GOOGLE_SETTINGS_PAGE = '/integrations/googlesheet/google-sheets';

function googleOf(ctx: AppContext) {
  const settings = googleSettingsOf(ctx.config);
  const baseUrl = googlesheetProvider.baseUrl(ctx.config, {}) ?? ctx.config.GOOGLE_SHEETS_BASE_URL;
  return { settings, endpoint: { baseUrl, fetch, timeoutMs: ctx.config.INTEGRATION_TIMEOUT_MS } };
}

/** The redirect registered with Google, or this host's callback. */
export const redirectUriOf = (ctx: AppContext, origin: string) =>
  ctx.config.GOOGLE_OAUTH_REDIRECT_URL ?? `${origin}${GOOGLE_CALLBACK_PATH}`;

async function markIntegration(
  db: Queryable,
  _company: ProvenCompany,
  integration: Integration,
  change: Partial<typeof companyIntegrations.$inferInsert>,
) {
  await db
    .update(companyIntegrations)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(companyIntegrations.id, integration.id));
}

export async function checkGoogleConnection(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  origin: string,
) {
  const company = await integrationCompany(ctx.db, actor, companyId);
  const integration = await companyIntegration(ctx.db, company, 'googlesheet');
  const { settings, endpoint } = googleOf(ctx);
  const credentials =
    integration?.status === 'disconnected'
      ? null
      : openCredentials(ctx.config, integration?.credentialsEncrypted ?? null);
  if (integration && credentials?.refresh_token) {
    try {
      const { accountName } = await createGoogleSheetConnector(settings).connect(endpoint, credentials);
      if (integration.status !== 'connected')
        await markIntegration(ctx.db, company, integration, { status: 'connected', lastError: null });
      return { connected: true, account_name: accountName, auth_url: null };
    } catch (error) {
      // Google did not answer: the stored grant stands until Google says otherwise.
      if (!(error instanceof InvalidCredentialsError))
        return { connected: true, account_name: integration.accountName, auth_url: null };
      await markIntegration(ctx.db, company, integration, { status: 'error', lastError: error.message });
    }
  }
  const available = Boolean(settings.clientId && settings.clientSecret);
  return {
    connected: false,
    account_name: null,
    auth_url: available
      ? googleAuthUrl(
          settings,
          endpoint,
          redirectUriOf(ctx, origin),
          oauthStateFor(ctx.config, actor, company),
        )
      : null,
  };
}

/** Google's redirect: where the browser goes next (the Google Sheets page, saying what happened). */
export async function completeGoogleConnection(
  ctx: AppContext,
  query: { code?: string; state: string; error?: string },
  origin: string,
): Promise<string> {
  const { settings, endpoint } = googleOf(ctx);
  return completeOAuthConnection(
    ctx,
    {
      slug: 'googlesheet',
      providerName: 'Google Sheets',
      purpose: 'google-oauth',
      landingPage: GOOGLE_SETTINGS_PAGE,
      outcomeParam: 'google',
      exchange: (code) => exchangeCode(settings, endpoint, redirectUriOf(ctx, origin), code),
    },
    query,
  );
}

export async function revokeGoogleConnection(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  ip: string | null,
) {
  const company = await integrationCompany(ctx.db, actor, companyId);
  const integration = await companyIntegration(ctx.db, company, 'googlesheet');
  const credentials = openCredentials(ctx.config, integration?.credentialsEncrypted ?? null);
  if (!integration || integration.status === 'disconnected' || !credentials?.refresh_token)
    return { result: 'error' as const, message: INTEGRATION_MESSAGES.notConnected };
  const { settings, endpoint } = googleOf(ctx);
  await askProvider(async () => {
    try {
      await revokeGoogleAccess(settings, endpoint, credentials.refresh_token as string);
    } catch (error) {
      // A grant Google no longer knows (revoked from the Google account) is as good as revoked.
      if (
        !(
          error instanceof InvalidCredentialsError ||
          (error instanceof ProviderError && error.status === 400)
        )
      )
        throw error;
    }
  });
  await ctx.db.transaction(async (tx) => {
    await markIntegration(tx, company, integration, {
      credentialsEncrypted: null,
      status: 'disconnected',
      disconnectedAt: new Date(),
      lastError: null,
    });
    await logActorAction(
      tx,
      actor,
      ip,
      'integration',
      `Revoked Google Sheets access for company #${company.id}`,
    );
  });
  return { result: 'success' as const, message: INTEGRATION_MESSAGES.googleRevoked };
}
