// Kill the worker mid-delivery and restart (issue 17 "Reliability and security"): a delivery worker
// in a process of its own is killed with SIGKILL while the receiver holds its requests; a new worker
// takes the leased rows and sends them again with the same webhook-id, so the receiver — deduping by
// webhook-id as Standard Webhooks asks — processes every lead exactly once. It takes them at once,
// not when their lease ends: the dead worker's liveness lock went with it (issue 28 item 2).
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryQueue, leadDeliveries } from '../../src/db/schema/index.ts';
import { startDeliveryEngine } from '../../src/modules/integrations/delivery-engine-job.ts';
import { companyOf } from '../demo-lookup.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import {
  campaignOf,
  newDeliveredLeads,
  type Receiver,
  saveWebhook,
  startReceiver,
  until,
} from './integration-kit.ts';

let test: TestApp;
let receiver: Receiver;
let child: ChildProcess | null = null;

beforeAll(async () => {
  test = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true' });
  receiver = await startReceiver();
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await receiver.close();
  await test.close();
});

function startWorker(leaseMs = 1_500): Promise<ChildProcess> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'engine-process.ts');
  const worker = fork(script, [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      DATABASE_URL: test.ctx.config.DATABASE_URL,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      LEASE_MS: String(leaseMs),
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
    worker.once('message', () => resolve(worker));
  });
}

async function killMidDelivery(leaseMs: number, label: string) {
  const client = await test.signIn('client@demo.test');
  const clientCompany = (await companyOf(test.ctx.db, 'client@demo.test')).id;
  const campaign = await campaignOf(test, '10000001');
  const saved = await saveWebhook(test, client, { company_id: clientCompany, url: receiver.url });
  const integrationId = saved.json().integration.id as number;
  receiver.received.length = 0;
  // The receiver holds every request for a while: the worker dies with all of them in flight.
  receiver.behave(() => ({ status: 200, delayMs: 1_000 }));
  child = await startWorker(leaseMs);
  const leadIds = await newDeliveredLeads(test, campaign.id, 10, label);
  await until(
    async () => receiver.received.length,
    (n) => n >= 5,
  );
  child.removeAllListeners('exit');
  child.kill('SIGKILL');
  child = null;
  const leased = await test.ctx.db.select().from(deliveryQueue).where(eq(deliveryQueue.status, 'sending'));
  expect(leased.length).toBeGreaterThan(0);

  receiver.behave(() => ({ status: 200 }));
  const engine = startDeliveryEngine(test.ctx, { pollMs: 50, onError: () => {} });
  const rows = await until(
    () =>
      test.ctx.db
        .select()
        .from(leadDeliveries)
        .where(and(eq(leadDeliveries.integrationId, integrationId), inArray(leadDeliveries.leadId, leadIds))),
    (list) => list.length === leadIds.length && list.every((row) => row.status === 'delivered'),
    15_000,
  );
  await engine.stop();
  const keys = new Set(rows.map((row) => row.idempotencyKey));
  expect(receiver.received.every((item) => keys.has(item.id))).toBe(true);
  expect(new Set(receiver.received.map((item) => item.id)).size).toBe(leadIds.length);
  expect([...keys].every((key) => receiver.processed.has(key))).toBe(true);
  // Some were sent twice with the same webhook-id (the dead worker's and the new one's).
  expect(receiver.received.length).toBeGreaterThan(leadIds.length);
}

describe('a worker process killed mid-delivery', () => {
  it('leaves nothing lost and nothing processed twice once a worker runs again', async () => {
    await killMidDelivery(1_500, 'killed');
  }, 40_000);

  it('has its leased rows sent again at once, long before their lease ends', async () => {
    // Two minutes of lease: the rows are all delivered within 15 s only if the dead claim is seen.
    await killMidDelivery(120_000, 'killed-long-lease');
  }, 40_000);
});
