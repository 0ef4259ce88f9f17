// Issue 28 item 6: a delivery's log row is kept in its lead's month (lead_deliveries is partitioned
// like leads), and the engine works off delivery_queue, which holds the deliveries still to be sent:
// queued with the delivery, waiting there between attempts, gone when the delivery ends. The log
// shows each attempt, and "Sending" while a worker holds the delivery.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deliveryQueue, leadDeliveries } from '../../src/db/schema/index.ts';
import {
  type DeliveryEngine,
  startDeliveryEngine,
} from '../../src/modules/integrations/delivery-engine-job.ts';
import { deliverLeads } from '../../src/modules/lead-engine/delivery-job.ts';
import { companyOf } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import {
  campaignOf,
  insertLeads,
  newDeliveredLeads,
  type Receiver,
  saveWebhook,
  startReceiver,
  until,
} from './integration-kit.ts';

let test: TestApp;
let receiver: Receiver;
let client = '';
let clientCompany = 0;
let campaignId = 0;
let engine: DeliveryEngine | null = null;

beforeAll(async () => {
  test = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true' });
  receiver = await startReceiver();
  client = await test.signIn('client@demo.test');
  clientCompany = (await companyOf(test.ctx.db, 'client@demo.test')).id;
  campaignId = (await campaignOf(test, '10000001')).id;
});
afterEach(async () => {
  await engine?.stop();
  engine = null;
});
afterAll(async () => {
  await receiver.close();
  await test.close();
});

/** A fresh webhook of the client, the only integration its leads go to; answers its id. */
async function freshWebhook(): Promise<number> {
  await test.ctx.db.execute(sql`delete from company_integrations`);
  const saved = await saveWebhook(test, client, { company_id: clientCompany, url: receiver.url });
  return saved.json().integration.id;
}

const queueOf = (integrationId: number) =>
  test.ctx.db.select().from(deliveryQueue).where(eq(deliveryQueue.integrationId, integrationId));

const logOf = (integrationId: number) =>
  test.ctx.db
    .select({
      row: leadDeliveries,
      partition: sql<string>`${leadDeliveries}.tableoid::regclass::text`.as('partition'),
    })
    .from(leadDeliveries)
    .where(eq(leadDeliveries.integrationId, integrationId));

