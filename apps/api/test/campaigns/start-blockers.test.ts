// Issue 23 item 2: what blocks a start is read before confirming, with the step that fixes it, from
// the same rule the start refuses with; another agency's campaign is not found.
import { messages, refusalText } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCards } from '../../src/db/schema/index.ts';
import { userNamed } from '../demo-lookup.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { statusKit } from './status-kit.ts';

let test: TestApp;
const k = statusKit(() => test);
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const blockersOf = (email: string, id: string) =>
  k.call(email, 'GET', `/leadspeek/client/start-blockers/${id}`);

describe('start blockers before the confirmation (issue 23 item 2)', () => {
  it('a client without a card: the agency reads the blocker and its fix, the start refuses with the same sentence, a card clears it', async () => {
    const client = await userNamed(test.ctx.db, 'client@demo.test');
    const savedCards = await test.ctx.db
      .select()
      .from(paymentCards)
      .where(eq(paymentCards.userId, client.id));
    await test.ctx.db.delete(paymentCards).where(eq(paymentCards.userId, client.id));
    const { leadspeekApiId: id } = await k.campaign('draft', { paymentTerm: 'Weekly' });

    const before = await blockersOf('agency@demo.test', id);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      leadspeek_api_id: id,
      blockers: [{ message: messages.campaignNeedsCard, fix: 'add-client-card' }],
      client_user_id: client.id,
    });
    // The client reads the same list (it starts its own campaigns too).
    expect((await blockersOf('client@demo.test', id)).json().blockers).toHaveLength(1);

    const refused = await k.activePause('agency@demo.test', id, 'active');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(refusalText(before.json().blockers[0].message, 'draft'));
    expect((await k.row(id))?.status).toBe('draft');

    await test.ctx.db.insert(paymentCards).values(savedCards);
    expect((await blockersOf('agency@demo.test', id)).json().blockers).toEqual([]);
    expect((await k.activePause('agency@demo.test', id, 'active')).statusCode).toBe(200);
  });

  it('names every blocker at once: a product switched off and an end date passed', async () => {
    const { leadspeekApiId: id } = await k.campaign('draft', { module: 'enhance', endDate: '2020-01-01' });
    const answer = await blockersOf('agency@demo.test', id);
    expect(answer.json().blockers).toEqual([
      { message: messages.campaignModuleDisabled, fix: 'enable-product' },
      { message: messages.campaignEndDatePassed, fix: 'change-end-date' },
    ]);
  });

  it("another agency's campaign is not found (404), and a sales person may not start campaigns (403)", async () => {
    const { leadspeekApiId: foreign } = await k.campaign('draft', {}, 'client2@demo.test');
    expect((await blockersOf('agency@demo.test', foreign)).statusCode).toBe(404);
    expect((await blockersOf('client@demo.test', foreign)).statusCode).toBe(404);
    expect((await blockersOf('sales@demo.test', foreign)).statusCode).toBe(403);
  });
});
