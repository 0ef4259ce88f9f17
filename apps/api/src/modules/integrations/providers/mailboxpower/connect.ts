// The key is good when the account's groups can be read.
import type { Credentials, ProviderEndpoint } from '../../connector.ts';
import { groupsOf } from './targets.ts';

export async function connect(endpoint: ProviderEndpoint, credentials: Credentials) {
  const groups = await groupsOf(endpoint, credentials);
  return { accountName: `Mailbox Power (${groups.length} ${groups.length === 1 ? 'group' : 'groups'})` };
}
