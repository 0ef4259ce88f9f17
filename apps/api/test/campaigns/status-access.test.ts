// Who may change which campaign (issue 5 "Bad input and security"; part 2 §6), and the smaller
// status calls of part 2 §7: stop continual top-up, remaining balance leads, check campaign active.
// Decided: agency owners/admins and platform staff take every action; a client may pause and resume
// its own campaigns and switch their continual top-up, not archive or remove them, and not at all
// with disable_client_add_campaign; sales people only look. Another tenant's campaign is a 404,
// except where the caller's user type may never take the action: the route refuses that with 403
// before any id is read (like a sales person's), so the answer says nothing about the campaign.
import { messages, refusalText } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepaidPools, userLogs, users } from '../../src/db/schema/index.ts';
import { companyOf } from '../demo-lookup.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { statusKit } from './status-kit.ts';

let test: TestApp;
const k = statusKit(() => test);
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

/** Campaign log rows (sign-ins write their own 'login' rows, which are not what is compared). */
const logCount = async () =>
  (await test.ctx.db.select({ id: userLogs.id }).from(userLogs).where(eq(userLogs.action, 'campaign')))
    .length;

async function expectUnchanged(id: string, run: () => Promise<{ statusCode: number }>, status: number) {
  const before = await k.row(id);
  const logs = await logCount();
  expect((await run()).statusCode).toBe(status);
  expect(await k.row(id)).toEqual(before);
  expect(await logCount()).toBe(logs);
}

describe('cross-tenant: 404 and nothing changes', () => {
  it.each([
    ['agency@demo.test', '10000002'],
    ['client2@demo.test', '10000001'],
    ['client@demo.test', '10000002'],
    ['agency2@demo.test', '10000001'],
  ])('%s on %s', async (email, id) => {
    // Clients never archive or remove: 403 by the route's user types, whoever's the campaign.
    const archiving = email.startsWith('client') ? 403 : 404;
    await expectUnchanged(id, () => k.activePause(email, id, 'paused'), 404);
    await expectUnchanged(id, () => k.archive(email, id), archiving);
    await expectUnchanged(id, () => k.remove(email, id), archiving);
    await expectUnchanged(
      id,
      () => k.call(email, 'PUT', '/leadspeek/client/local/stopcontinualtopup', { leadspeek_api_id: id }),
      404,
    );
    expect(
      (await k.call(email, 'GET', `/leadspeek/client/local/remainingbalanceleads/${id}`)).statusCode,
    ).toBe(404);
    expect(
      (await k.call(email, 'POST', '/leadspeek/check-campaign-active', { leadspeek_api_id: id })).statusCode,
    ).toBe(404);
  });

  it('an unknown campaign id is a 404 too', async () => {
    expect((await k.activePause('root@demo.test', '99999999', 'paused')).statusCode).toBe(404);
  });
});

