// Google Sheets: a Google account connected by OAuth (its refresh token stored encrypted); one row
// per lead in the campaign's spreadsheet.
import type { Config } from '../../../../platform/config.ts';
import { type Connector, InvalidCredentialsError, type ProviderEndpoint } from '../../connector.ts';
import type { RegisteredConnector } from '../../connectors.ts';
import type { GoogleSettings } from './client.ts';
import { connect } from './connect.ts';
import { deliver, exists } from './deliver.ts';
import { targets } from './targets.ts';

export type { GoogleSettings } from './client.ts';
export { exchangeCode, googleAuthUrl, revokeGoogleAccess } from './oauth.ts';
export { createSpreadsheet } from './targets.ts';

/** The platform's Google OAuth app and Google's endpoints, from config. */
export function googleSettingsOf(config: Config): GoogleSettings {
  const oauthBase = config.GOOGLE_OAUTH_BASE_URL.replace(/\/+$/, '');
  return {
    clientId: config.GOOGLE_OAUTH_CLIENT_ID,
    clientSecret: config.GOOGLE_OAUTH_CLIENT_SECRET,
    authUrl: config.GOOGLE_OAUTH_AUTHORIZE_URL,
    tokenUrl: `${oauthBase}/token`,
    revokeUrl: `${oauthBase}/revoke`,
    driveBaseUrl: config.GOOGLE_DRIVE_BASE_URL,
  };
}

export function createGoogleSheetConnector(settings: GoogleSettings): Connector {
  return {
    slug: 'googlesheet',
    connect: (endpoint, credentials) => connect(settings, endpoint, credentials),
    targets: (endpoint, credentials) => targets(settings, endpoint, credentials),
    deliver: (request) => deliver(settings, request),
    exists: (request) => exists(settings, request),
  };
}

/**
 * The registry hands a connector only its endpoint, and Google needs the platform's OAuth app too
 * (to refresh tokens): the settings of the config that named a Sheets base URL are kept beside it,
 * and the registered connector finds them by its endpoint's base URL.
 */
const settingsBySheetsUrl = new Map<string, GoogleSettings>();

function settingsFor(endpoint: ProviderEndpoint): GoogleSettings {
  const settings = settingsBySheetsUrl.get(endpoint.baseUrl);
  if (!settings) throw new InvalidCredentialsError('Google Sheets is not set up on this platform.');
  return settings;
}

const registeredGoogleSheetConnector: Connector = {
  slug: 'googlesheet',
  connect: (endpoint, credentials) => connect(settingsFor(endpoint), endpoint, credentials),
  targets: (endpoint, credentials) => targets(settingsFor(endpoint), endpoint, credentials),
  deliver: (request) => deliver(settingsFor(request.endpoint), request),
  exists: (request) => exists(settingsFor(request.endpoint), request),
};

export const googlesheetProvider: RegisteredConnector = {
  connector: registeredGoogleSheetConnector,
  baseUrl: (config) => {
    settingsBySheetsUrl.set(config.GOOGLE_SHEETS_BASE_URL, googleSettingsOf(config));
    return config.GOOGLE_SHEETS_BASE_URL;
  },
};
