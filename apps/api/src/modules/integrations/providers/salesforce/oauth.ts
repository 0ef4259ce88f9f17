// "Connect with Salesforce": the OAuth 2.0 web server flow of the platform's connected app. The
// browser goes to Salesforce's authorize page (scopes api and refresh_token); Salesforce sends it
// back with a code, which the token endpoint trades for an access token, a refresh token and the
// org's instance URL. The identity URL of the answer names the user and org the account is shown as.
import { OAuth2 } from 'jsforce';
import { z } from 'zod';
import { type Credentials, type ProviderEndpoint, ProviderError } from '../../connector.ts';
import { connectionOn, PROVIDER, type SalesforceApp, withConnectorErrors } from './client.ts';
import { FetchTransport } from './fetch-transport.ts';

export const SALESFORCE_SCOPES = 'api refresh_token';

export function salesforceAuthUrl(app: SalesforceApp, redirectUri: string, state: string): string {
  const oauth2 = new OAuth2({
    clientId: app.clientId,
    loginUrl: app.loginUrl.replace(/\/+$/, ''),
    redirectUri,
  });
  return oauth2.getAuthorizationUrl({ scope: SALESFORCE_SCOPES, state });
}

const granted = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  instance_url: z.string().url(),
  id: z.string().url().optional(),
});
const identity = z.object({
  username: z.string().optional(),
  display_name: z.string().optional(),
  organization_id: z.string().optional(),
});

/** Trades Salesforce's code for tokens: the credentials to store, and the account's name. */
export async function exchangeSalesforceCode(
  app: SalesforceApp,
  endpoint: ProviderEndpoint,
  redirectUri: string,
  code: string,
): Promise<{ credentials: Credentials; accountName: string }> {
  const transport = new FetchTransport(endpoint);
  const connection = connectionOn(app, transport, { redirectUri });
  return withConnectorErrors(transport, async () => {
    const answer = granted.safeParse(await connection.oauth2.requestToken(code));
    if (!answer.success)
      throw new ProviderError(
        `${PROVIDER} did not grant offline access; connect again and allow it.`,
        undefined,
        undefined,
        true,
      );
    const tokens = answer.data;
    // Every later call goes to the org's instance: it must be a web address of the login's own scheme
    // (https in production), never a file, a data URL or a plain-http downgrade.
    if (!sameScheme(tokens.instance_url, app.loginUrl))
      throw new ProviderError(
        `${PROVIDER} answered with an org address that cannot be used.`,
        undefined,
        undefined,
        true,
      );
    let who: z.infer<typeof identity> = {};
    if (tokens.id) {
      const signedIn = connectionOn(app, transport, {
        instanceUrl: tokens.instance_url,
        accessToken: tokens.access_token,
      });
      who = identity.safeParse(await signedIn.request({ method: 'GET', url: tokens.id })).data ?? {};
    }
    const username = who.username ?? who.display_name;
    return {
      credentials: {
        access_token: tokens.access_token,
        refresh_token: tokens.refresh_token,
        instance_url: tokens.instance_url,
        ...(username ? { username } : {}),
        ...(who.organization_id ? { organization_id: who.organization_id } : {}),
      },
      accountName: accountNameOf(username, tokens.instance_url),
    };
  });
}

/** Whether an org address from the token answer may be called: the login's scheme, no credentials. */
export function sameScheme(instanceUrl: string, loginUrl: string): boolean {
  try {
    const instance = new URL(instanceUrl);
    return instance.protocol === new URL(loginUrl).protocol && !instance.username && !instance.password;
  } catch {
    return false;
  }
}

/** "Salesforce · ada@acme.test", or the org's host when the identity named no one. */
export function accountNameOf(username: string | undefined, instanceUrl: string): string {
  if (username) return `${PROVIDER} · ${username}`;
  try {
    return `${PROVIDER} · ${new URL(instanceUrl).host}`;
  } catch {
    return PROVIDER;
  }
}
