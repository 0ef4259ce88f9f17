// The channels a campaign may post to: the workspace's public channels and the private ones the app
// was invited to (conversations.list, cursor paging). An incoming webhook has no choice: Slack fixed
// its channel when it was made.
import { z } from 'zod';
import { type Credentials, type ProviderEndpoint, ProviderError, type Target } from '../../connector.ts';
import { PROVIDER, slackCall } from './client.ts';

const page = z.object({
  channels: z.array(z.object({ id: z.string(), name: z.string(), is_archived: z.boolean().optional() })),
  response_metadata: z.object({ next_cursor: z.string().optional() }).optional(),
});

/** At most 10 pages of 200: a workspace past 2,000 channels shows the first 2,000. */
const MAX_PAGES = 10;

export async function targets(endpoint: ProviderEndpoint, credentials: Credentials): Promise<Target[]> {
  if (!credentials.bot_token) return [];
  const found: Target[] = [];
  let cursor: string | undefined;
  for (let pageNumber = 0; pageNumber < MAX_PAGES; pageNumber++) {
    const raw = await slackCall(endpoint, credentials.bot_token, (client) =>
      client.conversations.list({
        types: 'public_channel,private_channel',
        exclude_archived: true,
        limit: 200,
        ...(cursor ? { cursor } : {}),
      }),
    );
    const answer = page.safeParse(raw);
    if (!answer.success) throw new ProviderError(`${PROVIDER} answered in an unexpected shape.`);
    for (const channel of answer.data.channels)
      if (!channel.is_archived) found.push({ id: channel.id, name: `#${channel.name}`, kind: 'channel' });
    cursor = answer.data.response_metadata?.next_cursor || undefined;
    if (!cursor) break;
  }
  return found;
}