describe('who may act on a visible campaign', () => {
  it('the client pauses and resumes its own campaign', async () => {
    const campaign = await k.campaign('active');
    expect((await k.activePause('client@demo.test', campaign.leadspeekApiId, 'paused')).statusCode).toBe(200);
    expect((await k.row(campaign.leadspeekApiId))?.status).toBe('paused');
    expect((await k.activePause('client@demo.test', campaign.leadspeekApiId, 'active')).statusCode).toBe(200);
    expect((await k.row(campaign.leadspeekApiId))?.status).toBe('active');
    const logs = await k.logs(campaign.leadspeekApiId);
    expect(logs.map((log) => log.userId)).toEqual([
      (await test.ctx.db.select().from(users).where(eq(users.email, 'client@demo.test')))[0]?.id,
      (await test.ctx.db.select().from(users).where(eq(users.email, 'client@demo.test')))[0]?.id,
    ]);
  });

  it('the client may not archive or remove (403, nothing changed)', async () => {
    const campaign = await k.campaign('paused');
    await expectUnchanged(
      campaign.leadspeekApiId,
      () => k.archive('client@demo.test', campaign.leadspeekApiId),
      403,
    );
    await expectUnchanged(
      campaign.leadspeekApiId,
      () => k.remove('client@demo.test', campaign.leadspeekApiId),
      403,
    );
  });

  it('a client with disable_client_add_campaign may not change status (403)', async () => {
    const campaign = await k.campaign('active');
    await test.ctx.db
      .update(users)
      .set({ disableClientAddCampaign: true })
      .where(eq(users.email, 'client@demo.test'));
    try {
      await expectUnchanged(
        campaign.leadspeekApiId,
        () => k.activePause('client@demo.test', campaign.leadspeekApiId, 'paused'),
        403,
      );
    } finally {
      await test.ctx.db
        .update(users)
        .set({ disableClientAddCampaign: false })
        .where(eq(users.email, 'client@demo.test'));
    }
  });

  it('a sales person sees but does not change campaigns (403)', async () => {
    const campaign = await k.campaign('active');
    await expectUnchanged(
      campaign.leadspeekApiId,
      () => k.activePause('sales@demo.test', campaign.leadspeekApiId, 'paused'),
      403,
    );
    const check = await k.call('sales@demo.test', 'POST', '/leadspeek/check-campaign-active', {
      leadspeek_api_id: campaign.leadspeekApiId,
    });
    expect(check.json()).toEqual({ active: true, active_campaign_id: [campaign.leadspeekApiId] });
  });

  it.each(['root@demo.test', 'admin@demo.test'])(
    'platform staff %s archive a paused campaign',
    async (email) => {
      const campaign = await k.campaign('paused');
      expect((await k.archive(email, campaign.leadspeekApiId)).statusCode).toBe(200);
      expect((await k.row(campaign.leadspeekApiId))?.status).toBe('archived');
    },
  );

  it('without a session: 401', async () => {
    const response = await test.app.inject({
      method: 'PUT',
      url: '/api/leadspeek/client/activepause',
      payload: { leadspeek_api_id: '10000001', status: 'paused' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('bad input: 422 naming the field, nothing written', () => {
  it.each([
    [{ leadspeek_api_id: '10000001', status: 'stopped' }, 'status'],
    [{ leadspeek_api_id: '10000001' }, 'status'],
    [{ status: 'paused' }, 'leadspeek_api_id'],
    [{ leadspeek_api_id: "1'; drop table campaigns;--", status: 'paused' }, 'leadspeek_api_id'],
    [{ leadspeek_api_id: 'x'.repeat(41), status: 'paused' }, 'leadspeek_api_id'],
  ])('%j → %s', async (body, field) => {
    const before = await k.row('10000001');
    const response = await k.call('agency@demo.test', 'PUT', '/leadspeek/client/activepause', body);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(await k.row('10000001')).toEqual(before);
  });

  it('a numeric id is accepted like its string', async () => {
    const campaign = await k.campaign('active');
    const response = await k.call('agency@demo.test', 'PUT', '/leadspeek/client/activepause', {
      leadspeek_api_id: Number(campaign.leadspeekApiId),
      status: 'paused',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('PUT /leadspeek/client/local/stopcontinualtopup', () => {
  const toggle = (email: string, body: object) =>
    k.call(email, 'PUT', '/leadspeek/client/local/stopcontinualtopup', body);

  it('flips when stop_continual is omitted, sets it when sent; logged each time', async () => {
    const campaign = await k.campaign('active', { paymentTerm: 'Prepaid' });
    const id = campaign.leadspeekApiId;
    const first = await toggle('agency@demo.test', { leadspeek_api_id: id });
    expect(first.json()).toEqual({
      message: messages.dataUpdated,
      leadspeek_api_id: id,
      stop_continual: 'T',
    });
    expect((await k.row(id))?.continualTopupStopped).toBe(true);
    expect((await toggle('client@demo.test', { leadspeek_api_id: id })).json().stop_continual).toBe('F');
    expect((await k.row(id))?.continualTopupStopped).toBe(false);
    expect(
      (await toggle('agency@demo.test', { leadspeek_api_id: id, stop_continual: 'T' })).json().stop_continual,
    ).toBe('T');
    expect(
      (await toggle('agency@demo.test', { leadspeek_api_id: id, stop_continual: true })).json()
        .stop_continual,
    ).toBe('T');
    expect((await k.row(id))?.continualTopupStopped).toBe(true);
    expect(await k.logs(id)).toHaveLength(4);
  });

  it('Search ID campaigns have no continual top-up: 409, nothing changed', async () => {
    const campaign = await k.campaign('active', { module: 'locator' });
    await expectUnchanged(
      campaign.leadspeekApiId,
      () => toggle('agency@demo.test', { leadspeek_api_id: campaign.leadspeekApiId }),
      409,
    );
    const response = await toggle('agency@demo.test', { leadspeek_api_id: campaign.leadspeekApiId });
    expect(response.json().message).toBe(refusalText(messages.campaignSiteIdOnly, 'active'));
  });
});

describe('GET /leadspeek/client/local/remainingbalanceleads/:id', () => {
  it('leads bought in its prepaid pools minus leads used (issue 16 point 4)', async () => {
    const campaign = await k.campaign('active', { leadsBuy: 500, paymentTerm: 'Prepaid' });
    await test.ctx.db.insert(prepaidPools).values({
      campaignId: campaign.id,
      poolNo: 1,
      leadsBought: 500,
      leadsUsed: 20,
      amountCents: 100_000,
      payer: 'client_card',
      status: 'open',
    });
    const response = await k.call(
      'client@demo.test',
      'GET',
      `/leadspeek/client/local/remainingbalanceleads/${campaign.leadspeekApiId}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      leadspeek_api_id: campaign.leadspeekApiId,
      leads_buy: 500,
      leads_delivered: 20,
      remaining_balance_leads: 480,
      pools: [{ pool_no: 1, leads_bought: 500, leads_used: 20, status: 'open', amount: '1000.00' }],
      paused_for_funds: false,
    });
  });

  it('nothing bought → null', async () => {
    const response = await k.call(
      'agency@demo.test',
      'GET',
      '/leadspeek/client/local/remainingbalanceleads/10000001',
    );
    expect(response.json().remaining_balance_leads).toBeNull();
  });
});

describe('POST /leadspeek/check-campaign-active', () => {
  const check = (email: string, body: object) =>
    k.call(email, 'POST', '/leadspeek/check-campaign-active', body);

  it('by campaign: active or not', async () => {
    const paused = await k.campaign('paused');
    expect((await check('agency@demo.test', { leadspeek_api_id: paused.leadspeekApiId })).json()).toEqual({
      active: false,
      active_campaign_id: [],
    });
  });

  it('by company: the active campaigns of an agency’s clients or of a client, only visible ones', async () => {
    const acme = await companyOf(test.ctx.db, 'agency@demo.test');
    const acmeClient = await companyOf(test.ctx.db, 'client@demo.test');
    const byAgency = (await check('agency@demo.test', { company_id: acme.id })).json();
    expect(byAgency.active).toBe(true);
    expect(byAgency.active_campaign_id).toContain('10000001');
    expect(byAgency.active_campaign_id).not.toContain('10000002');
    const byClient = (await check('client@demo.test', { company_id: acmeClient.id })).json();
    expect(byClient.active_campaign_id).toContain('10000001');
  });

  it('another tenant’s company → 404; neither id → 422', async () => {
    const beta = await companyOf(test.ctx.db, 'agency2@demo.test');
    expect((await check('agency@demo.test', { company_id: beta.id })).statusCode).toBe(404);
    expect((await check('client@demo.test', { company_id: beta.id })).statusCode).toBe(404);
    const neither = await check('agency@demo.test', {});
    expect(neither.statusCode).toBe(422);
    expect(neither.json().errors).toHaveProperty('leadspeek_api_id');
  });
});
