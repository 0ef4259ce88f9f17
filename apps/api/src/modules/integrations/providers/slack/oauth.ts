// "Add to Slack": the OAuth 2.0 v2 flow of a Slack app (the platform's, from config). The browser
// goes to Slack's authorize page with the bot scopes; Slack sends it back with a code, which
// oauth.v2.access trades for the workspace's bot token.
import { z } from 'zod';
import type { Credentials, ProviderEndpoint } from '../../connector.ts';
import { ProviderError } from '../../connector.ts';
import { PROVIDER, slackCall } from './client.ts';

/**
 * Post alerts (also to public channels the bot has not joined), list channels to choose from, and
 * incoming-webhook: Slack's install screen asks the installer for a channel, the default for tests
 * and for campaigns that choose none.
 */
export const SLACK_BOT_SCOPES = [
  'chat:write',
  'chat:write.public',
  'channels:read',
  'groups:read',
  'incoming-webhook',
];

export type SlackApp = { clientId: string; clientSecret: string; authorizeUrl: string };

export function slackAuthUrl(app: SlackApp, redirectUri: string, state: string): string {
  const url = new URL(app.authorizeUrl);
  url.searchParams.set('client_id', app.clientId);
  url.searchParams.set('scope', SLACK_BOT_SCOPES.join(','));
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  return url.href;
}

const granted = z.object({
  access_token: z.string().min(1),
  token_type: z.literal('bot'),
  bot_user_id: z.string().optional(),
  team: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
  incoming_webhook: z.object({ channel: z.string(), channel_id: z.string() }).partial().optional(),
});

/** Trades Slack's code for the bot token: the credentials to store, and the workspace's name. */
export async function exchangeSlackCode(
  app: SlackApp,
  endpoint: ProviderEndpoint,
  redirectUri: string,
  code: string,
): Promise<{ credentials: Credentials; accountName: string }> {
  const raw = await slackCall(endpoint, undefined, (client) =>
    client.oauth.v2.access({
      client_id: app.clientId,
      client_secret: app.clientSecret,
      code,
      redirect_uri: redirectUri,
    }),
  );
  const answer = granted.safeParse(raw);
  if (!answer.success)
    throw new ProviderError(`${PROVIDER} did not grant a bot token.`, 200, undefined, true);
  const team = answer.data.team;
  const channel = answer.data.incoming_webhook;
  return {
    credentials: {
      bot_token: answer.data.access_token,
      ...(channel?.channel_id ? { default_channel: channel.channel_id } : {}),
      ...(team ? { team_id: team.id, team_name: team.name } : {}),
      ...(answer.data.bot_user_id ? { bot_user_id: answer.data.bot_user_id } : {}),
    },
    accountName: `Slack · ${team?.name ?? 'workspace'}${channel?.channel ? ` (${channel.channel})` : ''}`,
  };
}
