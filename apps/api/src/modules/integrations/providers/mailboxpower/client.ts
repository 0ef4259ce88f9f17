// Mailbox Power (direct mail and gifting): an account API key sent as a Bearer token to its REST
// API (api.mailboxpower.com/v1/…), where contacts belong to groups. Mailbox Power gives its API
// reference to account holders rather than publishing it, so the paths below follow the resources
// its public integrations (Zapier, Make) expose: groups, contacts found by e-mail, contacts created
// in groups. All of them sit in this folder, so a correction is one file.
import { z } from 'zod';
import type { Credentials, ProviderEndpoint } from '../../connector.ts';
import { type ProviderRequest, providerRequest, requiredCredential } from '../provider-http.ts';

export const PROVIDER = 'Mailbox Power';

export const apiKeyOf = (credentials: Credentials) =>
  requiredCredential(PROVIDER, credentials, 'api_key', 'an API key');

export function mailboxPowerRequest(
  endpoint: ProviderEndpoint,
  credentials: Credentials,
  request: ProviderRequest,
) {
  return providerRequest(PROVIDER, endpoint, {
    ...request,
    headers: { authorization: `Bearer ${apiKeyOf(credentials)}`, ...request.headers },
  });
}

/** Collections come as `{ data: [...] }`; ids may be numbers. */
export const collectionOf = <T extends z.ZodTypeAny>(item: T) => z.object({ data: z.array(item) });
export const idShape = z.union([z.string(), z.number()]).transform(String);
