// A SendGrid API key is good when it may read the Marketing Campaigns lists: the permission
// delivery needs (a key without it answers 403, which becomes InvalidCredentialsError).
import type { Credentials, ProviderEndpoint } from '../../connector.ts';
import { listsOf } from './targets.ts';

export async function connect(endpoint: ProviderEndpoint, credentials: Credentials) {
  const { count } = await listsOf(endpoint, credentials, 1);
  return { accountName: `SendGrid (${count} ${count === 1 ? 'list' : 'lists'})` };
}
