// The velocity guard (issue 12 item 4): past several times a campaign's usual hourly rate (floor
// lowered to 3 here), new leads are held unbilled and undelivered, the agency and the platform are
// told once, and the agency releases a held lead (charged exactly once, delivered) or discards it
// (never charged). Another agency's ids answer 404 and change nothing; clients may not decide.
import { heldLeadDecisionPath, heldLeadsPath, LEAD_FLOOD_MESSAGES } from '@lead/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, heldLeads, leadCharges, leads, userLogs, visits } from '../../src/db/schema/index.ts';
import { requestResolution } from '../../src/modules/lead-engine/resolve-job.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { pixelKit } from './pixel-kit.ts';

let test: TestApp;
const k = pixelKit(() => test);
let acme = 0;
let price = 0;
const tokens: Record<string, string> = {};

const settle = async () => {
  await requestResolution(test.ctx);
  await test.jobsIdle();
};
/** Distinct visitors from distinct addresses of a private network: each one a person, none capped. */
async function visitors(prefix: string, count: number, from: number) {
  for (let index = 0; index < count; index++)
    await k.send(k.view('10000001', `${prefix}-${index}`), { ip: `10.40.0.${from + index}` });
  await settle();
}
const as = (email: string) => bearer(tokens[email] ?? '');
const decide = (email: string, id: number, decision: 'release' | 'discard') =>
  test.app.inject({ method: 'PUT', url: `/api${heldLeadDecisionPath(id, decision)}`, headers: as(email) });
const list = (email: string) =>
  test.app.inject({ method: 'GET', url: `/api${heldLeadsPath(1, 50)}`, headers: as(email) });
const heldRows = () => test.ctx.db.select().from(heldLeads).orderBy(heldLeads.id);
async function heldRow(id: number) {
  const [row] = await test.ctx.db.select().from(heldLeads).where(eq(heldLeads.id, id));
  if (!row) throw new Error(`no held lead ${id}`);
  return row;
}
const chargesOfVisit = (visitId: number) =>
  test.ctx.db
    .select({ id: leadCharges.id, amount: leadCharges.amountCents })
    .from(leadCharges)
    .innerJoin(leads, eq(leads.id, leadCharges.leadId))
    .where(eq(leads.visitId, visitId));
const leadsOfVisit = (visitId: number) => test.ctx.db.select().from(leads).where(eq(leads.visitId, visitId));

beforeAll(async () => {
  test = await createTestApp({ IDENTITY_GRAPH_SIZE: '5000', LEAD_VELOCITY_FLOOR_PER_HOUR: '3' });
  acme = await k.campaignId('10000001');
  const [campaign] = await test.ctx.db.select().from(campaigns).where(eq(campaigns.id, acme));
  price = campaign?.costPerLeadCents ?? 0;
  for (const email of [
    'root@demo.test',
    'agency@demo.test',
    'agency2@demo.test',
    'client@demo.test',
    'sales@demo.test',
  ])
    tokens[email] = await test.signIn(email);
  await visitors('pace', 6, 1);
});
afterAll(() => test.close());

describe('the velocity guard', () => {
  it('holds the leads past the threshold unbilled and undelivered, and tells the agency and the platform', async () => {
    expect(price).toBeGreaterThan(0);
    expect(await k.leadsOf(acme)).toHaveLength(3);
    expect(await k.chargesOf(acme)).toHaveLength(3);
    const held = await heldRows();
    expect(held).toHaveLength(3);
    expect(
      held.every((row) => row.status === 'held' && row.priceCents === price && row.leadId === null),
    ).toBe(true);
    const statuses = (await k.visitsOf(acme)).map((visit) => visit.status);
    expect(statuses).toEqual(['lead', 'lead', 'lead', 'held', 'held', 'held']);
    // The lead reports went out for the three leads only.
    const reported = (await k.mailsTo('client@demo.test')).map((mail) => Number(mail.subject.split(' ')[0]));
    expect(reported.reduce((sum, count) => sum + count, 0)).toBe(3);

    for (const reviewer of ['agency@demo.test', 'root@demo.test']) {
      const alerts = (await k.mailsTo(reviewer)).filter((mail) =>
        mail.subject.startsWith('Leads held for review'),
      );
      expect(alerts).toHaveLength(1);
      expect(alerts[0]?.textBody).toMatch(/\d new leads? (was|were) held for review/);
    }
    const logged = await test.ctx.db.select().from(userLogs).where(eq(userLogs.action, 'lead-review'));
    expect(logged).toHaveLength(2);
  });

  it('alerts once an hour: more held leads send no second e-mail', async () => {
    await visitors('more', 2, 20);
    expect(await heldRows()).toHaveLength(5);
    const alerts = (await k.mailsTo('agency@demo.test')).filter((mail) =>
      mail.subject.startsWith('Leads held for review'),
    );
    expect(alerts).toHaveLength(1);
  });

  it('a held person coming back is re-identified, not held twice', async () => {
    await k.send(k.view('10000001', 'pace-3', 'http://localhost:3000/demo-site/book'), { ip: '10.40.0.4' });
    await settle();
    expect((await k.visitsOf(acme)).at(-1)).toMatchObject({ status: 'rejected', reason: 'reidentified' });
    expect(await heldRows()).toHaveLength(5);
  });
});

