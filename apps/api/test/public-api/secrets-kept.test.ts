// Secrets of the developer API never show after they are made (issue 26 "Security and bad input"):
// not in the app's log (at every level, through the grant, v1 calls and refusals), not in the user
// log, not in the stored answer a repeated Idempotency-Key gets, and not in any later answer.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { type DeveloperAccess, developerAccess, publicApi, tokenFor } from './public-api-client.ts';

const logLines: string[] = [];
let test: TestApp;
let access: DeveloperAccess;
let webhookSecret = '';

beforeAll(async () => {
  // Private addresses allowed: the webhook points at a closed port of this machine (nothing is sent).
  test = await createTestApp(
    { WEBHOOK_ALLOW_PRIVATE: 'true' },
    { logTo: { write: (line: string) => logLines.push(line) } },
  );
  access = await developerAccess(test, 'agency@demo.test', ['leads:read', 'webhooks:write']);
  // A token by Basic auth too, a v1 read, a refused secret, a webhook made (its secret), and repeats.
  const basic = Buffer.from(`${access.clientId}:${access.secret}`).toString('base64');
  await test.app.inject({
    method: 'POST',
    url: '/api/v1/oauth/token',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'grant_type=client_credentials',
  });
  await tokenFor(test, access.clientId, access.secret, ['leads:read']);
  await test.app.inject({
    method: 'POST',
    url: '/api/v1/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `grant_type=client_credentials&client_id=${access.clientId}&client_secret=${access.secret}x`,
  });
  const api = publicApi(test, access.token);
  await api.GET('/v1/leads', {});
  const made = await api.POST('/v1/webhooks', {
    body: { url: 'http://127.0.0.1:9/leads' },
    params: { header: { 'idempotency-key': 'secrets-kept-0001' } as never },
  });
  webhookSecret = (made.data as { secret?: string } | undefined)?.secret ?? '';
  await api.POST('/v1/webhooks', {
    body: { url: 'http://127.0.0.1:9/leads' },
    params: { header: { 'idempotency-key': 'secrets-kept-0001' } as never },
  });
});
afterAll(() => test.close());

describe('developer API secrets after they are made', () => {
  it('were made (so the checks below look for real values)', () => {
    expect(access.secret.length).toBeGreaterThan(40);
    expect(access.token.length).toBeGreaterThan(20);
    expect(webhookSecret.length).toBeGreaterThan(20);
    expect(logLines.length).toBeGreaterThan(10);
  });

  it('never reach the log, at any level', () => {
    const log = logLines.join('');
    expect(log).not.toContain(access.secret);
    expect(log).not.toContain(access.token);
    expect(log).not.toContain(webhookSecret);
  });

  it('are kept in no table but as fingerprints: not the user log, not a stored answer', async () => {
    const { rows } = await test.ctx.db.execute<{ found: string }>(sql`
      select 'user_logs' as found from user_logs where description like ${`%${access.secret}%`}
      union all select 'api_credentials' from api_credentials where secret_hash = ${access.secret}
      union all select 'idempotent_calls' from idempotent_calls where response_body::text like ${`%${access.secret}%`}
      union all select 'api_tokens' from api_tokens where token_hash = ${access.token}`);
    expect(rows).toEqual([]);
    const { rows: stored } = await test.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from idempotent_calls where response_body::text like ${`%${webhookSecret}%`}`,
    );
    expect(stored[0]?.n).toBe(0);
  });

  it('are never answered again: the credentials list and the webhook list show no secret', async () => {
    const session = await test.signIn('agency@demo.test');
    const company = (
      await test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(session) })
    ).json().company_id;
    const listed = await test.app.inject({
      method: 'GET',
      url: `/api/v1/developer/credentials/${company}`,
      headers: bearer(session),
    });
    expect(listed.body).not.toContain(access.secret);
    const hooks = await publicApi(test, access.token).GET('/v1/webhooks', {});
    expect(hooks.data?.data).toHaveLength(1);
    expect(JSON.stringify(hooks.data)).not.toContain(webhookSecret);
  });
});
