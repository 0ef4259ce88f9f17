// The workspace's contact tags (GET /workspaces/{id}/contacts/tags), and creating one
// (POST /workspaces/{id}/contacts/tags; names are unique per workspace, a duplicate is refused 422).
import type { Credentials, ProviderEndpoint, Target } from '../../connector.ts';
import { expectShape } from '../provider-http.ts';
import { allPages, clickFunnelsRequest, credentialsOf, PROVIDER, tagShape } from './client.ts';

export async function targets(endpoint: ProviderEndpoint, credentials: Credentials): Promise<Target[]> {
  const { workspaceId } = credentialsOf(credentials);
  const tags = await allPages(endpoint, credentials, `/workspaces/${workspaceId}/contacts/tags`, tagShape);
  return tags.map((tag) => ({ id: tag.id, name: tag.name, kind: 'tag' }));
}

export async function createTag(
  endpoint: ProviderEndpoint,
  credentials: Credentials,
  name: string,
): Promise<Target> {
  const { workspaceId } = credentialsOf(credentials);
  const answer = await clickFunnelsRequest(endpoint, credentials, {
    method: 'POST',
    path: `/workspaces/${workspaceId}/contacts/tags`,
    json: { contacts_tag: { name } },
  });
  const tag = expectShape(PROVIDER, tagShape, answer);
  return { id: tag.id, name: tag.name, kind: 'tag' };
}