async function logRows(query: string) {
  const response = await test.app.inject({
    method: 'GET',
    url: `/api/integrations/deliveries?company_id=${clientCompany}&${query}`,
    headers: bearer(client),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as Array<{ id: number; status: string; next_attempt_at: string | null }>;
}

/** Whether a query the engine sends holds `text` (some of its queries do not survive JSON). */
function holds(query: unknown, text: string): boolean {
  try {
    return JSON.stringify(query).includes(text);
  } catch {
    return false;
  }
}

type Db = typeof test.ctx.db;
type Query = Parameters<Db['execute']>[0];

/** The database, with `onMatch` called before each query holding `text` runs. */
function spyingOn(db: Db, text: string, onMatch: (query: Query) => Promise<void> | void): Db {
  return new Proxy(db, {
    get(target, key, holder) {
      if (key !== 'execute') return Reflect.get(target, key, holder);
      return async (query: Query) => {
        if (holds(query, text)) await onMatch(query);
        return target.execute(query);
      };
    },
  });
}

/** What the engine's claim, and no other query of it, holds. */
const CLAIM = 'with candidates as';

/** The database, with `onClaim` called before each of the engine's claims runs. */
const spyingOnClaims = (db: Db, onClaim: (query: Query) => Promise<void> | void): Db =>
  spyingOn(db, CLAIM, onClaim);

describe('the delivery queue', () => {
  it("holds a delivery from its making until it ends, between attempts too; the log keeps it in its lead's month", async () => {
    const integrationId = await freshWebhook();
    receiver.behave(() => ({ status: 500, body: '{"error":"down"}' }));
    await newDeliveredLeads(test, campaignId, 2, 'queue');

    const [queued, log] = [await queueOf(integrationId), await logOf(integrationId)];
    expect(queued).toHaveLength(2);
    expect(queued.every((row) => row.status === 'pending' && row.attempts === 0)).toBe(true);
    // The queue copies the delivery's key and its webhook-id.
    expect(new Set(queued.map((row) => `${row.deliveryId}:${row.idempotencyKey}`))).toEqual(
      new Set(log.map(({ row }) => `${row.id}:${row.idempotencyKey}`)),
    );
    for (const { row, partition } of log) {
      const month = row.leadReceivedAt.toISOString().slice(0, 7).replace('-', '_');
      expect(partition).toBe(`lead_deliveries_${month}`);
    }

    // A failed attempt: the delivery waits in the queue for its next one, and the log says so.
    engine = startDeliveryEngine(test.ctx, { pollMs: 50, onError: () => {} });
    const waiting = await until(
      () => queueOf(integrationId),
      (rows) => rows.length === 2 && rows.every((row) => row.status === 'pending' && row.attempts === 1),
    );
    await engine.stop();
    engine = null;
    const tried = await logOf(integrationId);
    for (const { row } of tried) {
      const queuedRow = waiting.find((item) => item.deliveryId === row.id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lastHttpStatus: 500 });
      expect(row.nextAttemptAt.getTime()).toBe(queuedRow?.nextAttemptAt.getTime());
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }

    // Due again and answered: the deliveries end and leave the queue.
    receiver.behave(() => ({ status: 204 }));
    await test.ctx.db.execute(sql`update delivery_queue set next_attempt_at = now()`);
    engine = startDeliveryEngine(test.ctx, { pollMs: 50, onError: () => {} });
    await until(
      () => logOf(integrationId),
      (rows) => rows.every(({ row }) => row.status === 'delivered' && row.attempts === 2),
    );
    await until(
      () => queueOf(integrationId),
      (rows) => rows.length === 0,
    );
  });

  it('shows Sending in the log while a worker holds the delivery, and Resend leaves that one to finish', async () => {
    const integrationId = await freshWebhook();
    receiver.behave(() => ({ status: 204, delayMs: 1_500 }));
    const before = receiver.received.length;
    await newDeliveredLeads(test, campaignId, 1, 'sending');
    expect((await logRows('status=pending')).length).toBeGreaterThanOrEqual(1);

    engine = startDeliveryEngine(test.ctx, { pollMs: 50, onError: () => {} });
    await until(
      async () => receiver.received.length - before,
      (n) => n >= 1,
    );
    const [sending] = await logRows('status=sending');
    // Tried now: no next try is shown for it.
    expect(sending).toMatchObject({ status: 'sending', next_attempt_at: null });
    expect(await logRows('status=pending')).toEqual([]);

    const resend = await test.app.inject({
      method: 'POST',
      url: `/api/integrations/deliveries/${sending?.id}/resend`,
      headers: bearer(client),
    });
    expect(resend.statusCode).toBe(200);
    const [held] = await queueOf(integrationId);
    expect(held).toMatchObject({ status: 'sending', attempts: 1 });

    const [ended] = await until(
      () => logOf(integrationId),
      (rows) => rows[0]?.row.status === 'delivered',
    );
    expect(ended?.row.attempts).toBe(1);
    expect(await queueOf(integrationId)).toEqual([]);
    expect(receiver.received.length - before).toBe(1);
    const [shown] = await logRows(`lead_id=${ended?.row.leadId}`);
    expect(shown).toMatchObject({ status: 'delivered', next_attempt_at: null });
  });

  it('keeps a delivery queued when its log row cannot take the answer, and sends it again with the same key', async () => {
    const integrationId = await freshWebhook();
    receiver.behave(() => ({ status: 204, delayMs: 800 }));
    const before = receiver.received.length;
    await newDeliveredLeads(test, campaignId, 1, 'moving');
    engine = startDeliveryEngine(test.ctx, { pollMs: 50, leaseMs: 4_000, onError: () => {} });
    await until(
      async () => receiver.received.length - before,
      (n) => n >= 1,
    );
    // While the attempt is out, the log row is elsewhere under its key (as a row moving from the
    // default partition into its month is, for a moment); the answer comes 0.8 s after the request.
    await test.ctx.db.execute(sql`update lead_deliveries
      set lead_received_at = lead_received_at + interval '1 microsecond' where integration_id = ${integrationId}`);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const [kept] = await queueOf(integrationId);
    expect(kept).toMatchObject({ status: 'sending', attempts: 1 });
    const [unanswered] = await logOf(integrationId);
    expect(unanswered?.row).toMatchObject({ status: 'pending', attempts: 0 });

    // Back under its key: the lease ends, the delivery goes again with the same webhook-id and ends.
    await test.ctx.db.execute(sql`update lead_deliveries
      set lead_received_at = lead_received_at - interval '1 microsecond' where integration_id = ${integrationId}`);
    const [ended] = await until(
      () => logOf(integrationId),
      (rows) => rows[0]?.row.status === 'delivered',
    );
    expect(ended?.row.attempts).toBe(2);
    expect(await queueOf(integrationId)).toEqual([]);
    const sent = receiver.received.slice(before);
    expect(sent.length).toBe(2);
    expect(new Set(sent.map((item) => item.id))).toEqual(new Set([ended?.row.idempotencyKey]));
  });

  it('queues an ended delivery again on Resend, once however often it is asked', async () => {
    const integrationId = await freshWebhook();
    receiver.behave(() => ({ status: 410 }));
    await newDeliveredLeads(test, campaignId, 1, 'resend');
    engine = startDeliveryEngine(test.ctx, { pollMs: 50, onError: () => {} });
    const [failed] = await until(
      () => logOf(integrationId),
      (rows) => rows[0]?.row.status === 'failed',
    );
    await engine.stop();
    engine = null;
    expect(await queueOf(integrationId)).toEqual([]);

    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        test.app.inject({
          method: 'POST',
          url: `/api/integrations/deliveries/${failed?.row.id}/resend`,
          headers: bearer(client),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const queued = await queueOf(integrationId);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      deliveryId: failed?.row.id,
      status: 'pending',
      attempts: 0,
      idempotencyKey: failed?.row.idempotencyKey,
    });
    const [log] = await logOf(integrationId);
    expect(log?.row).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
  });

  it('lets go of what waits for an integration that is disconnected, and says why in the log', async () => {
    const integrationId = await freshWebhook();
    await newDeliveredLeads(test, campaignId, 2, 'unplug');
    expect(await queueOf(integrationId)).toHaveLength(2);
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/integrations/${integrationId}/disconnect`,
      headers: bearer(client),
    });
    expect(response.json()).toMatchObject({ result: 'success' });
    expect(await queueOf(integrationId)).toEqual([]);
    const log = await logOf(integrationId);
    expect(log.map(({ row }) => [row.status, row.lastError])).toEqual([
      ['failed', 'The integration was disconnected.'],
      ['failed', 'The integration was disconnected.'],
    ]);
    const [waiting] = await test.ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(leadDeliveries)
      .where(and(eq(leadDeliveries.integrationId, integrationId), eq(leadDeliveries.status, 'pending')));
    expect(waiting?.count).toBe(0);
  });

  it('claims once for what is due, not again for each delivery that ends', async () => {
    const integrationId = await freshWebhook();
    // Answers that end one after another, as a real receiver's do.
    receiver.behave((_request, seen) => ({ status: 204, delayMs: 5 + ((seen * 7) % 40) }));
    const before = receiver.received.length;
    await newDeliveredLeads(test, campaignId, 30, 'claims');
    let claims = 0;
    const counted = spyingOnClaims(test.ctx.db, () => {
      claims++;
    });
    // Not listening: the start's own claim is the only one asked for.
    engine = startDeliveryEngine(
      { ...test.ctx, db: counted },
      { listen: false, pollMs: 60_000, onError: () => {} },
    );
    await until(
      async () => receiver.received.length - before,
      (n) => n === 30,
    );
    await until(
      () => queueOf(integrationId),
      (rows) => rows.length === 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The start's claim took all 30; the deliveries ending one by one asked for nothing more.
    expect(claims).toBe(1);
  });
});

describe("the delivery engine's claims under a backlog", () => {
  afterAll(async () => {
    await test.ctx.db.execute(sql`analyze delivery_queue`);
  });

  /** An engine that claims only when told (no NOTIFY, no poll in the test's time). */
  const quietEngine = (db: Db) =>
    startDeliveryEngine({ ...test.ctx, db }, { listen: false, pollMs: 60_000, onError: () => {} });

  /** Runs a quiet engine until the integration's queue is empty: the plan of each query holding `text`. */
  async function plansUntilDrained(integrationId: number, text: string): Promise<string[]> {
    const plans: string[] = [];
    await drainWith(integrationId, spyingOn(test.ctx.db, text, explainingInto(plans)));
    return plans;
  }

  /** Adds the plan of each query it is called with to `plans`. */
  const explainingInto = (plans: string[]) => async (query: Query) => {
    const { rows } = await test.ctx.db.execute(sql`explain (format json) ${query}`);
    plans.push(JSON.stringify(rows[0]));
  };

  /** Runs a quiet engine on `db` until the integration's queue is empty. */
  async function drainWith(integrationId: number, db: Db): Promise<void> {
    engine = quietEngine(db);
    await until(
      () => queueOf(integrationId),
      (rows) => rows.length === 0,
      15_000,
    );
  }

  it("drains one integration's backlog beyond its room without waiting for the poll", async () => {
    const integrationId = await freshWebhook();
    // Answers that end at different times, so some end while the engine is claiming.
    receiver.behave((_request, seen) => ({ status: 204, delayMs: 5 + ((seen * 7) % 40) }));
    const before = receiver.received.length;
    await newDeliveredLeads(test, campaignId, 300, 'backlog');
    engine = quietEngine(test.ctx.db);
    await until(
      () => queueOf(integrationId),
      (rows) => rows.length === 0,
      15_000,
    );
    expect(receiver.received.length - before).toBe(300);
  });

  it('locks each due row through its key, whatever the statistics say of the queue', async () => {
    const integrationId = await freshWebhook();
    receiver.behave(() => ({ status: 204 }));
    await newDeliveredLeads(test, campaignId, 300, 'stale statistics');
    // Statistics taken while the queued rows were out on a lease (due later), then a backlog due
    // now: with them the planner once looked each claimed row up by scanning every due row, and
    // bench:delivery ran a third as fast until the next analyze.
    await test.ctx.db.execute(sql`update delivery_queue set next_attempt_at = now() + interval '1 hour'`);
    await test.ctx.db.execute(sql`analyze delivery_queue`);
    await test.ctx.db.execute(sql`update delivery_queue set next_attempt_at = now()`);
    const [plan = ''] = await plansUntilDrained(integrationId, CLAIM);
    const queueScans = [
      ...plan.matchAll(/"Node Type":"([A-Za-z ]+Scan)"[^{}]*?"Relation Name":"delivery_queue"/g),
    ];
    const indexes = [...plan.matchAll(/"Index Name":"(delivery_queue_\w+)"/g)].map((match) => match[1]);
    expect(queueScans.map((scan) => scan[1])).not.toContain('Seq Scan');
    // The due index finds the candidates, once; the lock and the update reach each row by its key.
    expect(indexes.filter((name) => name === 'delivery_queue_due_idx')).toHaveLength(1);
    expect(indexes.filter((name) => name === 'delivery_queue_pkey').length).toBeGreaterThanOrEqual(2);
  });

  /** The months of `table` the plan reads under the alias `alias` (a partition's scan is `alias_n`). */
  const monthsRead = (plan: string, table: string, alias: string) =>
    new Set(
      [
        ...plan.matchAll(
          new RegExp(`"Relation Name":"${table}_(\\w+)"[^{}]*?"Alias":"${alias}(_\\d+)?"`, 'g'),
        ),
      ].map((match) => match[1]),
    );

  it("reads a claimed batch's leads, and their page views, from the recent months alone, whatever other months exist", async () => {
    // Months long before and after this one: joined to the claimed rows without naming months, the
    // leads and page views of every month were planned at each claim.
    const far = ['2021_01', '2031_01', '2041_01'];
    for (const table of ['leads', 'visits'])
      for (const month of far)
        await test.ctx.db.execute(
          sql`select create_month_partition(${table}::regclass, ${`${month.replace('_', '-')}-01`}::date)`,
        );
    const integrationId = await freshWebhook();
    receiver.behave(() => ({ status: 204 }));
    const before = receiver.received.length;
    const ids = await newDeliveredLeads(test, campaignId, 3, 'lead months');
    const claims: string[] = [];
    const reads: string[] = [];
    await drainWith(
      integrationId,
      spyingOn(spyingOn(test.ctx.db, CLAIM, explainingInto(claims)), 'from leads l', explainingInto(reads)),
    );
    const sent = receiver.received.slice(before).map((item) => JSON.parse(item.body).data.id);
    expect(sent.sort()).toEqual([...ids].sort());
    expect(claims.length).toBeGreaterThan(0);
    for (const plan of claims)
      for (const [table, alias] of [
        ['leads', 'l'],
        // The lead's own page view (its browser), from those months too: a lead keeps its page view's time.
        ['visits', 'sv'],
      ] as const) {
        const months = [...monthsRead(plan, table, alias)].filter((month) => month !== 'default');
        // Last month, this one and the next (made ahead), those that exist.
        expect(months.length).toBeGreaterThan(0);
        expect(months.length).toBeLessThanOrEqual(3);
        for (const month of far) expect(months).not.toContain(month);
      }
    // Recent leads need no second read.
    expect(reads).toEqual([]);
  });

  it('sends a delivery of a lead of a month long past, read from its own month', async () => {
    for (const table of ['leads', 'visits', 'lead_deliveries'])
      await test.ctx.db.execute(sql`select create_month_partition(${table}::regclass, '2021-01-01'::date)`);
    const integrationId = await freshWebhook();
    receiver.behave(() => ({ status: 204 }));
    const before = receiver.received.length;
    const [id] = await insertLeads(test, campaignId, 1, 'old month');
    // A lead of January 2021, its delivery queued now (as Resend does from the log).
    await test.ctx.db.execute(
      sql`update leads set received_at = '2021-01-15T10:00:00.123456Z' where id = ${id}`,
    );
    while ((await deliverLeads(test.ctx, campaignId)).delivered > 0) {}
    const reads: string[] = [];
    await drainWith(integrationId, spyingOn(test.ctx.db, 'from leads l', explainingInto(reads)));
    const [item] = receiver.received.slice(before);
    expect(JSON.parse(item?.body ?? '{}').data).toMatchObject({
      id,
      email: expect.stringContaining('old month'),
    });
    expect(reads.length).toBeGreaterThan(0);
    for (const plan of reads) expect(monthsRead(plan, 'leads', 'l')).toEqual(new Set(['2021_01']));
  });

  it("writes a batch's outcomes to the log's months of that batch alone, whatever other months exist", async () => {
    // Months of the log long before and after this one: a join alone would plan every one of them.
    for (const month of ['2031-01-01', '2041-01-01'])
      await test.ctx.db.execute(
        sql`select create_month_partition('lead_deliveries'::regclass, ${month}::date)`,
      );
    const integrationId = await freshWebhook();
    receiver.behave(() => ({ status: 204 }));
    await newDeliveredLeads(test, campaignId, 3, 'outcome months');
    const months = new Set((await logOf(integrationId)).map(({ partition }) => partition));
    const plans = await plansUntilDrained(integrationId, 'jsonb_to_recordset');
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) {
      const logMonths = new Set(
        [...plan.matchAll(/"Relation Name":"(lead_deliveries_\w+)"/g)].map((match) => match[1]),
      );
      expect(logMonths).toEqual(months);
    }
  });
});
