// Reliability of the lead pipeline (issue 6 "Bad input and reliability"): a batch that fails part-way
// (a crash after its leads were written, before commit) leaves no lead and no charge, its visits stay
// queued, and the retry makes each lead and each charge exactly once; a duplicate run of visits that
// already made leads makes nothing more.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visits } from '../../src/db/schema/index.ts';
import { resolveQueuedVisits } from '../../src/modules/lead-engine/resolve-visits.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { pixelKit } from './pixel-kit.ts';

let test: TestApp;
const k = pixelKit(() => test);
let acme = 0;
let acmeClient = 0;

beforeAll(async () => {
  test = await createTestApp({ IDENTITY_GRAPH_SIZE: '5000' });
  acme = await k.campaignId('10000001');
  const { rows } = await test.ctx.db.execute<{ company_id: number }>(
    sql`select company_id from campaigns where id = ${acme}`,
  );
  acmeClient = rows[0]?.company_id ?? 0;
});
afterAll(() => test.close());

/** Queued visits of distinct demo-network visitors, written as ingestion writes them. */
async function queueVisits(count: number, label: string) {
  await test.ctx.db.insert(visits).values(
    Array.from({ length: count }, (_, index) => ({
      campaignId: acme,
      companyId: acmeClient,
      source: 'pixel' as const,
      visitorId: `${label}-${index}`,
      pageUrl: 'http://localhost:3000/demo-site/',
      ip: '127.0.0.1',
      userAgent: 'Mozilla/5.0 Chrome/131.0',
    })),
  );
}

describe('a crash inside a batch', () => {
  it('rolls the batch back, and the retried run makes each lead and charge once', async () => {
    await queueVisits(20, 'crash');
    // The "crash": the charge insert fails once, after the batch's leads were written.
    await test.ctx.db.execute(sql`create table crash_once (fired boolean)`);
    await test.ctx.db.execute(sql`create function crash_on_charge() returns trigger language plpgsql as $$
      begin
        if not exists (select 1 from crash_once) then
          insert into crash_once values (true);
          raise exception 'simulated crash';
        end if;
        return new;
      end $$`);
    await test.ctx.db.execute(sql`create trigger crash_on_charge before insert on lead_charges
      for each statement execute function crash_on_charge()`);

    await expect(resolveQueuedVisits(test.ctx)).rejects.toThrow();
    // The crash_once row was rolled back with the batch too: mark it fired for the retry.
    await test.ctx.db.execute(sql`insert into crash_once values (true)`);
    expect(await k.counts()).toMatchObject({ leads: 0, charges: 0 });
    const queued = await test.ctx.db.select().from(visits).where(eq(visits.status, 'queued'));
    expect(queued).toHaveLength(20);

    await resolveQueuedVisits(test.ctx);
    const leads = await k.leadsOf(acme);
    const charges = await k.chargesOf(acme);
    expect(leads.length).toBeGreaterThan(0);
    expect(new Set(leads.map((lead) => lead.visitId)).size).toBe(leads.length);
    expect(charges).toHaveLength(leads.length);
    expect(new Set(charges.map((charge) => charge.leadId)).size).toBe(charges.length);
    const processed = await k.visitsOf(acme);
    expect(processed.every((visit) => visit.status !== 'queued')).toBe(true);
    expect(processed.filter((visit) => visit.status === 'lead')).toHaveLength(leads.length);
  });

  it('a duplicate run of visits that already made leads adds no lead and no charge', async () => {
    const before = await k.counts();
    // As if a second worker ran the same visits again (their marks lost): re-queue them.
    await test.ctx.db.execute(sql`update visits set status = 'queued', reason = null where status = 'lead'`);
    await resolveQueuedVisits(test.ctx);
    expect(await k.counts()).toEqual(before);
    const leadVisits = (await k.visitsOf(acme)).filter((visit) => visit.status === 'lead');
    expect(leadVisits.every((visit) => visit.leadId !== null)).toBe(true);
    expect(leadVisits).toHaveLength(before.leads);
  });

  it('running again with nothing queued changes nothing', async () => {
    const before = await k.counts();
    expect(await resolveQueuedVisits(test.ctx)).toBe(0);
    expect(await k.counts()).toEqual(before);
  });
});

describe('a suppressed person', () => {
  it('is no lead, and their visit keeps nothing that points at them', async () => {
    // Whoever the demo-network browser "suppressed-1" resolves to goes on the platform opt-out list.
    const [person] = await test.ctx.leadData.resolveVisits([
      { ip: '127.0.0.1', userAgent: 'Mozilla/5.0 Chrome/131.0', emailMd5: null, visitorId: 'suppressed-1' },
    ]);
    if (!person) throw new Error('the demo network always resolves');
    await test.ctx.db.execute(
      sql`insert into suppression_entries (scope, email_md5) values ('platform', ${person.emailMd5})`,
    );
    const before = await k.counts();
    await test.ctx.db.insert(visits).values({
      campaignId: acme,
      companyId: acmeClient,
      source: 'pixel',
      visitorId: 'suppressed-1',
      pageUrl: 'http://localhost:3000/demo-site/',
      pageTitle: 'Acme Client Co — Home',
      referrer: 'https://search.example.test/',
      ip: '127.0.0.1',
      userAgent: 'Mozilla/5.0 Chrome/131.0',
    });
    await resolveQueuedVisits(test.ctx);
    expect(await k.counts()).toMatchObject({ leads: before.leads, charges: before.charges });
    const visit = (await k.visitsOf(acme)).at(-1);
    expect(visit).toMatchObject({
      status: 'rejected',
      reason: 'suppressed',
      visitorId: null,
      ip: null,
      userAgent: null,
      personKey: null,
      // Nor what they read (issue 25 item 7: the journey stops with identification).
      pageUrl: null,
      pageTitle: null,
      referrer: null,
    });
  });
});
