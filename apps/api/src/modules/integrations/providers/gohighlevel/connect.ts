// The token is good when it may read its location (GET /locations/{locationId}); the location's
// name is what the integration card shows.
import { z } from 'zod';
import { type Credentials, InvalidCredentialsError, type ProviderEndpoint } from '../../connector.ts';
import { expectShape } from '../provider-http.ts';
import { credentialsOf, highLevelRequest, PROVIDER } from './client.ts';

const locationAnswer = z.object({ location: z.object({ id: z.string(), name: z.string() }) });

export async function connect(endpoint: ProviderEndpoint, credentials: Credentials) {
  const { token, locationId } = credentialsOf(credentials);
  const answer = await highLevelRequest(endpoint, token, {
    method: 'GET',
    path: `/locations/${encodeURIComponent(locationId)}`,
    accept: [400, 404, 422],
  });
  if (answer.status >= 400)
    throw new InvalidCredentialsError(`${PROVIDER} does not know the location ID ${locationId}.`);
  return { accountName: expectShape(PROVIDER, locationAnswer, answer).location.name };
}
