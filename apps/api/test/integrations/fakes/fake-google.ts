// Google's OAuth 2.0 endpoints, Drive files.list and the Sheets v4 values API as Google documents
// them: the authorization-code and refresh-token grants with the client's id and secret in the
// form, invalid_grant for a revoked or unknown token, POST /revoke?token=, Bearer access tokens on
// the APIs, and values.get / values.append / spreadsheets.create on in-memory spreadsheets.
import { json, type Recorded, startFakeServer } from './fake-server.ts';

export const GOOGLE_CLIENT_ID = 'platform-client.apps.googleusercontent.com';
export const GOOGLE_CLIENT_SECRET = 'platform-secret';
export const GOOGLE_GOOD_CODE = 'code-from-consent';
export const GOOGLE_ACCOUNT = 'owner@acme-dental.test';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export async function startFakeGoogle() {
  const refreshTokens = new Set<string>();
  const accessTokens = new Set<string>();
  const revoked: string[] = [];
  const sheets = new Map<string, { title: string; rows: string[][] }>([
    ['sheet-existing', { title: 'Leads 2026', rows: [] }],
  ]);
  let serial = 0;
  const issueAccess = () => {
    const token = `ya29.access-${++serial}`;
    accessTokens.add(token);
    return token;
  };
  const server = await startFakeServer((request: Recorded) => {
    if (request.method === 'POST' && request.path === '/token') {
      const form = request.form ?? new URLSearchParams();
      if (form.get('client_id') !== GOOGLE_CLIENT_ID || form.get('client_secret') !== GOOGLE_CLIENT_SECRET)
        return json(401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' });
      if (form.get('grant_type') === 'authorization_code') {
        if (form.get('code') !== GOOGLE_GOOD_CODE || !form.get('redirect_uri'))
          return json(400, { error: 'invalid_grant', error_description: 'Malformed auth code.' });
        const refresh = `1//refresh-${++serial}`;
        refreshTokens.add(refresh);
        return json(200, {
          access_token: issueAccess(),
          expires_in: 3599,
          refresh_token: refresh,
          scope: 'https://www.googleapis.com/auth/drive.file openid email',
          token_type: 'Bearer',
          id_token: `${base64url({ alg: 'RS256' })}.${base64url({ email: GOOGLE_ACCOUNT, email_verified: true })}.sig`,
        });
      }
      if (form.get('grant_type') === 'refresh_token') {
        if (!refreshTokens.has(form.get('refresh_token') ?? ''))
          return json(400, {
            error: 'invalid_grant',
            error_description: 'Token has been expired or revoked.',
          });
        return json(200, { access_token: issueAccess(), expires_in: 3599, token_type: 'Bearer' });
      }
      return json(400, { error: 'unsupported_grant_type' });
    }
    if (request.method === 'POST' && request.path === '/revoke') {
      const token = request.query.get('token') ?? request.form?.get('token') ?? '';
      if (!refreshTokens.delete(token) && !accessTokens.delete(token))
        return json(400, { error: 'invalid_token' });
      revoked.push(token);
      return json(200, {});
    }
    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!accessTokens.has(bearer))
      return json(401, {
        error: {
          code: 401,
          message: 'Request had invalid authentication credentials.',
          status: 'UNAUTHENTICATED',
        },
      });
    if (request.method === 'GET' && request.path === '/drive/v3/files') {
      if (!request.query.get('q')?.includes("mimeType='application/vnd.google-apps.spreadsheet'"))
        return json(400, { error: { code: 400, message: 'Invalid query' } });
      return json(200, { files: [...sheets].map(([id, sheet]) => ({ id, name: sheet.title })) });
    }
    if (request.method === 'POST' && request.path === '/v4/spreadsheets') {
      const title =
        (request.json as { properties?: { title?: string } })?.properties?.title ?? 'Untitled spreadsheet';
      const id = `sheet-${++serial}`;
      sheets.set(id, { title, rows: [] });
      return json(200, { spreadsheetId: id, properties: { title } });
    }
    const values = request.path.match(/^\/v4\/spreadsheets\/([^/]+)\/values\/([^/]+?)(:append)?$/);
    if (values) {
      const sheet = sheets.get(values[1] ?? '');
      if (!sheet)
        return json(404, {
          error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' },
        });
      if (request.method === 'GET') {
        const width = values[2] === 'A:E' ? 5 : 26;
        const rows = sheet.rows.map((row) => row.slice(0, width));
        return json(200, {
          range: `Sheet1!${values[2]}`,
          majorDimension: 'ROWS',
          ...(rows.length ? { values: rows } : {}),
        });
      }
      if (request.method === 'POST' && values[3]) {
        const option = request.query.get('valueInputOption');
        if (option !== 'RAW' && option !== 'USER_ENTERED')
          return json(400, { error: { code: 400, message: "Invalid valueInputOption: ''" } });
        const appended = (request.json as { values?: unknown })?.values;
        if (!Array.isArray(appended))
          return json(400, { error: { code: 400, message: 'values is required' } });
        const from = sheet.rows.length + 1;
        sheet.rows.push(...(appended as string[][]));
        return json(200, {
          spreadsheetId: values[1],
          updates: { updatedRange: `Sheet1!A${from}:O${sheet.rows.length}`, updatedRows: appended.length },
        });
      }
    }
    return json(404, { error: { code: 404, message: 'Not found' } });
  });
  const settings = {
    clientId: GOOGLE_CLIENT_ID,
    clientSecret: GOOGLE_CLIENT_SECRET,
    authUrl: `${server.url}/o/oauth2/v2/auth`,
    tokenUrl: `${server.url}/token`,
    revokeUrl: `${server.url}/revoke`,
    driveBaseUrl: server.url,
  };
  return { ...server, settings, sheets, refreshTokens, revoked };
}
