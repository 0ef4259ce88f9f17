// Salesforce's REST API through jsforce's Connection (API 62.0): the org's instance URL and tokens
// from the stored credentials, the platform's connected app (from config) to refresh an expired
// access token with the refresh token (jsforce does it on a 401 INVALID_SESSION_ID and repeats the
// request; the renewed token is kept for later calls), and a transport on the endpoint's fetch and
// time limit. Errors become connector errors.
import { Connection } from 'jsforce';
import {
  type Credentials,
  InvalidCredentialsError,
  type ProviderEndpoint,
  ProviderError,
} from '../../connector.ts';
import { errorCodeIn, FetchTransport, PROVIDER } from './fetch-transport.ts';
import { forgetRenewedAccessToken, keepRenewedAccessToken, renewedAccessToken } from './renewed-tokens.ts';

export { PROVIDER } from './fetch-transport.ts';

export const API_VERSION = '62.0';

/** The platform's connected app and where Salesforce's logins are (login.salesforce.com, a fake). */
export type SalesforceApp = { clientId: string; clientSecret?: string; loginUrl: string };

type JsforceFailure = Error & { errorCode?: string; data?: unknown };

/** A Connection whose every request goes through `transport`. */
export function connectionOn(
  app: SalesforceApp,
  transport: FetchTransport,
  session: { instanceUrl?: string; accessToken?: string; refreshToken?: string; redirectUri?: string },
): Connection {
  const connection = new Connection({
    oauth2: {
      clientId: app.clientId,
      clientSecret: app.clientSecret,
      loginUrl: app.loginUrl.replace(/\/+$/, ''),
      redirectUri: session.redirectUri,
    },
    instanceUrl: session.instanceUrl,
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    version: API_VERSION,
  });
  // jsforce keeps its transports private; both the API's and the token endpoint's use this one.
  (connection as unknown as { _transport: FetchTransport })._transport = transport;
  (connection.oauth2 as unknown as { _transport: FetchTransport })._transport = transport;
  return connection;
}

/** Runs calls on the org the credentials name; any failure comes out as a connector error. */
export async function salesforceCall<T>(
  app: SalesforceApp,
  endpoint: ProviderEndpoint,
  credentials: Credentials,
  call: (connection: Connection) => Promise<T>,
): Promise<T> {
  const { instance_url: instanceUrl, refresh_token: refreshToken } = credentials;
  if (!instanceUrl || !refreshToken)
    throw new InvalidCredentialsError(`${PROVIDER} is not connected. Connect Salesforce again.`);
  const transport = new FetchTransport(endpoint);
  const connection = connectionOn(app, transport, {
    instanceUrl,
    accessToken: renewedAccessToken(instanceUrl, refreshToken) ?? credentials.access_token,
    refreshToken,
  });
  connection.on('refresh', (accessToken: string) =>
    keepRenewedAccessToken(instanceUrl, refreshToken, accessToken),
  );
  try {
    return await withConnectorErrors(transport, () => call(connection));
  } catch (error) {
    if (error instanceof InvalidCredentialsError) forgetRenewedAccessToken(instanceUrl, refreshToken);
    throw error;
  }
}

/** Runs a call, turning what jsforce throws into InvalidCredentialsError or ProviderError. */
export async function withConnectorErrors<T>(transport: FetchTransport, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof InvalidCredentialsError || error instanceof ProviderError) throw error;
    if (transport.failure) throw transport.failure;
    throw salesforceError(error as JsforceFailure, transport.lastStatus);
  }
}

function salesforceError(failure: JsforceFailure, status: number | undefined): Error {
  const code = failure.errorCode ?? errorCodeIn(failure.data);
  if (failure.message?.startsWith('Unable to refresh session'))
    return new InvalidCredentialsError(`${PROVIDER} could not renew its access. Connect Salesforce again.`);
  if (status !== undefined && status >= 400 && status < 500)
    return new ProviderError(
      `${PROVIDER} refused the request${code ? ` (${code})` : ''}: ${failure.message}`.slice(0, 500),
      status,
      undefined,
      true,
    );
  // Anything else (jsforce could not read the answer): not understood; try again later.
  return new ProviderError(`${PROVIDER} answered in an unexpected shape.`, status);
}
