// Slack: lead alerts posted to a channel, by an installed app (OAuth; the campaign picks the
// channel) or an incoming webhook. Which leads are posted is the campaign's alert rule, applied when
// the deliveries are made (create-deliveries-job.ts).
import type { Connector } from '../../connector.ts';
import type { RegisteredConnector } from '../../connectors.ts';
import { connect } from './connect.ts';
import { deliver } from './deliver.ts';
import { targets } from './targets.ts';

export { exchangeSlackCode, type SlackApp, slackAuthUrl } from './oauth.ts';

export const slackConnector: Connector = { slug: 'slack', connect, targets, deliver };

export const slackProvider: RegisteredConnector = {
  connector: slackConnector,
  baseUrl: (config, credentials) =>
    credentials.bot_token ? config.SLACK_API_BASE_URL : config.SLACK_WEBHOOK_BASE_URL,
  story: true,
};
