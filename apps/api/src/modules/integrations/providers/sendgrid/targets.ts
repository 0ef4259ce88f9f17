// The Marketing Campaigns lists of the account (GET /v3/marketing/lists, up to 1,000 a page,
// following `_metadata.next` until there is none).
import { z } from 'zod';
import type { Credentials, ProviderEndpoint, Target } from '../../connector.ts';
import { expectShape } from '../provider-http.ts';
import { PROVIDER, sendgridRequest } from './client.ts';

const listsPage = z.object({
  result: z.array(z.object({ id: z.string(), name: z.string(), contact_count: z.number().optional() })),
  _metadata: z.object({ next: z.string().optional(), count: z.number().optional() }).optional(),
});

/** Pages through every list; `pageSize` 1 when only the first answer matters (checking a key). */
export async function listsOf(endpoint: ProviderEndpoint, credentials: Credentials, pageSize = 1000) {
  const lists: z.infer<typeof listsPage>['result'] = [];
  let pageToken: string | undefined;
  let count: number | undefined;
  for (let page = 0; page < 50; page++) {
    const answer = await sendgridRequest(endpoint, credentials, {
      method: 'GET',
      url: '/v3/marketing/lists',
      qs: { page_size: pageSize, ...(pageToken ? { page_token: pageToken } : {}) },
    });
    const body = expectShape(PROVIDER, listsPage, answer);
    lists.push(...body.result);
    count ??= body._metadata?.count;
    const next = body._metadata?.next;
    pageToken = next
      ? (new URL(next, 'https://api.sendgrid.com').searchParams.get('page_token') ?? undefined)
      : undefined;
    if (!pageToken || pageSize === 1) break;
  }
  return { lists, count: count ?? lists.length };
}

export async function targets(endpoint: ProviderEndpoint, credentials: Credentials): Promise<Target[]> {
  const { lists } = await listsOf(endpoint, credentials);
  return lists.map((list) => ({ id: list.id, name: list.name, kind: 'list' }));
}
