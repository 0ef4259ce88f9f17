// Shared steps of the campaign status tests: calls as a demo user, campaigns made in a given state,
// and the rows to compare before and after.
import type { CampaignStatus } from '@lead/shared';
import { and, eq } from 'drizzle-orm';
import { campaigns, userLogs } from '../../src/db/schema/index.ts';
import { insertDemoCampaign } from '../demo-lookup.ts';
import { bearer, type TestApp } from '../test-app.ts';

let next = 30_000_000;

export function statusKit(test: () => TestApp) {
  const tokens = new Map<string, string>();
  const tokenOf = async (email: string) => {
    const known = tokens.get(email);
    if (known) return known;
    const token = await test().signIn(email);
    tokens.set(email, token);
    return token;
  };
  const call = async (email: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    test().app.inject({ method, url: `/api${url}`, headers: bearer(await tokenOf(email)), payload });

  return {
    call,
    tokenOf,
    activePause: (email: string, id: string, status: string) =>
      call(email, 'PUT', '/leadspeek/client/activepause', { leadspeek_api_id: id, status }),
    archive: (email: string, id: string) =>
      call(email, 'PUT', '/leadspeek/client/archive', { leadspeek_api_id: id }),
    remove: (email: string, id: string) =>
      call(email, 'PUT', '/leadspeek/client/remove', { leadspeek_api_id: id }),

    /** A campaign of the demo client of `owner` (client@demo.test or client2@demo.test). */
    campaign: (
      status: CampaignStatus,
      values: Partial<typeof campaigns.$inferInsert> = {},
      owner = 'client@demo.test',
    ) => insertDemoCampaign(test().ctx.db, String(next++), { status, ...values }, owner),

    async row(leadspeekApiId: string) {
      const [row] = await test()
        .ctx.db.select()
        .from(campaigns)
        .where(eq(campaigns.leadspeekApiId, leadspeekApiId));
      return row;
    },

    async logs(leadspeekApiId: string) {
      return test()
        .ctx.db.select()
        .from(userLogs)
        .where(and(eq(userLogs.action, 'campaign'), eq(userLogs.campaignId, leadspeekApiId)))
        .orderBy(userLogs.id);
    },
  };
}
