// Whether an alert's earlier attempt reached the channel after all: conversations.history since a
// little before the lead was made, with message metadata, looking for the delivery's key. Only the
// newest page is read (a busy channel past 200 messages since the lead is not searched further);
// when Slack will not answer (an app added before it could read history), the retry posts.
import type { DeliveryRequest } from '../../connector.ts';
import { slackCall } from './client.ts';

const LOOK_BACK_MS = 60_000;

type HistoryMessage = { metadata?: { event_type?: string; event_payload?: { delivery?: unknown } } };

export async function alreadyPosted(
  request: DeliveryRequest,
  token: string,
  channel: string,
): Promise<boolean> {
  const since = (new Date(request.lead.createdAt).getTime() - LOOK_BACK_MS) / 1000;
  try {
    const answer = await slackCall(request.endpoint, token, (client) =>
      client.conversations.history({
        channel,
        oldest: since.toFixed(6),
        limit: 200,
        include_all_metadata: true,
      }),
    );
    const messages = (answer.messages ?? []) as HistoryMessage[];
    return messages.some(
      (message) =>
        message.metadata?.event_type === 'lead_alert' &&
        message.metadata.event_payload?.delivery === request.idempotencyKey,
    );
  } catch {
    // No scope to read history, or no answer: the post goes ahead (a refused token fails it there).
    return false;
  }
}
