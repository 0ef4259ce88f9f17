// Google Sheets: a Google account connected by OAuth (its refresh token stored encrypted); one row
// per lead in the campaign's spreadsheet.
import type { Connector } from '../../connector.ts';
import type { GoogleSettings } from './client.ts';
import { connect } from './connect.ts';
import { deliver, exists } from './deliver.ts';
import { targets } from './targets.ts';

export type { GoogleSettings } from './client.ts';
export { exchangeCode, googleAuthUrl, revokeGoogleAccess } from './oauth.ts';
export { createSpreadsheet } from './targets.ts';

export function createGoogleSheetConnector(settings: GoogleSettings): Connector {
  return {
    slug: 'googlesheet',
    connect: (endpoint, credentials) => connect(settings, endpoint, credentials),
    targets: (endpoint, credentials) => targets(settings, endpoint, credentials),
    deliver: (request) => deliver(settings, request),
    exists: (request) => exists(settings, request),
  };
}
