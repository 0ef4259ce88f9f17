// Shared steps of the report API tests: signed-in GETs with a time zone, the demo tenants' ids, a second
// client of Acme, campaigns and leads written straight into the tables (the lead engine comes later).
import { DEMO_PASSWORD, type LEAD_MODULE_KINDS } from '@lead/shared';
import { eq, sql } from 'drizzle-orm';
import { campaigns, leads } from '../../src/db/schema/index.ts';
import { createCompany } from '../../src/modules/companies/create-company.ts';
import { companyOf } from '../demo-lookup.ts';
import { bearer, type TestApp } from '../test-app.ts';

type Module = (typeof LEAD_MODULE_KINDS)[number];

export type LeadSeed = {
  at: string;
  priceCents?: number;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  /** 'test' for a test lead; pixel otherwise. */
  source?: string;
};

export type ReportIds = {
  root: number;
  acme: number;
  acmeClient: number;
  zeta: number;
  beta: number;
  betaClient: number;
};

export function reportKit(test: () => TestApp) {
  const tokens = new Map<string, string>();
  const db = () => test().ctx.db;
  let campaignCounter = 0;

  return {
    /** GET /api{url} as the demo user, in `zone` (X-Timezone) unless null. */
    async get(email: string, url: string, zone: string | null = 'UTC') {
      let token = tokens.get(email);
      if (!token) {
        token = await test().signIn(email);
        tokens.set(email, token);
      }
      const headers = { ...bearer(token), ...(zone === null ? {} : { 'x-timezone': zone }) };
      return test().app.inject({ method: 'GET', url: `/api${url}`, headers });
    },

    /** Any call (/api{url}) as the demo user, its body as JSON. */
    async call(email: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) {
      let token = tokens.get(email);
      if (!token) {
        token = await test().signIn(email);
        tokens.set(email, token);
      }
      return test().app.inject({
        method,
        url: `/api${url}`,
        headers: bearer(token),
        ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
      });
    },

    /** A lead download (POST /api{url}) as the demo user, with its password typed again (download-auth). */
    async download(email: string, url: string, zone: string | null = 'UTC', pwd: string = DEMO_PASSWORD) {
      let token = tokens.get(email);
      if (!token) {
        token = await test().signIn(email);
        tokens.set(email, token);
      }
      const headers = { ...bearer(token), ...(zone === null ? {} : { 'x-timezone': zone }) };
      return test().app.inject({ method: 'POST', url: `/api${url}`, headers, payload: { pwd } });
    },

    /** The demo companies, plus Zeta Shop: a second client of Acme. */
    async tenants(): Promise<ReportIds> {
      const acme = await companyOf(db(), 'agency@demo.test');
      const zeta = await createCompany(db(), acme, { kind: 'client', companyName: 'Zeta Shop' });
      return {
        root: (await companyOf(db(), 'root@demo.test')).id,
        acme: acme.id,
        acmeClient: (await companyOf(db(), 'client@demo.test')).id,
        zeta: zeta.id,
        beta: (await companyOf(db(), 'agency2@demo.test')).id,
        betaClient: (await companyOf(db(), 'client2@demo.test')).id,
      };
    },

    /** A campaign of the client; returns its numeric id. */
    async campaign(
      companyId: number,
      module: Module,
      values: Partial<typeof campaigns.$inferInsert> = {},
    ): Promise<number> {
      campaignCounter += 1;
      const [row] = await db()
        .insert(campaigns)
        .values({
          leadspeekApiId: `7${String(companyId).padStart(3, '0')}${String(campaignCounter).padStart(4, '0')}`,
          companyId,
          module,
          campaignName: `Campaign ${campaignCounter}`,
          status: 'active',
          ...values,
        })
        .returning({ id: campaigns.id });
      if (!row) throw new Error('campaign insert returned nothing');
      return row.id;
    },

    /** The demo client's own Site ID campaign (seeded active). */
    async demoCampaign(leadspeekApiId: string) {
      const [row] = await db().select().from(campaigns).where(eq(campaigns.leadspeekApiId, leadspeekApiId));
      if (!row) throw new Error(`no campaign ${leadspeekApiId}`);
      return row;
    },

    /** Leads of a campaign, at the given instants, as the lead engine would store them. */
    async addLeads(campaignId: number, seeds: LeadSeed[]) {
      const [campaign] = await db().select().from(campaigns).where(eq(campaigns.id, campaignId));
      if (!campaign) throw new Error(`no campaign ${campaignId}`);
      if (seeds.length === 0) return;
      await db()
        .insert(leads)
        .values(
          seeds.map((seed, index) => ({
            campaignId,
            companyId: campaign.companyId,
            module: campaign.module,
            personKey: `person-${campaignId}-${index}-${seed.at}`,
            firstName: seed.firstName === undefined ? 'Pat' : seed.firstName,
            lastName: seed.lastName === undefined ? `Lead${index}` : seed.lastName,
            email: seed.email === undefined ? `lead${campaignId}-${index}@example.test` : seed.email,
            priceCents: seed.priceCents ?? 100,
            source: seed.source ?? 'pixel',
            createdAt: new Date(seed.at),
          })),
        );
    },

    /** A digest of the tables a report must never write to. */
    async fingerprint() {
      const { rows } = await db().execute<{ digest: string }>(sql`select md5(
        coalesce((select string_agg(l::text, '|' order by l.id) from leads l), '') ||
        coalesce((select string_agg(k::text, '|' order by k.id) from campaigns k), '') ||
        coalesce((select count(*)::text from user_logs where action <> 'login'), '')) as digest`);
      return rows[0]?.digest ?? '';
    },
  };
}

/** The report paths' selection segments. */
export const selection = (
  moduleType: string,
  companyId: number | string,
  clientId: number | string = 'all',
) => `${moduleType}/${companyId}/${clientId}`;
