// A data enrichment worker as a process of its own, for the kill test: runs the job JOB_ID on the
// test's database (DATABASE_URL) with the built-in provider slowed down (MATCH_DELAY_MS per chunk,
// inside the chunk's transaction), so the test can kill it with SIGKILL mid-file.
import { runEnrichment } from '../../src/modules/data-enrichment/enrichment-job.ts';
import { createLeadDataProvider } from '../../src/modules/lead-data/index.ts';
import type { AppContext } from '../../src/platform/app-context.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { createDatabase } from '../../src/platform/db.ts';

const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
if (!config.DATABASE_URL) throw new Error('DATABASE_URL is needed');
const { db } = createDatabase(config.DATABASE_URL, 2);
const provider = createLeadDataProvider(config);
const delayMs = Number(process.env.MATCH_DELAY_MS ?? 200);
const slowed = {
  ...provider,
  async matchContacts(contacts: Parameters<typeof provider.matchContacts>[0]) {
    const people = await provider.matchContacts(contacts);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return people;
  },
};
await runEnrichment({ db, config, leadData: slowed } as AppContext, Number(process.env.JOB_ID));
process.exit(0);
