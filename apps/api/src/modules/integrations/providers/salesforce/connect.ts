// A Salesforce connection is good when its tokens may read the org's limits (GET /limits): the
// refresh token renews an expired access token on the way, and a revoked grant is refused.
import type { Credentials, ProviderEndpoint, Target } from '../../connector.ts';
import { type SalesforceApp, salesforceCall } from './client.ts';
import { accountNameOf } from './oauth.ts';

export async function connect(app: SalesforceApp, endpoint: ProviderEndpoint, credentials: Credentials) {
  await salesforceCall(app, endpoint, credentials, (connection) =>
    connection.request({ method: 'GET', url: '/limits' }),
  );
  return { accountName: accountNameOf(credentials.username, credentials.instance_url ?? '') };
}

/** Contacts are upserted by e-mail, not put into lists: a campaign chooses no target. */
export async function targets(): Promise<Target[]> {
  return [];
}
