// One row per lead, appended to the first tab of the chosen spreadsheet (values.append, RAW so a
// value starting with '=' stays text and never becomes a formula). Column A holds the lead's id:
// before appending, the column is read, and a lead already there (a retry after a crash) is not
// written twice. An empty sheet gets the header row first.
import { z } from 'zod';
import { type DeliveryRequest, type LeadForDelivery, ProviderError } from '../../connector.ts';
import { expectShape } from '../provider-http.ts';
import { authorizedClient, type GoogleSettings, googleCall, PROVIDER, sheetsClient } from './client.ts';

export const SHEET_HEADER = [
  'Lead ID',
  'Created at',
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Address',
  'City',
  'State',
  'Zip',
  'Company',
  'Job title',
  'Keyword',
  'Source URL',
  'Campaign',
];
const valueRange = z.object({ values: z.array(z.array(z.unknown())).optional() });
const appended = z.object({ updates: z.object({ updatedRows: z.number().optional() }).passthrough() });
const EMAIL_COLUMN = SHEET_HEADER.indexOf('Email');

export const rowOf = (lead: LeadForDelivery) =>
  [
    String(lead.leadId),
    lead.createdAt,
    lead.firstName,
    lead.lastName,
    lead.email,
    lead.phone,
    lead.address,
    lead.city,
    lead.state,
    lead.zip,
    lead.companyName,
    lead.jobTitle,
    lead.keyword,
    lead.sourceUrl,
    lead.campaignName,
  ].map((value) => value ?? '');

function sheetIdOf(request: Omit<DeliveryRequest, 'idempotencyKey'>): string {
  const id = request.targets.sheetId?.trim();
  if (!id)
    throw new ProviderError(
      `${PROVIDER}: the campaign has no spreadsheet chosen.`,
      undefined,
      undefined,
      true,
    );
  return id;
}

/** Columns A to E of the first tab (ids and e-mail addresses), or [] for an empty sheet. */
async function leadingColumns(settings: GoogleSettings, request: Omit<DeliveryRequest, 'idempotencyKey'>) {
  const api = sheetsClient(
    request.endpoint,
    authorizedClient(settings, request.endpoint, request.credentials),
  );
  const response = await googleCall(settings, request.endpoint, () =>
    api.spreadsheets.values.get({ spreadsheetId: sheetIdOf(request), range: 'A:E', majorDimension: 'ROWS' }),
  );
  // An empty sheet answers without `values`; anything not an object is garbage, not "empty".
  const { values } = expectShape(PROVIDER, valueRange, {
    ...response,
    headers: new Headers(),
    body: response.data,
  });
  return { api, rows: values ?? [] };
}

export async function deliver(settings: GoogleSettings, request: DeliveryRequest): Promise<void> {
  const { api, rows } = await leadingColumns(settings, request);
  const id = String(request.lead.leadId);
  if (rows.some((row) => String(row[0] ?? '') === id)) return;
  const values = rows.length === 0 ? [SHEET_HEADER, rowOf(request.lead)] : [rowOf(request.lead)];
  const response = await googleCall(settings, request.endpoint, () =>
    api.spreadsheets.values.append({
      spreadsheetId: sheetIdOf(request),
      range: 'A1',
      valueInputOption: 'RAW',
      insertDataOption: 'INSERT_ROWS',
      requestBody: { values },
    }),
  );
  expectShape(PROVIDER, appended, { ...response, headers: new Headers(), body: response.data });
}

/** Net-new: a row of the sheet already has this e-mail address. */
export async function exists(settings: GoogleSettings, request: Omit<DeliveryRequest, 'idempotencyKey'>) {
  const email = request.lead.email?.trim().toLowerCase();
  if (!email) return false;
  const { rows } = await leadingColumns(settings, request);
  return rows.slice(1).some(
    (row) =>
      String(row[EMAIL_COLUMN] ?? '')
        .trim()
        .toLowerCase() === email,
  );
}
