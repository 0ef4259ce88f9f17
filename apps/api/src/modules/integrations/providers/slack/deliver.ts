// One alert per lead: chat.postMessage to the campaign's channel (OAuth installs) or a POST to the
// incoming webhook. The message carries the delivery's idempotency key and the lead as message
// metadata (Slack's lead_alert event). Slack takes no idempotency key, so a retry of an app's alert
// first reads the channel's recent messages for that key: an attempt whose answer was lost after
// Slack posted it is not posted twice. (An incoming webhook cannot read its channel: its retry posts.)
import { type DeliveryRequest, ProviderError } from '../../connector.ts';
import { PROVIDER, slackCall } from './client.ts';
import { leadAlertMessage } from './message.ts';
import { alreadyPosted } from './posted.ts';
import { postToWebhook } from './webhook.ts';

export async function deliver(request: DeliveryRequest): Promise<void> {
  const message = leadAlertMessage(request.lead);
  const token = request.credentials.bot_token;
  if (!token) return postToWebhook(request.endpoint, request.credentials, message);
  // The campaign's channel, else the one chosen when the app was added to Slack.
  const channel = request.targets.channel || request.credentials.default_channel;
  if (!channel)
    throw new ProviderError(
      `Choose the ${PROVIDER} channel for this campaign's alerts.`,
      undefined,
      undefined,
      true,
    );
  if ((request.attempt ?? 1) > 1 && (await alreadyPosted(request, token, channel))) return;
  await slackCall(request.endpoint, token, (client) =>
    client.chat.postMessage({
      channel,
      ...message,
      metadata: {
        event_type: 'lead_alert',
        event_payload: {
          delivery: request.idempotencyKey,
          lead_id: request.lead.leadId,
          created_at: request.lead.createdAt,
        },
      },
    }),
  );
}
