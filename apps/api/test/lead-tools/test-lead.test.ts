// POST /send-test-lead (part 2 §5 "Test lead": once per minute; §8: 429 'You can only attempt this
// test once every minute. Please try again later.'): a queued test visit of the built-in graph's
// first person, resolved by the real pipeline into a test lead (never charged). Another tenant's
// campaign is 404, a role without LeadsPeek update 403, sales 403 — and none of them writes anything.
import { LEAD_TOOL_MESSAGES, messages } from '@lead/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadCharges, leads, users, visits } from '../../src/db/schema/index.ts';
import { identityGraph } from '../../src/modules/lead-data/identity-graph/graph.ts';
import { resolveVisitsJob } from '../../src/modules/lead-engine/resolve-job.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { toolKit } from './tool-kit.ts';

let test: TestApp;
const kit = toolKit(() => test);
const sentJobs: string[] = [];

beforeAll(async () => {
  test = await createTestApp();
  // Record what the route asks the queue for, then let the in-process queue run it.
  const send = test.ctx.queue.send.bind(test.ctx.queue);
  test.ctx.queue.send = async (job, payload, requestId) => {
    sentJobs.push(job.name);
    return send(job, payload, requestId);
  };
  await kit.staff('editor@acme.test', true);
  await kit.staff('viewer@acme.test', false);
});
afterAll(() => test.close());

const send = (email: string, id: string) =>
  kit.call(email, 'POST', '/send-test-lead', { leadspeek_api_id: id });

/** The campaign's newest test attempt, moved back by `seconds` (time passing, without waiting). */
const ageTestVisits = (campaignId: number, seconds: number) =>
  test.ctx.db
    .update(visits)
    .set({ receivedAt: sql`${visits.receivedAt} - make_interval(secs => ${seconds})` })
    .where(eq(visits.campaignId, campaignId));

const resolutionRequests = () => sentJobs.filter((name) => name === resolveVisitsJob.name).length;

async function expectNothingWritten(
  campaign: { id: number; leadspeekApiId: string },
  run: () => Promise<{ statusCode: number }>,
  status: number,
) {
  await test.jobsIdle();
  const requested = resolutionRequests();
  expect((await run()).statusCode).toBe(status);
  expect(await kit.visitsOf(campaign.id)).toEqual([]);
  expect(await kit.logsOf(campaign.leadspeekApiId)).toEqual([]);
  expect(resolutionRequests()).toBe(requested);
}

describe('a test lead', () => {
  it('queues a visit of the graph’s first person, asks for resolution and logs it', async () => {
    const campaign = await kit.campaign({ urlCode: 'https://shop.example.com/landing' });
    await test.jobsIdle();
    const requested = resolutionRequests();
    const response = await send('client@demo.test', campaign.leadspeekApiId);
    expect(response.statusCode, response.body).toBe(200);
    const [visit] = await kit.visitsOf(campaign.id);
    expect(response.json()).toEqual({
      message: LEAD_TOOL_MESSAGES.testLeadSent,
      leadspeek_api_id: campaign.leadspeekApiId,
      visit_id: visit?.id,
    });
    const person = identityGraph({
      seed: test.ctx.config.IDENTITY_GRAPH_SEED,
      size: test.ctx.config.IDENTITY_GRAPH_SIZE,
    }).people[0];
    expect(visit).toMatchObject({
      source: 'test',
      personKey: person?.key,
      companyId: campaign.companyId,
      pageUrl: 'https://shop.example.com/landing',
    });
    expect(resolutionRequests()).toBe(requested + 1);
    const logs = await kit.logsOf(campaign.leadspeekApiId);
    expect(logs.map((log) => log.description)).toEqual([
      `Sent a test lead to campaign ${campaign.leadspeekApiId} (${campaign.campaignName})`,
    ]);
  });

  it('becomes a lead of the campaign through the real pipeline, never charged', async () => {
    const campaign = await kit.campaign({ costPerLeadCents: 250 });
    expect((await send('agency@demo.test', campaign.leadspeekApiId)).statusCode).toBe(200);
    await test.jobsIdle();
    const [visit] = await kit.visitsOf(campaign.id);
    expect(visit).toMatchObject({ status: 'lead', reason: null });
    const stored = await test.ctx.db.select().from(leads).where(eq(leads.campaignId, campaign.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ source: 'test', priceCents: 0, visitId: visit?.id });
    expect(stored[0]?.email).toBeTruthy();
    const charges = await test.ctx.db
      .select()
      .from(leadCharges)
      .where(eq(leadCharges.campaignId, campaign.id));
    expect(charges).toEqual([]);
  });
});

