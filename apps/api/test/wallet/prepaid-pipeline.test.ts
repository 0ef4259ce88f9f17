// A Prepaid campaign's page views through the whole pipeline (issue 16 point 4): each lead uses one
// lead of the campaign's pool in the batch that makes it, beside a campaign of another payment term
// in the same batch (whose leads no pool pays); the batch looks for pools only when one of its
// campaigns is Prepaid.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, walletLeadDebits } from '../../src/db/schema/index.ts';
import { requestResolution } from '../../src/modules/lead-engine/resolve-job.ts';
import { DEMO_PAGE, pixelKit } from '../lead-engine/pixel-kit.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { walletKit } from './wallet-kit.ts';

let test: TestApp;
const k = walletKit(() => test);
const px = pixelKit(() => test);

beforeAll(async () => {
  test = await createTestApp({ IDENTITY_GRAPH_SIZE: '5000' });
});
afterAll(() => test.close());

const leadspeek = async (method: 'GET' | 'PUT', url: string, payload?: object) =>
  test.app.inject({
    method,
    url: `/api/leadspeek${url}`,
    headers: bearer(await k.tokenOf('agency@demo.test')),
    payload,
  });

describe('a Prepaid campaign in a resolution batch', () => {
  it('pays each of its leads from its pool; a weekly campaign beside it in the batch uses none', async () => {
    await k.setManualBill('agency@demo.test', false);
    const pooled = await k.campaign({
      status: 'draft',
      paymentTerm: 'Prepaid',
      leadsBuy: 3,
      costPerLeadCents: 200,
      platformFeeCents: 1_000,
      urlCode: DEMO_PAGE,
    });
    const weekly = await k.campaign({ paymentTerm: 'Weekly', urlCode: DEMO_PAGE });
    const started = await leadspeek('PUT', '/client/activepause', {
      leadspeek_api_id: pooled.leadspeekApiId,
      status: 'active',
    });
    expect(started.statusCode).toBe(200);

    for (let index = 0; index < 2; index++) {
      await px.send(px.view(pooled.leadspeekApiId, `pooled-${index}`), { ip: `10.44.0.${index + 1}` });
      await px.send(px.view(weekly.leadspeekApiId, `weekly-${index}`), { ip: `10.45.0.${index + 1}` });
    }
    await requestResolution(test.ctx);
    await test.jobsIdle();

    const pooledLeads = await px.leadsOf(pooled.id);
    const weeklyLeads = await px.leadsOf(weekly.id);
    expect([pooledLeads.length, weeklyLeads.length]).toEqual([2, 2]);
    const debits = await test.ctx.db
      .select({ leadId: walletLeadDebits.leadId, status: walletLeadDebits.status })
      .from(walletLeadDebits)
      .innerJoin(leads, eq(leads.id, walletLeadDebits.leadId))
      .where(inArray(leads.campaignId, [pooled.id, weekly.id]));
    expect(debits.map((debit) => debit.status).sort()).toEqual(['paid', 'paid']);
    expect(debits.map((debit) => debit.leadId).sort()).toEqual(pooledLeads.map((lead) => lead.id).sort());
    const left = await leadspeek('GET', `/client/local/remainingbalanceleads/${pooled.leadspeekApiId}`);
    expect(left.json()).toMatchObject({ remaining_balance_leads: 1 });
  });
});
