// Every signed-in request looks its session up, and every developer API call its token: both statements
// are named and prepared once per connection, not built and planned anew each time (a session's lookup
// took 1.0–1.2 ms a round trip unnamed, 0.2–0.4 ms named; a token's 0.73 against 0.24 ms).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyScopeTokenOf } from '../public-api/public-api-client.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  // One connection: the statements the requests prepared are the ones this test's query sees.
  test = await createTestApp({}, { poolSize: 1 });
});
afterAll(() => test.close());

const preparedStatements = async () => {
  const { rows } = await test.ctx.db.execute<{ name: string }>(
    sql`select name from pg_prepared_statements order by name`,
  );
  return rows.map((row) => row.name);
};

describe('the session lookup', () => {
  it('is a prepared statement that a second request reuses, and still tells callers apart', async () => {
    const client = await test.signIn('client@demo.test');
    const agency = await test.signIn('agency@demo.test');
    const first = await test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(client) });
    expect(first.statusCode).toBe(200);
    expect(await preparedStatements()).toContain('actor_by_token_hash');

    const second = await test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(agency) });
    expect(second.json().email).toBe('agency@demo.test');
    expect(first.json().email).toBe('client@demo.test');
    const unknown = await test.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer('no-such-token'),
    });
    expect(unknown.statusCode).toBe(401);
    expect((await preparedStatements()).filter((name) => name === 'actor_by_token_hash')).toHaveLength(1);
  });

  it('of a developer API token is a prepared statement too, refusing an unknown token', async () => {
    const token = await everyScopeTokenOf(test, 'agency@demo.test');
    const leads = await test.app.inject({ method: 'GET', url: '/api/v1/leads', headers: bearer(token) });
    expect(leads.statusCode).toBe(200);
    expect(await preparedStatements()).toContain('api_caller_by_token_hash');
    const unknown = await test.app.inject({
      method: 'GET',
      url: '/api/v1/leads',
      headers: bearer('x'.repeat(40)),
    });
    expect(unknown.statusCode).toBe(401);
  });
});
