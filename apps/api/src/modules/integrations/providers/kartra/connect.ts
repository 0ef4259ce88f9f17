// Kartra has no "who am I" call: the key and password are good when the account's lists can be read.
import type { Credentials, ProviderEndpoint } from '../../connector.ts';
import { listsOf } from './targets.ts';

export async function connect(endpoint: ProviderEndpoint, credentials: Credentials) {
  const lists = await listsOf(endpoint, credentials);
  return { accountName: `Kartra (${lists.length} ${lists.length === 1 ? 'list' : 'lists'})` };
}