describe('the held list', () => {
  it("lists the agency's held leads with what a release charges; other agencies see none", async () => {
    const mine = await list('agency@demo.test');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ total: 5, current_page: 1 });
    expect(mine.json().data[0]).toMatchObject({
      leadspeek_api_id: '10000001',
      company_name: 'Acme Client Co',
      ip: '10.40.0.4',
      price_cents: price,
    });
    expect((await list('root@demo.test')).json()).toMatchObject({ total: 5 });
    expect((await list('agency2@demo.test')).json()).toMatchObject({ total: 0, data: [] });
    expect((await list('client@demo.test')).statusCode).toBe(403);
    expect((await list('sales@demo.test')).statusCode).toBe(403);
  });
});

describe('release and discard', () => {
  it('another agency cannot release or discard: 404, and nothing changes', async () => {
    const [first] = await heldRows();
    const id = first?.id ?? 0;
    for (const decision of ['release', 'discard'] as const) {
      expect((await decide('agency2@demo.test', id, decision)).statusCode).toBe(404);
    }
    expect((await decide('agency@demo.test', 999_999, 'release')).statusCode).toBe(404);
    expect(await heldRow(id)).toMatchObject({ status: 'held', leadId: null, decidedAt: null });
    expect(await leadsOfVisit(first?.visitId ?? 0)).toEqual([]);
  });

  it.each(['client@demo.test', 'sales@demo.test'])('%s may not release', async (email) => {
    const [first] = await heldRows();
    expect((await decide(email, first?.id ?? 0, 'release')).statusCode).toBe(403);
    expect(await heldRow(first?.id ?? 0)).toMatchObject({ status: 'held' });
  });

  it('a release makes the lead, charges it once at the held price and delivers it', async () => {
    const [first] = await heldRows();
    const response = await decide('agency@demo.test', first?.id ?? 0, 'release');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: LEAD_FLOOD_MESSAGES.released, charged_cents: price });
    await test.jobsIdle();

    const [lead] = await leadsOfVisit(first?.visitId ?? 0);
    expect(lead).toMatchObject({ id: response.json().lead_id, priceCents: price, source: 'pixel' });
    expect(lead?.createdAt.getTime()).toBe(first?.heldAt.getTime());
    expect(lead?.deliveredAt).not.toBeNull();
    // Issue 25 item 2: scored like any new lead (the default rules: a page view just now).
    expect(lead).toMatchObject({
      score: 20,
      scoreReasons: [{ points: 20, text: 'Seen in the last 7 days' }],
    });
    expect(await chargesOfVisit(first?.visitId ?? 0)).toEqual([expect.objectContaining({ amount: price })]);
    const [visit] = await test.ctx.db
      .select()
      .from(visits)
      .where(eq(visits.id, first?.visitId ?? 0));
    expect(visit).toMatchObject({ status: 'lead', leadId: lead?.id });
    expect((await k.mailsTo('client@demo.test')).at(-1)?.textBody).toContain(lead?.email ?? '?');
    const [log] = await test.ctx.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.action, 'lead-review'), eq(userLogs.campaignId, '10000001')))
      .orderBy(desc(userLogs.id))
      .limit(1);
    expect(log?.description).toMatch(/^Released held lead \d+ of campaign .+: charged \$\d+\.\d\d$/);

    // Released is decided: a second release answers 409 and charges nothing more.
    const again = await decide('agency@demo.test', first?.id ?? 0, 'release');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ heldLeadId: LEAD_FLOOD_MESSAGES.notHeld });
    expect(await chargesOfVisit(first?.visitId ?? 0)).toHaveLength(1);
  });

  it('20 concurrent releases of one held lead make one lead and one charge', async () => {
    const [, second] = await heldRows();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => decide('agency@demo.test', second?.id ?? 0, 'release')),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, ...Array(19).fill(409)]);
    await test.jobsIdle();
    expect(await leadsOfVisit(second?.visitId ?? 0)).toHaveLength(1);
    expect(await chargesOfVisit(second?.visitId ?? 0)).toHaveLength(1);
  });

  it('a discard never charges, and the discarded lead cannot be released afterwards', async () => {
    const [, , third] = await heldRows();
    const chargesBefore = (await k.chargesOf(acme)).length;
    const response = await decide('agency@demo.test', third?.id ?? 0, 'discard');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: LEAD_FLOOD_MESSAGES.discarded,
      lead_id: null,
      charged_cents: 0,
    });
    expect((await decide('agency@demo.test', third?.id ?? 0, 'release')).statusCode).toBe(409);
    await test.jobsIdle();
    expect(await heldRow(third?.id ?? 0)).toMatchObject({ status: 'discarded', leadId: null });
    expect(await leadsOfVisit(third?.visitId ?? 0)).toEqual([]);
    expect(await k.chargesOf(acme)).toHaveLength(chargesBefore);
    const [visit] = await test.ctx.db
      .select()
      .from(visits)
      .where(eq(visits.id, third?.visitId ?? 0));
    expect(visit?.status).toBe('discarded');
    const [log] = await test.ctx.db
      .select()
      .from(userLogs)
      .where(eq(userLogs.action, 'lead-review'))
      .orderBy(desc(userLogs.id))
      .limit(1);
    expect(log?.description).toBe(
      `Discarded held lead ${third?.id} of campaign Acme Client Co website visitors (not charged)`,
    );
    expect((await list('agency@demo.test')).json()).toMatchObject({ total: 2 });
  });

  it('platform staff may release too', async () => {
    const [, , , fourth] = await heldRows();
    expect((await decide('root@demo.test', fourth?.id ?? 0, 'release')).statusCode).toBe(200);
    expect(await chargesOfVisit(fourth?.visitId ?? 0)).toHaveLength(1);
  });
});

