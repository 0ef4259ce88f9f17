// Google Sheets through Google's own clients: an OAuth2Client (google-auth-library) holding the
// client's refresh token, and the Sheets v4 client (@googleapis/sheets) on the configured root URL.
// The platform's OAuth app (client id and secret) and Google's OAuth and Drive endpoints come from
// config, so tests point all of it at a local fake.
import { sheets, type sheets_v4 } from '@googleapis/sheets';
import { OAuth2Client } from 'google-auth-library';
import {
  type Credentials,
  InvalidCredentialsError,
  type ProviderEndpoint,
  ProviderError,
} from '../../connector.ts';
import { interpretAnswer, requiredCredential } from '../provider-http.ts';

export const PROVIDER = 'Google Sheets';

/** The platform's Google OAuth app and Google's endpoints (GOOGLE_* in config). */
export type GoogleSettings = {
  clientId?: string;
  clientSecret?: string;
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  /** Where Drive's files.list lives (the spreadsheets a campaign may choose). */
  driveBaseUrl: string;
};

/** Files the platform creates or the user opens with it, and the address that names the account. */
export const GOOGLE_SCOPES = ['https://www.googleapis.com/auth/drive.file', 'openid', 'email'];

export function oauthClient(settings: GoogleSettings, endpoint: ProviderEndpoint, redirectUri?: string) {
  if (!settings.clientId || !settings.clientSecret)
    throw new InvalidCredentialsError(
      `${PROVIDER} is not available on this platform yet: it has no Google OAuth app (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET).`,
    );
  return new OAuth2Client({
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    redirectUri,
    endpoints: {
      oauth2AuthBaseUrl: settings.authUrl,
      oauth2TokenUrl: settings.tokenUrl,
      oauth2RevokeUrl: settings.revokeUrl,
    },
    transporterOptions: { timeout: endpoint.timeoutMs, fetchImplementation: endpoint.fetch, retry: false },
  });
}

/** An OAuth2Client with the connection's tokens; it refreshes the access token when it expires. */
export function authorizedClient(
  settings: GoogleSettings,
  endpoint: ProviderEndpoint,
  credentials: Credentials,
) {
  const client = oauthClient(settings, endpoint);
  const expiry = Number(credentials.expiry_date);
  client.setCredentials({
    refresh_token: requiredCredential(
      PROVIDER,
      credentials,
      'refresh_token',
      'a Google authorization (connect again)',
    ),
    access_token: credentials.access_token || undefined,
    expiry_date: Number.isFinite(expiry) && expiry > 0 ? expiry : undefined,
  });
  return client;
}

export function sheetsClient(endpoint: ProviderEndpoint, auth: OAuth2Client): sheets_v4.Sheets {
  return sheets({
    version: 'v4',
    auth,
    rootUrl: `${endpoint.baseUrl.replace(/\/+$/, '')}/`,
    timeout: endpoint.timeoutMs,
    retry: false,
  });
}

type GaxiosFailure = Error & {
  code?: string | number;
  status?: number;
  config?: { url?: string | URL };
  response?: { status: number; headers: Headers; data: unknown };
};

/** A Google client failure as the connector error it amounts to. */
export function asConnectorError(
  error: unknown,
  settings: GoogleSettings,
  endpoint: ProviderEndpoint,
): Error {
  if (error instanceof InvalidCredentialsError || error instanceof ProviderError) return error;
  const failure = error as GaxiosFailure;
  const response = failure.response;
  if (!response) {
    const text = `${failure.name} ${String(failure.code ?? '')} ${failure.message}`;
    return /timeout|timed out|abort|ETIMEDOUT|ECONNABORTED/i.test(text)
      ? new ProviderError(`${PROVIDER} did not answer within ${endpoint.timeoutMs / 1000} s.`)
      : new ProviderError(`${PROVIDER} could not be reached (${failure.message}).`);
  }
  const fromTokenEndpoint = String(failure.config?.url ?? '').startsWith(settings.tokenUrl);
  // A refresh token Google no longer honours (revoked, expired): the client must connect again.
  if (fromTokenEndpoint && response.status >= 400 && response.status < 500)
    return new InvalidCredentialsError(
      `${PROVIDER} access was revoked or expired: connect the Google account again.`,
    );
  const body = typeof response.data === 'string' ? response.data : JSON.stringify(response.data ?? '');
  try {
    interpretAnswer(PROVIDER, response.status, response.headers ?? new Headers(), body);
  } catch (mapped) {
    return mapped as Error;
  }
  return new ProviderError(`${PROVIDER} answered ${response.status}.`, response.status);
}

/** Runs a Google call; whatever it throws comes out as a connector error. */
export async function googleCall<T>(
  settings: GoogleSettings,
  endpoint: ProviderEndpoint,
  run: () => Promise<T>,
) {
  try {
    return await run();
  } catch (error) {
    throw asConnectorError(error, settings, endpoint);
  }
}
