// Salesforce (issue 25 item 5): an org connected by OAuth (its refresh token stored encrypted);
// each lead upserted as a Contact by e-mail, with a Task telling its story. The endpoint's base URL
// is the login host (where tokens are renewed); the org's REST API is at the stored instance URL.
import type { Config } from '../../../../platform/config.ts';
import { type Connector, InvalidCredentialsError, type ProviderEndpoint } from '../../connector.ts';
import type { RegisteredConnector } from '../../connectors.ts';
import type { SalesforceApp } from './client.ts';
import { connect, targets } from './connect.ts';
import { deliver, exists } from './deliver.ts';

export type { SalesforceApp } from './client.ts';
export { exchangeSalesforceCode, salesforceAuthUrl, sameScheme } from './oauth.ts';

/** The platform's connected app, or null when config has none (Salesforce cannot be connected). */
export function salesforceAppOf(config: Config): SalesforceApp | null {
  if (!config.SALESFORCE_CLIENT_ID) return null;
  return {
    clientId: config.SALESFORCE_CLIENT_ID,
    clientSecret: config.SALESFORCE_CLIENT_SECRET,
    loginUrl: config.SALESFORCE_LOGIN_URL,
  };
}

export function createSalesforceConnector(app: SalesforceApp): Connector {
  return {
    slug: 'salesforce',
    connect: (endpoint, credentials) => connect(app, endpoint, credentials),
    targets: () => targets(),
    deliver: (request) => deliver(app, request),
    exists: (request) => exists(app, request),
  };
}

/**
 * The registry hands a connector only its endpoint, and Salesforce needs the connected app too (to
 * renew tokens): the app of the config that named a login URL is kept beside it, found by the
 * endpoint's base URL (as Google Sheets does).
 */
const appsByLoginUrl = new Map<string, SalesforceApp>();

function appFor(endpoint: ProviderEndpoint): SalesforceApp {
  const app = appsByLoginUrl.get(endpoint.baseUrl);
  if (!app) throw new InvalidCredentialsError('Salesforce is not set up on this platform.');
  return app;
}

const registeredSalesforceConnector: Connector = {
  slug: 'salesforce',
  connect: (endpoint, credentials) => connect(appFor(endpoint), endpoint, credentials),
  targets: () => targets(),
  deliver: (request) => deliver(appFor(request.endpoint), request),
  exists: (request) => exists(appFor(request.endpoint), request),
};

export const salesforceProvider: RegisteredConnector = {
  connector: registeredSalesforceConnector,
  baseUrl: (config) => {
    const app = salesforceAppOf(config);
    if (app) appsByLoginUrl.set(config.SALESFORCE_LOGIN_URL, app);
    return config.SALESFORCE_LOGIN_URL;
  },
  story: true,
};
