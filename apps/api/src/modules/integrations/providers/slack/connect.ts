// A Slack connection is good when its bot token passes auth.test (OAuth installs) or its incoming
// webhook accepts a first message, which also shows the user where the alerts will appear.
import { z } from 'zod';
import { type Credentials, type ProviderEndpoint, ProviderError } from '../../connector.ts';
import { PROVIDER, slackCall } from './client.ts';
import { postToWebhook } from './webhook.ts';

const authTest = z.object({ team: z.string().optional(), user: z.string().optional() });

export const CONNECTED_MESSAGE = 'Lead alerts will be posted here.';

export async function connect(endpoint: ProviderEndpoint, credentials: Credentials) {
  if (!credentials.bot_token) {
    await postToWebhook(endpoint, credentials, { text: CONNECTED_MESSAGE });
    return { accountName: 'Slack (incoming webhook)' };
  }
  const answer = authTest.safeParse(
    await slackCall(endpoint, credentials.bot_token, (client) => client.auth.test()),
  );
  if (!answer.success) throw new ProviderError(`${PROVIDER} answered in an unexpected shape.`);
  return { accountName: `Slack · ${answer.data.team ?? credentials.team_name ?? 'workspace'}` };
}
