// ClickFunnels API v2 (https://{subdomain}.myclickfunnels.com/api/v2): a workspace API key as a
// Bearer token, the workspace's subdomain in the host and its id in the paths. Lists come 20 at a
// time in ascending id; the `Pagination-Next` header gives the `after` cursor of the next page.
import { z } from 'zod';
import {
  type Credentials,
  InvalidCredentialsError,
  type ProviderEndpoint,
  ProviderError,
} from '../../connector.ts';
import { type ProviderRequest, providerRequest, requiredCredential } from '../provider-http.ts';

export const PROVIDER = 'ClickFunnels';

export function credentialsOf(credentials: Credentials) {
  const subdomain = requiredCredential(
    PROVIDER,
    credentials,
    'subdomain',
    'the workspace subdomain',
  ).toLowerCase();
  // The subdomain lands in a host name: only what a DNS label may hold.
  if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(subdomain))
    throw new InvalidCredentialsError(`${PROVIDER} subdomains hold only letters, digits and dashes.`);
  const workspaceId = requiredCredential(PROVIDER, credentials, 'workspace_id', 'the workspace ID');
  if (!/^\d+$/.test(workspaceId)) throw new InvalidCredentialsError(`${PROVIDER} workspace IDs are numbers.`);
  return {
    token: requiredCredential(PROVIDER, credentials, 'api_token', 'an API token'),
    subdomain,
    workspaceId,
  };
}

export function clickFunnelsRequest(
  endpoint: ProviderEndpoint,
  credentials: Credentials,
  request: ProviderRequest,
) {
  const { token, subdomain } = credentialsOf(credentials);
  return providerRequest(
    PROVIDER,
    { ...endpoint, baseUrl: endpoint.baseUrl.replace('{subdomain}', subdomain) },
    { ...request, headers: { authorization: `Bearer ${token}`, ...request.headers } },
  );
}

export const idShape = z.union([z.number(), z.string()]).transform(String);
export const tagShape = z.object({ id: idShape, name: z.string() });

/** Every page of a list endpoint (at most 50 pages of 20). */
export async function allPages<T>(
  endpoint: ProviderEndpoint,
  credentials: Credentials,
  path: string,
  item: z.ZodType<T>,
  parse: (body: unknown) => T[] | undefined = (body) => {
    const result = z.array(item).safeParse(body);
    return result.success ? result.data : undefined;
  },
): Promise<T[]> {
  const items: T[] = [];
  let after: string | undefined;
  for (let page = 0; page < 50; page++) {
    const answer = await clickFunnelsRequest(endpoint, credentials, {
      method: 'GET',
      path,
      query: { after },
    });
    const pageItems = parse(answer.body);
    if (!pageItems)
      throw new ProviderError(`${PROVIDER} answered ${answer.status} in an unexpected shape.`, answer.status);
    items.push(...pageItems);
    after = answer.headers.get('pagination-next') ?? undefined;
    if (!after || pageItems.length === 0) break;
  }
  return items;
}
