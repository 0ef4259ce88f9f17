// The account's lists and tags (retrieve_account_lists, retrieve_account_tags). Kartra names both
// by their name, which is what lead actions take, so names are the ids.
import { z } from 'zod';
import type { Credentials, ProviderEndpoint, Target } from '../../connector.ts';
import { expectShape } from '../provider-http.ts';
import { kartraCall, PROVIDER } from './client.ts';

const listsShape = z.object({ account_lists: z.array(z.string()) });
const tagsShape = z.object({ account_tags: z.array(z.string()) });

const shaped = <T>(schema: z.ZodType<T>, body: unknown) =>
  expectShape(PROVIDER, schema, { status: 200, headers: new Headers(), body });

export async function listsOf(endpoint: ProviderEndpoint, credentials: Credentials) {
  const answer = await kartraCall(endpoint, credentials, {
    actions: [{ cmd: 'retrieve_account_lists' }],
  });
  return shaped(listsShape, answer).account_lists;
}

export async function tagsOf(endpoint: ProviderEndpoint, credentials: Credentials) {
  const answer = await kartraCall(endpoint, credentials, {
    actions: [{ cmd: 'retrieve_account_tags' }],
  });
  return shaped(tagsShape, answer).account_tags;
}

export async function targets(endpoint: ProviderEndpoint, credentials: Credentials): Promise<Target[]> {
  const [lists, tags] = [await listsOf(endpoint, credentials), await tagsOf(endpoint, credentials)];
  return [
    ...lists.map((name): Target => ({ id: name, name, kind: 'list' })),
    ...tags.map((name): Target => ({ id: name, name, kind: 'tag' })),
  ];
}
