// Slack incoming webhooks (for workspaces that cannot install apps): one POST of the message to the
// saved address, which answers 200 "ok" or an error word (Slack's incoming-webhook errors:
// invalid_payload, no_text, invalid_token, action_prohibited, no_service, channel_not_found,
// channel_is_archived…). 429 and 5xx are the shared rules' (retry, Retry-After).
import {
  type Credentials,
  InvalidCredentialsError,
  type ProviderEndpoint,
  ProviderError,
} from '../../connector.ts';
import { providerRequest, requiredCredential } from '../provider-http.ts';
import { PROVIDER, slackWebhookPath } from './client.ts';

/** Answers that say the address no longer leads to a channel: the user must connect again. */
const GONE = new Set([403, 404, 410]);

export function webhookPathOf(endpoint: ProviderEndpoint, credentials: Credentials): string {
  const url = requiredCredential(PROVIDER, credentials, 'webhook_url', 'an incoming webhook URL');
  const path = slackWebhookPath(endpoint.baseUrl, url);
  if (!path)
    throw new InvalidCredentialsError(
      `This is not a Slack incoming webhook URL: it starts with ${endpoint.baseUrl.replace(/\/+$/, '')}/services/.`,
    );
  return path;
}

export async function postToWebhook(
  endpoint: ProviderEndpoint,
  credentials: Credentials,
  message: object,
): Promise<void> {
  const answer = await providerRequest(PROVIDER, endpoint, {
    method: 'POST',
    path: webhookPathOf(endpoint, credentials),
    json: message,
    accept: [200, 400, ...GONE],
  });
  const word = typeof answer.body === 'string' ? answer.body.trim().slice(0, 100) : '';
  if (answer.status === 200 && word === 'ok') return;
  if (GONE.has(answer.status))
    throw new InvalidCredentialsError(
      `The Slack incoming webhook no longer posts to a channel (${word || answer.status}). Connect Slack again.`,
    );
  if (answer.status === 200) throw new ProviderError(`${PROVIDER} answered 200 without "ok".`, 200);
  throw new ProviderError(
    `${PROVIDER} refused the message (${answer.status}): ${word || 'no reason given'}.`,
    answer.status,
    undefined,
    true,
  );
}
