// Shared steps of the campaign API tests: signed-in calls, the demo clients, stored campaigns and
// their logs, and the "nothing changed" fingerprint of the tenant tables.
import { and, desc, eq } from 'drizzle-orm';
import { campaigns, companies, userLogs } from '../../src/db/schema/index.ts';
import { kit } from '../companies/downline-test-kit.ts';
import type { TestApp } from '../test-app.ts';

export function campaignKit(test: () => TestApp) {
  const base = kit(test);
  const db = () => test().ctx.db;
  return {
    ...base,
    async campaign(leadspeekApiId: string) {
      const [row] = await db().select().from(campaigns).where(eq(campaigns.leadspeekApiId, leadspeekApiId));
      return row ?? null;
    },
    async campaignLogs(leadspeekApiId: string) {
      return db()
        .select()
        .from(userLogs)
        .where(and(eq(userLogs.campaignId, leadspeekApiId), eq(userLogs.action, 'campaign')))
        .orderBy(desc(userLogs.id));
    },
    async setClientModules(email: string, leadspeekType: string) {
      const company = await base.company(email);
      await db().update(companies).set({ leadspeekType }).where(eq(companies.id, company.id));
    },
  };
}
