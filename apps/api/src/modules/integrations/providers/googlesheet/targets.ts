// The spreadsheets a campaign may write to: Drive's files.list filtered to spreadsheets. With the
// drive.file scope Google lists only the sheets this platform created or the user opened with it,
// which is why a campaign can also create its own sheet (createSpreadsheet).
import { z } from 'zod';
import type { Credentials, ProviderEndpoint, Target } from '../../connector.ts';
import { expectShape } from '../provider-http.ts';
import { authorizedClient, type GoogleSettings, googleCall, PROVIDER, sheetsClient } from './client.ts';

const filesPage = z.object({
  files: z.array(z.object({ id: z.string(), name: z.string() })),
  nextPageToken: z.string().optional(),
});

const createdShape = z.object({
  spreadsheetId: z.string().min(1),
  properties: z.object({ title: z.string().optional() }).optional(),
});

export async function targets(
  settings: GoogleSettings,
  endpoint: ProviderEndpoint,
  credentials: Credentials,
): Promise<Target[]> {
  const client = authorizedClient(settings, endpoint, credentials);
  const found: Target[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < 20; page++) {
    const url = new URL(`${settings.driveBaseUrl.replace(/\/+$/, '')}/drive/v3/files`);
    url.searchParams.set('q', "mimeType='application/vnd.google-apps.spreadsheet' and trashed=false");
    url.searchParams.set('fields', 'nextPageToken,files(id,name)');
    url.searchParams.set('orderBy', 'modifiedTime desc');
    url.searchParams.set('pageSize', '100');
    if (pageToken) url.searchParams.set('pageToken', pageToken);
    const response = await googleCall(settings, endpoint, () => client.request({ url: url.toString() }));
    const body = expectShape(PROVIDER, filesPage, {
      status: response.status,
      headers: new Headers(),
      body: response.data,
    });
    found.push(...body.files.map((file): Target => ({ id: file.id, name: file.name, kind: 'sheet' })));
    pageToken = body.nextPageToken;
    if (!pageToken) break;
  }
  return found;
}

/** A new spreadsheet in the connected account (Sheets spreadsheets.create), ready to choose. */
export async function createSpreadsheet(
  settings: GoogleSettings,
  endpoint: ProviderEndpoint,
  credentials: Credentials,
  title: string,
): Promise<Target> {
  const api = sheetsClient(endpoint, authorizedClient(settings, endpoint, credentials));
  const response = await googleCall(settings, endpoint, () =>
    api.spreadsheets.create({
      requestBody: { properties: { title } },
      fields: 'spreadsheetId,properties.title',
    }),
  );
  const created = expectShape(PROVIDER, createdShape, {
    ...response,
    headers: new Headers(),
    body: response.data,
  });
  return { id: created.spreadsheetId, name: created.properties?.title ?? title, kind: 'sheet' };
}
