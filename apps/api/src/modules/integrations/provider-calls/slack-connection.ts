// "Add to Slack" for a company (issue 25 item 4): the install address (Slack's authorize page with
// the platform app's client id and a sealed state naming the company), and Slack's redirect back,
// which trades the code for the bot token and connects the company's Slack integration.
import type { Actor } from '../../../platform/access/actor.ts';
import { integrationCompany } from '../../../platform/access/integrations.ts';
import { oauthStateFor } from '../../../platform/access/oauth-state.ts';
import type { AppContext } from '../../../platform/app-context.ts';
import { exchangeSlackCode, type SlackApp, slackAuthUrl } from '../providers/slack/index.ts';
import { completeOAuthConnection } from './oauth-connection.ts';

export const SLACK_CALLBACK_PATH = '/api/integrations/slack/callback';
/** Where the browser lands after Slack: Slack's page of /integrations/{slug}/{name}. */
export const SLACK_SETTINGS_PAGE = '/integrations/slack/slack';

function slackAppOf(ctx: AppContext): SlackApp | null {
  const { SLACK_CLIENT_ID, SLACK_CLIENT_SECRET, SLACK_AUTHORIZE_URL } = ctx.config;
  if (!SLACK_CLIENT_ID || !SLACK_CLIENT_SECRET) return null;
  return { clientId: SLACK_CLIENT_ID, clientSecret: SLACK_CLIENT_SECRET, authorizeUrl: SLACK_AUTHORIZE_URL };
}

const redirectUriOf = (ctx: AppContext, origin: string) =>
  ctx.config.SLACK_OAUTH_REDIRECT_URL ?? `${origin}${SLACK_CALLBACK_PATH}`;

export async function slackInstallUrl(ctx: AppContext, actor: Actor, companyId: number, origin: string) {
  const company = await integrationCompany(ctx.db, actor, companyId);
  const app = slackAppOf(ctx);
  if (!app) return { auth_url: null };
  const state = oauthStateFor(ctx.config, actor, company, 'slack-oauth');
  return { auth_url: slackAuthUrl(app, redirectUriOf(ctx, origin), state) };
}

/** Slack's redirect: where the browser goes next (Slack's settings page, saying what happened). */
export async function completeSlackInstall(
  ctx: AppContext,
  query: { code?: string; state: string; error?: string },
  origin: string,
): Promise<string> {
  const app = slackAppOf(ctx);
  const endpoint = {
    baseUrl: ctx.config.SLACK_API_BASE_URL,
    fetch,
    timeoutMs: ctx.config.INTEGRATION_TIMEOUT_MS,
  };
  return completeOAuthConnection(
    ctx,
    {
      slug: 'slack',
      providerName: 'Slack',
      purpose: 'slack-oauth',
      landingPage: SLACK_SETTINGS_PAGE,
      outcomeParam: 'slack',
      exchange: app && ((code) => exchangeSlackCode(app, endpoint, redirectUriOf(ctx, origin), code)),
    },
    query,
  );
}
