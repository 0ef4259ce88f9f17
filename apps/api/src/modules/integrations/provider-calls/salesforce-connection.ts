// "Connect with Salesforce" for a company (issue 25 item 5): the install address (Salesforce's
// authorize page with the platform's connected app and a sealed state naming the company), and
// Salesforce's redirect back, which trades the code for the org's tokens and connects the company's
// Salesforce integration.
import type { Actor } from '../../../platform/access/actor.ts';
import { integrationCompany } from '../../../platform/access/integrations.ts';
import { oauthStateFor } from '../../../platform/access/oauth-state.ts';
import type { AppContext } from '../../../platform/app-context.ts';
import { exchangeSalesforceCode, salesforceAppOf, salesforceAuthUrl } from '../providers/salesforce/index.ts';
import { completeOAuthConnection } from './oauth-connection.ts';

export const SALESFORCE_CALLBACK_PATH = '/api/integrations/salesforce/callback';
/** Where the browser lands after Salesforce: Salesforce's page of /integrations/{slug}/{name}. */
export const SALESFORCE_SETTINGS_PAGE = '/integrations/salesforce/salesforce';

const redirectUriOf = (ctx: AppContext, origin: string) =>
  ctx.config.SALESFORCE_OAUTH_REDIRECT_URL ?? `${origin}${SALESFORCE_CALLBACK_PATH}`;

export async function salesforceInstallUrl(ctx: AppContext, actor: Actor, companyId: number, origin: string) {
  const company = await integrationCompany(ctx.db, actor, companyId);
  const app = salesforceAppOf(ctx.config);
  if (!app) return { auth_url: null };
  const state = oauthStateFor(ctx.config, actor, company, 'salesforce-oauth');
  return { auth_url: salesforceAuthUrl(app, redirectUriOf(ctx, origin), state) };
}

/** Salesforce's redirect: where the browser goes next (Salesforce's settings page, saying what happened). */
export async function completeSalesforceConnection(
  ctx: AppContext,
  query: { code?: string; state: string; error?: string },
  origin: string,
): Promise<string> {
  const app = salesforceAppOf(ctx.config);
  const endpoint = {
    baseUrl: ctx.config.SALESFORCE_LOGIN_URL,
    fetch,
    timeoutMs: ctx.config.INTEGRATION_TIMEOUT_MS,
  };
  return completeOAuthConnection(
    ctx,
    {
      slug: 'salesforce',
      providerName: 'Salesforce',
      purpose: 'salesforce-oauth',
      landingPage: SALESFORCE_SETTINGS_PAGE,
      outcomeParam: 'salesforce',
      exchange: app && ((code) => exchangeSalesforceCode(app, endpoint, redirectUriOf(ctx, origin), code)),
    },
    query,
  );
}
