// Shared steps of the Report Analytics tests: the report kit's tenants plus a client the platform
// serves itself, visits written straight into the table, and view-as sessions.
import { eq, sql } from 'drizzle-orm';
import { companies, users, visits } from '../../src/db/schema/index.ts';
import { createCompany } from '../../src/modules/companies/create-company.ts';
import { companyOf, userNamed } from '../demo-lookup.ts';
import { reportKit } from '../reports/report-kit.ts';
import { bearer, type TestApp } from '../test-app.ts';

export function analyticsKit(test: () => TestApp) {
  const base = reportKit(test);
  const db = () => test().ctx.db;
  return {
    ...base,
    /** A client directly under the platform root (the platform sells to it itself). */
    async directClient(name: string) {
      return createCompany(db(), await companyOf(db(), 'root@demo.test'), {
        kind: 'client',
        companyName: name,
      });
    },
    /**
     * A campaign of each seller's client: Acme's and Beta's demo sites, Acme's new client Zeta (of the
     * given module), and a client the platform serves itself (Enhance ID).
     */
    async campaignOfEachSeller(zetaModule: 'local' | 'locator') {
      const ids = await base.tenants();
      const direct = await this.directClient('Platform Direct Co');
      const campaignIds = [
        (await base.demoCampaign('10000001')).id,
        await base.campaign(ids.zeta, zetaModule),
        (await base.demoCampaign('10000002')).id,
        await base.campaign(direct.id, 'enhance'),
      ];
      return { ids, campaignIds };
    },
    async companyName(id: number) {
      const [row] = await db()
        .select({ name: companies.companyName })
        .from(companies)
        .where(eq(companies.id, id));
      if (!row) throw new Error(`no company ${id}`);
      return row.name;
    },
    /** Visits of a campaign received at the given instants (pixel unless said). */
    async addVisits(
      campaignId: number,
      seeds: {
        at: Date | string;
        source?: 'pixel' | 'search' | 'test';
        status?: 'queued' | 'lead' | 'rejected' | 'held';
        reason?: string;
      }[],
    ) {
      const [campaign] = await db()
        .execute<{ company_id: number }>(sql`select company_id from campaigns where id = ${campaignId}`)
        .then((result) => result.rows);
      if (!campaign) throw new Error(`no campaign ${campaignId}`);
      await db()
        .insert(visits)
        .values(
          seeds.map((seed) => ({
            campaignId,
            companyId: campaign.company_id,
            source: seed.source ?? 'pixel',
            status: seed.status ?? 'lead',
            reason: seed.reason ?? null,
            receivedAt: new Date(seed.at),
            occurredAt: new Date(seed.at),
          })),
        );
    },
    /** Sets the user's report_analytics permission (null: never set, which allows). */
    async setReportAnalytics(email: string, allowed: boolean | null) {
      await db()
        .update(users)
        .set({ userPermissions: allowed === null ? null : { report_analytics: allowed } })
        .where(eq(users.email, email));
    },
    /** A view-as token: root@demo.test viewing `email`. */
    async viewAs(email: string) {
      const rootToken = await test().signIn('root@demo.test');
      const { id } = await userNamed(db(), email);
      const switched = await test().app.inject({
        method: 'POST',
        url: '/api/user/switch',
        headers: bearer(rootToken),
        payload: { usrID: id },
      });
      if (switched.statusCode !== 200) throw new Error(`view-as failed: ${switched.body}`);
      return switched.json().access_token as string;
    },
    getWithToken(token: string, url: string) {
      return test().app.inject({
        method: 'GET',
        url: `/api${url}`,
        headers: { ...bearer(token), 'x-timezone': 'UTC' },
      });
    },
  };
}

/** `days` before now, as an instant (the under-performance window counts back from now). */
export const daysAgo = (days: number, hours = 0) => new Date(Date.now() - (days * 24 + hours) * 3_600_000);

/** A fixed pseudo-random sequence (the same rows every run). */
export function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * Zones a report must file leads in exactly: whole hours off UTC (with daylight saving on both sides of
 * the Atlantic), a half hour, three quarters, the Chatham Islands' 12:45, a half-hour daylight saving.
 */
export const REPORT_ZONES = [
  'UTC',
  'America/New_York',
  'Europe/London',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'America/St_Johns',
  'Australia/Lord_Howe',
];
