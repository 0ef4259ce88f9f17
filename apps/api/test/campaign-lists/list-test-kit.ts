// Shared steps of the campaign-list API tests: signed-in calls by demo e-mail, and a digest of the
// tables a refused group or organization call could touch ("nothing changed"); sign-ins log too,
// so they are left out of the log count.
import { sql } from 'drizzle-orm';
import { bearer, type TestApp } from '../test-app.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function listKit(test: () => TestApp) {
  const tokens = new Map<string, string>();
  return {
    async call(email: string, method: Method, url: string, payload?: object) {
      let token = tokens.get(email);
      if (!token) {
        token = await test().signIn(email);
        tokens.set(email, token);
      }
      return test().app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
    },
    async fingerprint() {
      const { rows } = await test().ctx.db.execute<{ digest: string }>(sql`select md5(
        coalesce((select string_agg(g::text, '|' order by g.id) from company_groups g), '') ||
        coalesce((select string_agg(o::text, '|' order by o.id) from organizations o), '') ||
        coalesce((select string_agg(k::text, '|' order by k.id) from campaigns k), '') ||
        coalesce((select count(*)::text from user_logs where action <> 'login'), '')) as digest`);
      return rows[0]?.digest ?? '';
    },
  };
}
