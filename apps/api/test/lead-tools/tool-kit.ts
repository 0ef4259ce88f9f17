// Shared steps of the testing-tool tests: calls as a demo user (or a staff member made here),
// Site ID campaigns of the demo clients, and the rows a refused call must leave alone.
import { and, asc, eq } from 'drizzle-orm';
import { type campaigns, roleModules, roles, userLogs, users, visits } from '../../src/db/schema/index.ts';
import { companyOf, insertDemoCampaign, userNamed } from '../demo-lookup.ts';
import { bearer, type TestApp } from '../test-app.ts';

let next = 40_000_000;

export function toolKit(test: () => TestApp) {
  const tokens = new Map<string, string>();
  const db = () => test().ctx.db;
  const tokenOf = async (email: string) => {
    const known = tokens.get(email);
    if (known) return known;
    const token = await test().signIn(email);
    tokens.set(email, token);
    return token;
  };

  return {
    async call(email: string, method: 'GET' | 'POST', url: string, payload?: object) {
      return test().app.inject({ method, url: `/api${url}`, headers: bearer(await tokenOf(email)), payload });
    },

    /** A campaign of the demo client of `owner` (Site ID and active unless told otherwise). */
    campaign: (values: Partial<typeof campaigns.$inferInsert> = {}, owner = 'client@demo.test') => {
      const leadspeekApiId = String(next++);
      return insertDemoCampaign(
        db(),
        leadspeekApiId,
        { campaignName: `Tools ${leadspeekApiId}`, ...values },
        owner,
      );
    },

    /** An Acme staff member (administrator type) whose role grants LeadsPeek update or not. */
    async staff(email: string, update: boolean) {
      const acme = await companyOf(db(), 'agency@demo.test');
      const [role] = await db().insert(roles).values({ companyId: acme.id, roleName: email }).returning();
      if (!role) throw new Error('role insert returned nothing');
      await db().insert(roleModules).values({
        roleId: role.id,
        moduleName: 'LeadsPeek',
        enablePermission: true,
        createPermission: true,
        updatePermission: update,
        deletePermission: true,
      });
      const owner = await userNamed(db(), 'agency@demo.test');
      await db().insert(users).values({
        companyId: acme.id,
        userType: 'administrator',
        name: email,
        email,
        passwordHash: owner.passwordHash,
        roleId: role.id,
      });
    },

    visitsOf: (campaignId: number) =>
      db().select().from(visits).where(eq(visits.campaignId, campaignId)).orderBy(asc(visits.id)),

    logsOf: (leadspeekApiId: string) =>
      db()
        .select()
        .from(userLogs)
        .where(and(eq(userLogs.action, 'campaign'), eq(userLogs.campaignId, leadspeekApiId)))
        .orderBy(asc(userLogs.id)),
  };
}
