// A delivery worker as a process of its own, for the kill test: the delivery engine on the test's
// database (DATABASE_URL), with the lease the test gives (LEASE_MS), holding a liveness lock as every
// platform process does (its claims end with it). It says 'ready' once started.
import { startDeliveryEngine } from '../../src/modules/integrations/delivery-engine-job.ts';
import type { AppContext } from '../../src/platform/app-context.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { createDatabase } from '../../src/platform/db.ts';
import { holdProcessLiveness } from '../../src/platform/process-liveness.ts';

const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
if (!config.DATABASE_URL) throw new Error('DATABASE_URL is needed');
const { db } = createDatabase(config.DATABASE_URL, 4);
const liveness = await holdProcessLiveness(config.DATABASE_URL);
startDeliveryEngine({ db, config, processKey: liveness.key } as AppContext, {
  leaseMs: Number(process.env.LEASE_MS ?? 2000),
  pollMs: 50,
});
setTimeout(() => process.send?.('ready'), 300);
