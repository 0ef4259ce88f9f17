// The account's contact groups (GET /groups).
import { z } from 'zod';
import type { Credentials, ProviderEndpoint, Target } from '../../connector.ts';
import { expectShape } from '../provider-http.ts';
import { collectionOf, idShape, mailboxPowerRequest, PROVIDER } from './client.ts';

const groupsShape = collectionOf(z.object({ id: idShape, name: z.string() }));

export async function groupsOf(endpoint: ProviderEndpoint, credentials: Credentials) {
  const answer = await mailboxPowerRequest(endpoint, credentials, { method: 'GET', path: '/v1/groups' });
  return expectShape(PROVIDER, groupsShape, answer).data;
}

export async function targets(endpoint: ProviderEndpoint, credentials: Credentials): Promise<Target[]> {
  return (await groupsOf(endpoint, credentials)).map((group) => ({
    id: group.id,
    name: group.name,
    kind: 'group',
  }));
}
