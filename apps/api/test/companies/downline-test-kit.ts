// Shared steps of the agency and client management API tests: signed-in calls, demo ids, staff with
// chosen Settings permissions, campaigns, and a fingerprint of the tenant tables for "nothing changed".
import { DEMO_PASSWORD, ROLE_MODULES } from '@lead/shared';
import { eq, sql } from 'drizzle-orm';
import { campaigns, companies, roleModules, roles, users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/platform/secrets.ts';
import { companyOf, userNamed } from '../demo-lookup.ts';
import { bearer, type TestApp } from '../test-app.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function kit(test: () => TestApp) {
  const tokens = new Map<string, string>();
  const tokenOf = async (email: string, host?: string) => {
    const known = tokens.get(email);
    if (known) return known;
    const token = await test().signIn(email, host);
    tokens.set(email, token);
    return token;
  };
  const db = () => test().ctx.db;

  return {
    tokenOf,
    /** A signed-in call as the demo (or test-made) user with this e-mail. */
    async call(email: string, method: Method, url: string, payload?: object) {
      const token = await tokenOf(email, hostOf.get(email));
      return test().app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
    },
    userId: async (email: string) => (await userNamed(db(), email)).id,
    companyId: async (email: string) => (await companyOf(db(), email)).id,
    company: (email: string) => companyOf(db(), email),
    user: (email: string) => userNamed(db(), email),
    async companyById(id: number) {
      const [company] = await db().select().from(companies).where(eq(companies.id, id));
      return company ?? null;
    },
    async userByEmail(email: string) {
      const [user] = await db()
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return user ?? null;
    },
    /** A non-system administrator of the company of `ownerEmail`, whose role grants these Settings actions. */
    async staffWith(
      ownerEmail: string,
      email: string,
      settings: { create?: boolean; update?: boolean; delete?: boolean },
    ) {
      const owner = await userNamed(db(), ownerEmail);
      const [role] = await db()
        .insert(roles)
        .values({ companyId: owner.companyId, roleName: `Role of ${email}` })
        .returning();
      if (!role) throw new Error('role insert failed');
      await db()
        .insert(roleModules)
        .values(
          ROLE_MODULES.map((moduleName) => ({
            roleId: role.id,
            moduleName,
            enablePermission: true,
            createPermission: moduleName === 'Settings' ? (settings.create ?? false) : true,
            updatePermission: moduleName === 'Settings' ? (settings.update ?? false) : true,
            deletePermission: moduleName === 'Settings' ? (settings.delete ?? false) : true,
          })),
        );
      await db()
        .insert(users)
        .values({
          companyId: owner.companyId,
          roleId: role.id,
          userType: 'administrator',
          isSystemUser: owner.isSystemUser,
          name: `Staff ${email}`,
          email,
          passwordHash: await hashPassword(DEMO_PASSWORD),
          profileSetupCompleted: true,
        });
      hostOf.set(email, hostOf.get(ownerEmail) ?? 'localhost');
      return email;
    },
    async addCampaign(
      companyId: number,
      leadspeekApiId: string,
      module: 'local' | 'locator' | 'enhance' | 'b2b',
      status: 'active' | 'paused' = 'active',
    ) {
      await db()
        .insert(campaigns)
        .values({ leadspeekApiId, companyId, module, campaignName: `Test ${leadspeekApiId}`, status });
    },
    /** A digest of every tenant table a refused call could touch. */
    async fingerprint() {
      const { rows } = await db().execute<{ digest: string }>(sql`select md5(
        coalesce((select string_agg(c::text, '|' order by c.id) from companies c), '') ||
        coalesce((select string_agg(u::text, '|' order by u.id) from users u), '') ||
        coalesce((select string_agg(s::text, '|' order by s.company_id, s.name) from company_settings s), '') ||
        coalesce((select string_agg(k::text, '|' order by k.id) from campaigns k), '') ||
        coalesce((select count(*)::text from password_resets), '') ||
        coalesce((select count(*)::text from mail_outbox), '') ||
        coalesce((select count(*)::text from sessions), '') ||
        coalesce((select count(*)::text from user_logs), '')) as digest`);
      return rows[0]?.digest ?? '';
    },
  };
}

const hostOf = new Map<string, string>([
  ['agency@demo.test', 'acme.localhost'],
  ['client@demo.test', 'acme.localhost'],
  ['agency2@demo.test', 'beta.localhost'],
  ['client2@demo.test', 'beta.localhost'],
]);

/** A valid US number for forms whose edit mode requires a phone (part 2 §5). */
export const US_PHONE = {
  ClientPhone: '2015550123',
  ClientPhoneCountryCode: 'US',
  ClientPhoneCountryCallingCode: '+1',
};