describe('an opt-out', () => {
  it('removes a held lead of the person: it can never be released', async () => {
    const [last] = (await heldRows()).filter((row) => row.status === 'held').slice(-1);
    const person = (await test.ctx.leadData.peopleByKey([last?.personKey ?? ''])).get(last?.personKey ?? '');
    expect(person?.email).toMatch(/@/);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/tools/optout/request',
      payload: { email: person?.email },
      remoteAddress: '198.51.100.77',
    });
    expect(response.statusCode).toBe(200);
    await test.jobsIdle();
    expect((await heldRows()).some((row) => row.id === last?.id)).toBe(false);
    expect((await decide('agency@demo.test', last?.id ?? 0, 'release')).statusCode).toBe(404);
  });
});

describe('a campaign with a usual rate', () => {
  it("judges a busy campaign by its usual rate: 5 × one lead an hour over last week's 168", async () => {
    const beta = await k.campaignId('10000002');
    await test.ctx.db.execute(sql`insert into leads (campaign_id, company_id, module, person_key, created_at)
      select id, company_id, module, 'usual-' || n, now() - (n || ' hours')::interval - interval '30 minutes'
      from campaigns, generate_series(1, 168) n where id = ${beta}`);
    for (let index = 0; index < 7; index++)
      await k.send(k.view('10000002', `busy-${index}`, 'https://beta-client.example.com/'), {
        ip: `10.41.0.${index + 1}`,
      });
    await settle();
    const statuses = (await k.visitsOf(beta)).map((visit) => visit.status);
    expect(statuses).toEqual(['lead', 'lead', 'lead', 'lead', 'lead', 'held', 'held']);
  });
});
