// Pausing and resuming several campaigns at once (issue 23 point 8): PUT
// /leadspeek/client/bulk-activepause runs the single action per campaign (same checks, same charges,
// one user-log row each) and answers what happened to each; another tenant's id refuses the whole
// request before anything changes; 20 identical requests at once change each campaign once.
import { messages, refusalText } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prepaidPools } from '../../src/db/schema/index.ts';
import { companyOf } from '../demo-lookup.ts';
import { declineCardsOf } from '../invoices/invoice-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { walletKit } from '../wallet/wallet-kit.ts';
import { statusKit } from './status-kit.ts';

let test: TestApp;
const k = statusKit(() => test);
const wallet = walletKit(() => test);

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());
beforeEach(async () => {
  await wallet.setManualBill('agency@demo.test', false);
  await declineCardsOf(test.ctx.db, (await companyOf(test.ctx.db, 'client@demo.test')).id, null);
});

const bulk = (email: string, ids: unknown, status: unknown = 'paused') =>
  k.call(email, 'PUT', '/leadspeek/client/bulk-activepause', { leadspeek_api_ids: ids, status });
const statuses = async (ids: string[]) => Promise.all(ids.map(async (id) => (await k.row(id))?.status));
const poolsOf = (campaignId: number) =>
  test.ctx.db.select().from(prepaidPools).where(eq(prepaidPools.campaignId, campaignId));
const prepaidDraft = () =>
  k.campaign('draft', {
    paymentTerm: 'Prepaid',
    leadsBuy: 3,
    costPerLeadCents: 200,
    platformFeeCents: 1_000,
  });

describe('bulk pause and resume', () => {
  it('pauses each active campaign with its own user-log row, and reports a refused one with its reason', async () => {
    const [a, b, draft] = [await k.campaign('active'), await k.campaign('active'), await k.campaign('draft')];
    const ids = [a.leadspeekApiId, b.leadspeekApiId, draft.leadspeekApiId];
    const response = await bulk('client@demo.test', ids, 'paused');
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([
      expect.objectContaining({ leadspeek_api_id: a.leadspeekApiId, result: 'done', status: 'paused' }),
      expect.objectContaining({ leadspeek_api_id: b.leadspeekApiId, result: 'done', status: 'paused' }),
      {
        leadspeek_api_id: draft.leadspeekApiId,
        campaign_name: draft.campaignName,
        result: 'refused',
        status: 'draft',
        message: refusalText(messages.campaignCannotPause, 'draft'),
      },
    ]);
    expect(await statuses(ids)).toEqual(['paused', 'paused', 'draft']);
    for (const id of [a.leadspeekApiId, b.leadspeekApiId]) {
      const logs = await k.logs(id);
      expect(logs).toHaveLength(1);
      expect(logs[0]?.description).toContain('paused; was active');
    }
    expect(await k.logs(draft.leadspeekApiId)).toHaveLength(0);
  });

  it('resumes through the single start: a Prepaid campaign buys its pool (one charge), each logged once', async () => {
    const pre = await prepaidDraft();
    const paused = await k.campaign('paused');
    const chargesBefore = await wallet.providerCharges();
    const response = await bulk('agency@demo.test', [pre.leadspeekApiId, paused.leadspeekApiId], 'active');
    expect(response.statusCode).toBe(200);
    expect(response.json().results.map((row: { result: string }) => row.result)).toEqual(['done', 'done']);
    expect(await statuses([pre.leadspeekApiId, paused.leadspeekApiId])).toEqual(['active', 'active']);
    expect(await poolsOf(pre.id)).toHaveLength(1);
    expect(await wallet.providerCharges()).toBe(chargesBefore + 1);
    expect(await k.logs(pre.leadspeekApiId)).toHaveLength(1);
    expect(await k.logs(paused.leadspeekApiId)).toHaveLength(1);
  });

  it('20 identical requests at once change each campaign once and charge once', async () => {
    const pre = await prepaidDraft();
    const paused = await k.campaign('paused');
    const ids = [pre.leadspeekApiId, paused.leadspeekApiId];
    const chargesBefore = await wallet.providerCharges();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => bulk('agency@demo.test', ids, 'active')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const done = answers.flatMap((answer) =>
      answer.json().results.filter((row: { result: string }) => row.result === 'done'),
    );
    expect(done.map((row: { leadspeek_api_id: string }) => row.leadspeek_api_id).sort()).toEqual(
      [...ids].sort(),
    );
    expect(await statuses(ids)).toEqual(['active', 'active']);
    expect(await poolsOf(pre.id)).toHaveLength(1);
    expect(await wallet.providerCharges()).toBe(chargesBefore + 1);
    expect(await k.logs(pre.leadspeekApiId)).toHaveLength(1);
    expect(await k.logs(paused.leadspeekApiId)).toHaveLength(1);
  });

  it("another agency's campaign among the ids refuses the whole request (404 naming it) and changes nothing", async () => {
    const own = await k.campaign('active');
    const foreign = await k.campaign('active', {}, 'client2@demo.test');
    const response = await bulk('agency@demo.test', [own.leadspeekApiId, foreign.leadspeekApiId], 'paused');
    expect(response.statusCode).toBe(404);
    expect(response.json().errors).toHaveProperty(['leadspeek_api_ids.1']);
    expect(await statuses([own.leadspeekApiId, foreign.leadspeekApiId])).toEqual(['active', 'active']);
    expect(await k.logs(own.leadspeekApiId)).toHaveLength(0);
    expect(await k.logs(foreign.leadspeekApiId)).toHaveLength(0);
  });

  it('sales people only look: 403, nothing changed', async () => {
    const own = await k.campaign('active');
    const response = await bulk('sales@demo.test', [own.leadspeekApiId], 'paused');
    expect(response.statusCode).toBe(403);
    expect((await k.row(own.leadspeekApiId))?.status).toBe('active');
  });

  it.each([
    [[], 'paused', 'leadspeek_api_ids'],
    [['not a campaign!'], 'paused', 'leadspeek_api_ids.0'],
    [['10000001', '10000001'], 'paused', 'leadspeek_api_ids'],
    [Array.from({ length: 101 }, (_, n) => String(50_000_000 + n)), 'paused', 'leadspeek_api_ids'],
    ['10000001', 'paused', 'leadspeek_api_ids'],
    [['10000001'], 'stopped', 'status'],
  ])('%j with status %s → 422 naming %s', async (ids, status, field) => {
    const response = await bulk('agency@demo.test', ids, status);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty([field]);
  });
});
