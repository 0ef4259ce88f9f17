// Shared steps of the exclusion-list and opt-out API tests: multipart uploads as a signed-in user,
// stored entries and imports, leads and visits of a person in a tenant, a queue that holds jobs, and
// the "nothing changed" fingerprint of every table these calls could touch.
import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  leadCharges,
  leads,
  optOutRequests,
  suppressionEntries,
  suppressionImports,
  userLogs,
  visits,
} from '../../src/db/schema/index.ts';
import type { JobQueue } from '../../src/platform/queue.ts';
import { DEMO_CAMPAIGN_IDS } from '../../src/seed/demo-costs.ts';
import { campaignKit } from '../campaigns/campaign-kit.ts';
import { bearer, type TestApp } from '../test-app.ts';

export const md5 = (text: string) => createHash('md5').update(text.trim().toLowerCase()).digest('hex');

export type UploadOptions = {
  fileName?: string;
  /** Multipart fields besides the file (ClientCompanyID, campaigntype, campaignID). */
  fields?: Record<string, string | number>;
  /** Leave the file part out. */
  noFile?: boolean;
  fileField?: string;
};

export function suppressionKit(test: () => TestApp) {
  const base = campaignKit(test);
  const db = () => test().ctx.db;
  return {
    ...base,
    async upload(email: string, content: string | Buffer, options: UploadOptions = {}) {
      const form = new FormData();
      for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, String(value));
      if (!options.noFile) {
        form.append(
          options.fileField ?? 'clientoptoutfile',
          new Blob([content], { type: 'text/csv' }),
          options.fileName ?? 'list.csv',
        );
      }
      return test().app.inject({
        method: 'POST',
        url: '/api/leadspeek/suppressionlist/upload',
        headers: bearer(await base.tokenOf(email)),
        payload: form,
      });
    },
    progress: (email: string, query: string) =>
      base.call(email, 'GET', `/leadspeek/suppressionlist/progress?${query}`),
    purge: (email: string, paramId: string | number, type = 'client') =>
      base.call(email, 'DELETE', `/leadspeek/suppressionlist/purge/${paramId}/${type}`),
    /** The md5s on one list, sorted. */
    async entries(scope: 'client' | 'campaign' | 'platform', companyId: number | null, campaignId?: number) {
      const rows = await db()
        .select({ md5: suppressionEntries.emailMd5 })
        .from(suppressionEntries)
        .where(
          and(
            eq(suppressionEntries.scope, scope),
            companyId === null
              ? sql`${suppressionEntries.companyId} is null`
              : eq(suppressionEntries.companyId, companyId),
            campaignId === undefined ? undefined : eq(suppressionEntries.campaignId, campaignId),
          ),
        );
      return rows.map((row) => row.md5).sort();
    },
    async importRow(id: number) {
      const [row] = await db().select().from(suppressionImports).where(eq(suppressionImports.id, id));
      return row ?? null;
    },
    async optOutRequest(id: number) {
      const [row] = await db().select().from(optOutRequests).where(eq(optOutRequests.id, id));
      return row ?? null;
    },
    /** The user's own log rows, newest first. */
    async logsOf(email: string) {
      const userId = await base.userId(email);
      return db().select().from(userLogs).where(eq(userLogs.userId, userId)).orderBy(desc(userLogs.id));
    },
    async newestLog() {
      const [row] = await db().select().from(userLogs).orderBy(desc(userLogs.id)).limit(1);
      return row ?? null;
    },
    /**
     * Sends nothing while held: uploads stay queued so a test can read their progress and run the
     * job itself. Returns what was sent and a function that restores the real queue.
     */
    holdQueue(refuse = false) {
      const original = test().ctx.queue;
      const sent: { name: string; data: unknown }[] = [];
      const held: JobQueue = {
        async send(job, data) {
          if (refuse) throw new Error('queue unavailable');
          sent.push({ name: job.name, data });
        },
      };
      test().ctx.queue = held;
      return { sent, restore: () => (test().ctx.queue = original) };
    },
    /** The demo campaign of a demo agency's client (id and client company). */
    async demoCampaign(key: keyof typeof DEMO_CAMPAIGN_IDS) {
      const campaign = await base.campaign(DEMO_CAMPAIGN_IDS[key]);
      if (!campaign) throw new Error(`no demo campaign ${key}`);
      return campaign;
    },
    /** A lead of `personKey` in the campaign (with its visit and its charge), as the engine stores it. */
    async leadOf(
      campaign: { id: number; companyId: number },
      person: { personKey: string; email: string | null },
    ) {
      const [visit] = await db()
        .insert(visits)
        .values({
          campaignId: campaign.id,
          companyId: campaign.companyId,
          ip: '203.0.113.9',
          personKey: person.personKey,
          status: 'lead',
        })
        .returning();
      const [lead] = await db()
        .insert(leads)
        .values({
          campaignId: campaign.id,
          companyId: campaign.companyId,
          module: 'local',
          personKey: person.personKey,
          firstName: 'Jane',
          lastName: 'Doe',
          email: person.email,
          emailMd5: person.email ? md5(person.email) : null,
          phone: '312 555 0101',
          address: '1 Main St',
          city: 'Chicago',
          state: 'IL',
          zip: '60601',
          companyName: 'Doe Ltd',
          jobTitle: 'Owner',
          businessEmail: 'jane@doe.example',
          keyword: 'roof repair',
          attributes: { income: '100k' },
          sourceUrl: 'https://shop.example/?email=jane',
          visitId: visit?.id,
          priceCents: 250,
        })
        .returning();
      if (!lead || !visit) throw new Error('lead insert failed');
      await db().insert(leadCharges).values({
        leadId: lead.id,
        companyId: campaign.companyId,
        campaignId: campaign.id,
        amountCents: 250,
        leadReceivedAt: lead.receivedAt,
      });
      return { lead, visit };
    },
    async visitOf(campaign: { id: number; companyId: number }, values: Partial<typeof visits.$inferInsert>) {
      const [visit] = await db()
        .insert(visits)
        .values({ campaignId: campaign.id, companyId: campaign.companyId, ...values })
        .returning();
      if (!visit) throw new Error('visit insert failed');
      return visit;
    },
    async lead(id: number) {
      const [row] = await db().select().from(leads).where(eq(leads.id, id));
      return row ?? null;
    },
    async visitExists(id: number) {
      const rows = await db().select({ id: visits.id }).from(visits).where(eq(visits.id, id));
      return rows.length === 1;
    },
    async chargeOf(leadId: number) {
      const [row] = await db().select().from(leadCharges).where(eq(leadCharges.leadId, leadId));
      return row ?? null;
    },
    /**
     * A digest of every table an exclusion or opt-out call could touch, taken once the jobs earlier
     * calls queued have finished (they complete requests and write logs on their own time).
     */
    async suppressionFingerprint() {
      await test().jobsIdle();
      const { rows } = await db().execute<{ digest: string }>(sql`select md5(
        coalesce((select string_agg(e::text, '|' order by e.id) from suppression_entries e), '') ||
        coalesce((select string_agg(i::text, '|' order by i.id) from suppression_imports i), '') ||
        coalesce((select string_agg(o::text, '|' order by o.id) from opt_out_requests o), '') ||
        coalesce((select string_agg(l::text, '|' order by l.id) from leads l), '') ||
        coalesce((select string_agg(v::text, '|' order by v.id) from visits v), '') ||
        coalesce((select count(*)::text from user_logs), '')) as digest`);
      return rows[0]?.digest ?? '';
    },
  };
}