describe('once per minute per campaign', () => {
  it("a second try within the minute is 429 with the spec's sentence and writes nothing; after it, OK", async () => {
    const campaign = await kit.campaign();
    const other = await kit.campaign();
    expect((await send('client@demo.test', campaign.leadspeekApiId)).statusCode).toBe(200);

    const again = await send('client@demo.test', campaign.leadspeekApiId);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({
      message: 'You can only attempt this test once every minute. Please try again later.',
    });
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(55);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(again.json().retry_after).toBe(retryAfter);
    expect(await kit.visitsOf(campaign.id)).toHaveLength(1);
    expect(await kit.logsOf(campaign.leadspeekApiId)).toHaveLength(1);

    // Another campaign has its own minute.
    expect((await send('client@demo.test', other.leadspeekApiId)).statusCode).toBe(200);

    await ageTestVisits(campaign.id, 45);
    const stillEarly = await send('client@demo.test', campaign.leadspeekApiId);
    expect(stillEarly.statusCode).toBe(429);
    expect(Number(stillEarly.headers['retry-after'])).toBeLessThanOrEqual(15);

    await ageTestVisits(campaign.id, 16);
    expect((await send('client@demo.test', campaign.leadspeekApiId)).statusCode).toBe(200);
    expect(await kit.visitsOf(campaign.id)).toHaveLength(2);
    expect(await kit.logsOf(campaign.leadspeekApiId)).toHaveLength(2);
  });

  it('two clicks at the same moment make one visit', async () => {
    const campaign = await kit.campaign();
    const answers = await Promise.all([
      send('client@demo.test', campaign.leadspeekApiId),
      send('agency@demo.test', campaign.leadspeekApiId),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    expect(await kit.visitsOf(campaign.id)).toHaveLength(1);
  });

  it('the 429 text is the one the spec fixes', () => {
    expect(messages.testLeadTooSoon).toBe(
      'You can only attempt this test once every minute. Please try again later.',
    );
  });
});

describe('refusals write nothing', () => {
  it("another tenant's campaign is not found", async () => {
    const beta = await kit.campaign({}, 'client2@demo.test');
    await expectNothingWritten(beta, () => send('agency@demo.test', beta.leadspeekApiId), 404);
    await expectNothingWritten(beta, () => send('client@demo.test', beta.leadspeekApiId), 404);
  });

  it('staff need the LeadsPeek update flag of their role', async () => {
    const campaign = await kit.campaign();
    await expectNothingWritten(campaign, () => send('viewer@acme.test', campaign.leadspeekApiId), 403);
    expect((await send('editor@acme.test', campaign.leadspeekApiId)).statusCode).toBe(200);
  });

  it('sales people only look', async () => {
    const campaign = await kit.campaign();
    await expectNothingWritten(campaign, () => send('sales@demo.test', campaign.leadspeekApiId), 403);
  });

  it('a client barred from campaign management', async () => {
    const campaign = await kit.campaign();
    await test.ctx.db
      .update(users)
      .set({ disableClientAddCampaign: true })
      .where(eq(users.email, 'client@demo.test'));
    try {
      await expectNothingWritten(campaign, () => send('client@demo.test', campaign.leadspeekApiId), 403);
    } finally {
      await test.ctx.db
        .update(users)
        .set({ disableClientAddCampaign: false })
        .where(eq(users.email, 'client@demo.test'));
    }
  });

  it('a campaign of another module, or an archived one', async () => {
    const search = await kit.campaign({ module: 'locator' });
    await expectNothingWritten(search, () => send('client@demo.test', search.leadspeekApiId), 422);
    const archived = await kit.campaign({ status: 'archived' });
    await expectNothingWritten(archived, () => send('client@demo.test', archived.leadspeekApiId), 409);
  });

  it('a body without the campaign id is 422 naming it', async () => {
    const response = await kit.call('client@demo.test', 'POST', '/send-test-lead', {});
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['leadspeek_api_id']);
  });
});
