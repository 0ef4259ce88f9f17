// Google Sheets connector and OAuth flow against a fake of Google's OAuth endpoints, Drive's
// files.list and the Sheets v4 values API, through google-auth-library and @googleapis/sheets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidCredentialsError } from '../../src/modules/integrations/connector.ts';
import { SHEET_HEADER } from '../../src/modules/integrations/providers/googlesheet/deliver.ts';
import {
  createGoogleSheetConnector,
  createSpreadsheet,
  exchangeCode,
  googleAuthUrl,
  revokeGoogleAccess,
} from '../../src/modules/integrations/providers/googlesheet/index.ts';
import { GOOGLE_ACCOUNT, GOOGLE_CLIENT_ID, GOOGLE_GOOD_CODE, startFakeGoogle } from './fakes/fake-google.ts';
import { delivery, endpointOn, LEAD } from './provider-kit.ts';

let fake: Awaited<ReturnType<typeof startFakeGoogle>>;
let credentials: Record<string, string>;
const REDIRECT = 'https://app.acme.test/integrations/googlesheet/callback';
const endpoint = () => endpointOn(fake.url);
const sheetsConnector = () => createGoogleSheetConnector(fake.settings);

beforeAll(async () => {
  fake = await startFakeGoogle();
});
afterAll(() => fake.close());

describe('Google OAuth connect', () => {
  it('sends the user to consent for offline access to the files the platform makes', () => {
    const url = new URL(googleAuthUrl(fake.settings, endpoint(), REDIRECT, 'state-123'));
    expect(`${url.origin}${url.pathname}`).toBe(fake.settings.authUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: GOOGLE_CLIENT_ID,
      redirect_uri: REDIRECT,
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
      state: 'state-123',
      scope: 'https://www.googleapis.com/auth/drive.file openid email',
    });
  });

  it('trades the code for a refresh token and names the account by its e-mail', async () => {
    const connected = await exchangeCode(fake.settings, endpoint(), REDIRECT, GOOGLE_GOOD_CODE);
    expect(connected.accountName).toBe(GOOGLE_ACCOUNT);
    expect(connected.credentials).toMatchObject({
      refresh_token: expect.stringMatching(/^1\/\//),
      email: GOOGLE_ACCOUNT,
    });
    const tokenRequest = fake.requests.at(-1);
    expect(tokenRequest?.path).toBe('/token');
    expect(tokenRequest?.form?.get('grant_type')).toBe('authorization_code');
    expect(tokenRequest?.form?.get('redirect_uri')).toBe(REDIRECT);
    credentials = connected.credentials;
  });

  it('refuses a code Google does not know', async () => {
    await expect(exchangeCode(fake.settings, endpoint(), REDIRECT, 'forged')).rejects.toBeInstanceOf(
      InvalidCredentialsError,
    );
  });

  it('connect checks the stored grant by refreshing it', async () => {
    expect(await sheetsConnector().connect(endpoint(), credentials)).toEqual({ accountName: GOOGLE_ACCOUNT });
    expect(fake.requests.at(-1)?.form?.get('grant_type')).toBe('refresh_token');
    await expect(
      sheetsConnector().connect(endpoint(), { refresh_token: '1//unknown', email: GOOGLE_ACCOUNT }),
    ).rejects.toBeInstanceOf(InvalidCredentialsError);
  });

  it('says plainly when the platform has no Google OAuth app', async () => {
    const bare = createGoogleSheetConnector({ ...fake.settings, clientId: undefined });
    await expect(bare.connect(endpoint(), credentials)).rejects.toThrow(/GOOGLE_CLIENT_ID/);
  });
});

describe('Google Sheets targets', () => {
  it("lists the account's spreadsheets through Drive, and creates a new one", async () => {
    const created = await createSpreadsheet(fake.settings, endpoint(), credentials, 'Acme leads');
    expect(created).toMatchObject({ name: 'Acme leads', kind: 'sheet' });
    const targets = await sheetsConnector().targets(endpoint(), credentials);
    expect(targets).toEqual([
      { id: 'sheet-existing', name: 'Leads 2026', kind: 'sheet' },
      { id: created.id, name: 'Acme leads', kind: 'sheet' },
    ]);
    expect(fake.requests.at(-1)?.headers.authorization).toMatch(/^Bearer ya29\./);
  });
});

describe('Google Sheets delivery', () => {
  it('writes the header and one row per lead, as RAW values', async () => {
    await sheetsConnector().deliver(delivery(endpoint(), credentials, { sheetId: 'sheet-existing' }));
    const append = fake.requests.at(-1);
    expect(append?.path).toBe('/v4/spreadsheets/sheet-existing/values/A1:append');
    expect(append?.query.get('valueInputOption')).toBe('RAW');
    expect(append?.query.get('insertDataOption')).toBe('INSERT_ROWS');
    const rows = fake.sheets.get('sheet-existing')?.rows;
    expect(rows?.[0]).toEqual(SHEET_HEADER);
    expect(rows?.[1]?.slice(0, 6)).toEqual([
      '7001',
      LEAD.createdAt,
      'Ada',
      'Lane',
      'Ada.Lane@example.test',
      '+15550100100',
    ]);
  });

  it('redelivering a lead already in the sheet adds no second row', async () => {
    await sheetsConnector().deliver(delivery(endpoint(), credentials, { sheetId: 'sheet-existing' }));
    await sheetsConnector().deliver(
      delivery(
        endpoint(),
        credentials,
        { sheetId: 'sheet-existing' },
        { ...LEAD, leadId: 7002, email: 'b@example.test' },
      ),
    );
    expect(fake.sheets.get('sheet-existing')?.rows.map((row) => row[0])).toEqual(['Lead ID', '7001', '7002']);
  });

  it('a formula-looking value stays text', async () => {
    await sheetsConnector().deliver(
      delivery(
        endpoint(),
        credentials,
        { sheetId: 'sheet-existing' },
        { ...LEAD, leadId: 7003, firstName: '=HYPERLINK("x")' },
      ),
    );
    expect(fake.requests.at(-1)?.query.get('valueInputOption')).toBe('RAW');
  });

  it('knows an e-mail address already in the sheet (net-new)', async () => {
    const request = delivery(endpoint(), credentials, { sheetId: 'sheet-existing' });
    expect(await sheetsConnector().exists?.(request)).toBe(true);
    expect(
      await sheetsConnector().exists?.({ ...request, lead: { ...LEAD, email: 'new@example.test' } }),
    ).toBe(false);
  });

  it('a campaign without a chosen sheet, or a deleted sheet, is a permanent refusal', async () => {
    await expect(sheetsConnector().deliver(delivery(endpoint(), credentials, {}))).rejects.toMatchObject({
      permanent: true,
    });
    await expect(
      sheetsConnector().deliver(delivery(endpoint(), credentials, { sheetId: 'deleted-sheet' })),
    ).rejects.toMatchObject({ status: 404, permanent: true });
  });
});

describe('Google revoke', () => {
  it('revokes the refresh token at Google; the connection then fails to connect', async () => {
    await revokeGoogleAccess(fake.settings, endpoint(), credentials.refresh_token ?? '');
    expect(fake.revoked).toContain(credentials.refresh_token);
    await expect(sheetsConnector().connect(endpoint(), credentials)).rejects.toBeInstanceOf(
      InvalidCredentialsError,
    );
  });
});
