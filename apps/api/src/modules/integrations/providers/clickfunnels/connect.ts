// The key is good when it may read its workspace (GET /workspaces/{id}); the workspace's name is
// what the integration card shows.
import { z } from 'zod';
import { type Credentials, InvalidCredentialsError, type ProviderEndpoint } from '../../connector.ts';
import { expectShape } from '../provider-http.ts';
import { clickFunnelsRequest, credentialsOf, PROVIDER } from './client.ts';

const workspaceShape = z.object({ id: z.union([z.number(), z.string()]), name: z.string() });

export async function connect(endpoint: ProviderEndpoint, credentials: Credentials) {
  const { workspaceId, subdomain } = credentialsOf(credentials);
  const answer = await clickFunnelsRequest(endpoint, credentials, {
    method: 'GET',
    path: `/workspaces/${workspaceId}`,
    accept: [404],
  });
  if (answer.status === 404)
    throw new InvalidCredentialsError(
      `${PROVIDER} has no workspace ${workspaceId} at ${subdomain}.myclickfunnels.com for this key.`,
    );
  return { accountName: expectShape(PROVIDER, workspaceShape, answer).name };
}
