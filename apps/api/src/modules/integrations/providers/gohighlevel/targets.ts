// The tags of the location (GET /locations/{locationId}/tags). Contacts carry tags by name, so a
// tag's name is also its id here.
import { z } from 'zod';
import type { Credentials, ProviderEndpoint, Target } from '../../connector.ts';
import { expectShape } from '../provider-http.ts';
import { credentialsOf, highLevelRequest, PROVIDER } from './client.ts';

const tagsAnswer = z.object({ tags: z.array(z.object({ id: z.string().optional(), name: z.string() })) });

export async function targets(endpoint: ProviderEndpoint, credentials: Credentials): Promise<Target[]> {
  const { token, locationId } = credentialsOf(credentials);
  const answer = await highLevelRequest(endpoint, token, {
    method: 'GET',
    path: `/locations/${encodeURIComponent(locationId)}/tags`,
  });
  return expectShape(PROVIDER, tagsAnswer, answer).tags.map((tag) => ({
    id: tag.name,
    name: tag.name,
    kind: 'tag',
  }));
}
