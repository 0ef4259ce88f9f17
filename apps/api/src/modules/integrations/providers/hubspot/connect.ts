// A private app's token is good when it may read contacts (the scope delivery needs besides write):
// a token without it answers 403, which becomes InvalidCredentialsError.
import type { Credentials, ProviderEndpoint } from '../../connector.ts';
import { hubspotCall } from './client.ts';

export async function connect(endpoint: ProviderEndpoint, credentials: Credentials) {
  await hubspotCall(endpoint, credentials, (client) => client.crm.contacts.basicApi.getPage(1));
  return { accountName: 'HubSpot (private app)' };
}
