// Who reaches data enrichment (issue 27 item 2): a job and its file belong to the company that
// uploaded it; another agency, another client (even of the same agency) and the client's own agency
// get 404 and change nothing. Prices sit on /configuration/data-enrichment under the role's Settings
// flags; an agency cannot go below the root's minimum. Results are deleted 30 days after the job.
import { ENRICHMENT_MESSAGES as M } from '@lead/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrichmentResultChunks, roleModules, users } from '../../src/db/schema/index.ts';
import { expireEnrichmentResults } from '../../src/modules/data-enrichment/expire-results-job.ts';
import { createSecondAcmeClient, SECOND_ACME_CLIENT } from '../isolation/second-acme-client.ts';
import { createTestApp, DEMO_HOSTS, type TestApp } from '../test-app.ts';
import { contactsCsv, enrichmentKit } from './enrichment-kit.ts';

let test: TestApp;
const t = enrichmentKit(() => test);
const CLIENT = 'client@demo.test';
const DAY_MS = 24 * 3600 * 1000;

beforeAll(async () => {
  test = await createTestApp();
  await createSecondAcmeClient(test);
  // The second client signs in like the demo users.
  const [demo] = await test.ctx.db.select().from(users).where(eq(users.email, CLIENT));
  await test.ctx.db
    .update(users)
    .set({ passwordHash: demo?.passwordHash ?? '', profileSetupCompleted: true })
    .where(eq(users.email, SECOND_ACME_CLIENT.email));
  DEMO_HOSTS[SECOND_ACME_CLIENT.email] = 'acme.localhost';
});
afterAll(async () => {
  // A worker keeps its modules from file to file: the demo list must not keep a user only this
  // file's database has (the sign-in test walks every entry).
  delete DEMO_HOSTS[SECOND_ACME_CLIENT.email];
  await test.close();
});

async function doneJob(email = CLIENT) {
  const job = await t.uploaded(email, contactsCsv(30));
  expect((await t.preview(email, job.id, job.mapping)).statusCode).toBe(200);
  expect((await t.confirm(email, job.id)).statusCode).toBe(200);
  await test.jobsIdle();
  return job.id;
}

describe("another company's jobs and files answer 404 and change nothing", () => {
  const OUTSIDERS = ['agency2@demo.test', 'client2@demo.test', SECOND_ACME_CLIENT.email, 'agency@demo.test'];

  it.each(OUTSIDERS)(
    '%s cannot read, preview, confirm, download or list a job of the demo client',
    async (outsider) => {
      const done = await doneJob();
      const uploaded = await t.uploaded(CLIENT, contactsCsv(5));
      const before = { done: await t.storedJob(done), uploaded: await t.storedJob(uploaded.id) };
      const journal = await t.ledgerTotals();

      expect((await t.job(outsider, done)).statusCode).toBe(404);
      expect((await t.download(outsider, done)).statusCode).toBe(404);
      expect((await t.preview(outsider, uploaded.id, uploaded.mapping)).statusCode).toBe(404);
      expect((await t.confirm(outsider, uploaded.id)).statusCode).toBe(404);
      const list = await t.list(outsider);
      expect(list.statusCode).toBe(200);
      expect(list.json().jobs.map((job: { id: number }) => job.id)).not.toContain(done);

      expect(await t.storedJob(done)).toEqual(before.done);
      expect(await t.storedJob(uploaded.id)).toEqual(before.uploaded);
      expect(await t.ledgerTotals()).toEqual(journal);
      // The owner still reaches both.
      expect((await t.download(CLIENT, done)).statusCode).toBe(200);
      expect((await t.job(CLIENT, uploaded.id)).json().state).toBe('uploaded');
    },
  );

  it('the platform root does not upload (403), and an unknown job is 404', async () => {
    expect((await t.upload('root@demo.test', contactsCsv(3))).statusCode).toBe(403);
    expect((await t.job(CLIENT, 2_000_000)).statusCode).toBe(404);
  });
});

describe('prices on /configuration/data-enrichment', () => {
  it('the root minimum holds for the agency, the root sets the agency price, and each reads its own', async () => {
    const root = await t.call('root@demo.test', 'PUT', '/data-enrichment/prices', { pricePerMatchCents: 12 });
    expect(root.statusCode, root.body).toBe(200);
    expect(root.json()).toEqual({
      companyKind: 'root',
      pricePerMatchCents: 12,
      minimumCents: null,
      costPerMatchCents: null,
    });

    const below = await t.call('agency@demo.test', 'PUT', '/data-enrichment/prices', {
      pricePerMatchCents: 11,
    });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors).toEqual({
      pricePerMatchCents: 'The price per matched row cannot be below the platform minimum of $0.12.',
    });
    const bad = await t.call('agency@demo.test', 'PUT', '/data-enrichment/prices', {
      pricePerMatchCents: 'a lot',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['pricePerMatchCents']);

    const acme = await t.companyId('agency@demo.test');
    const cost = await t.call('root@demo.test', 'PUT', `/data-enrichment/prices/agency/${acme}`, {
      costPerMatchCents: 9,
    });
    expect(cost.json()).toEqual({ message: M.agencyPriceSaved, costPerMatchCents: 9 });
    const saved = await t.call('agency@demo.test', 'PUT', '/data-enrichment/prices', {
      pricePerMatchCents: 30,
    });
    expect(saved.json()).toEqual({
      companyKind: 'agency',
      pricePerMatchCents: 30,
      minimumCents: 12,
      costPerMatchCents: 9,
    });
    expect((await t.call('agency@demo.test', 'GET', '/data-enrichment/prices')).json()).toEqual(saved.json());
    // Beta Growth pays the root's price: Acme's does not leak.
    expect((await t.call('agency2@demo.test', 'GET', '/data-enrichment/prices')).json()).toMatchObject({
      pricePerMatchCents: 12,
      costPerMatchCents: 12,
    });
    // The client's preview shows its agency's price.
    const job = await t.uploaded(CLIENT, contactsCsv(5));
    expect((await t.preview(CLIENT, job.id, job.mapping)).json().pricePerMatchCents).toBe(30);
  });

  it('only the root sets an agency price, and only for its own agencies', async () => {
    const acme = await t.companyId('agency@demo.test');
    const client = await t.companyId(CLIENT);
    const before = (await t.call('agency@demo.test', 'GET', '/data-enrichment/prices')).json();
    expect(
      (
        await t.call('agency2@demo.test', 'PUT', `/data-enrichment/prices/agency/${acme}`, {
          costPerMatchCents: 1,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call('root@demo.test', 'PUT', `/data-enrichment/prices/agency/${client}`, {
          costPerMatchCents: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.call('agency@demo.test', 'GET', '/data-enrichment/prices')).json()).toEqual(before);
  });

  it('clients have no configuration page (403); staff need the Settings flags: enable to read, update to save', async () => {
    expect((await t.call(CLIENT, 'GET', '/data-enrichment/prices')).statusCode).toBe(403);
    expect(
      (await t.call(CLIENT, 'PUT', '/data-enrichment/prices', { pricePerMatchCents: 50 })).statusCode,
    ).toBe(403);

    const reader = await t.staffWith('agency@demo.test', 'reader@acme.test', { update: false });
    expect((await t.call(reader, 'GET', '/data-enrichment/prices')).statusCode).toBe(200);
    const refused = await t.call(reader, 'PUT', '/data-enrichment/prices', { pricePerMatchCents: 99 });
    expect(refused.statusCode).toBe(403);
    expect(
      (await t.call('agency@demo.test', 'GET', '/data-enrichment/prices')).json().pricePerMatchCents,
    ).not.toBe(99);

    const noSettings = await t.staffWith('agency@demo.test', 'nosettings@acme.test', {});
    const [staff] = await test.ctx.db.select().from(users).where(eq(users.email, noSettings));
    await test.ctx.db
      .update(roleModules)
      .set({ enablePermission: false })
      .where(and(eq(roleModules.roleId, staff?.roleId ?? 0), eq(roleModules.moduleName, 'Settings')));
    expect((await t.call(noSettings, 'GET', '/data-enrichment/prices')).statusCode).toBe(403);
  });

  it('agency staff run jobs with Settings update and read them with enable; clients need no role', async () => {
    const reader = await t.staffWith('agency@demo.test', 'jobreader@acme.test', { update: false });
    const jobsBefore = (await t.list('agency@demo.test')).json().jobs.length;
    const refused = await t.upload(reader, contactsCsv(5));
    expect(refused.statusCode).toBe(403);
    expect((await t.list('agency@demo.test')).json().jobs).toHaveLength(jobsBefore);
    // The owner's job: the reader sees it, but may neither preview nor confirm it.
    const own = await t.uploaded('agency@demo.test', contactsCsv(5));
    expect((await t.list(reader)).statusCode).toBe(200);
    expect((await t.job(reader, own.id)).statusCode).toBe(200);
    expect((await t.preview(reader, own.id, own.mapping)).statusCode).toBe(403);
    expect((await t.confirm(reader, own.id)).statusCode).toBe(403);
    expect((await t.storedJob(own.id))?.state).toBe('uploaded');

    const runner = await t.staffWith('agency@demo.test', 'jobrunner@acme.test', { update: true });
    expect((await t.preview(runner, own.id, own.mapping)).statusCode).toBe(200);

    const noSettings = await t.staffWith('agency@demo.test', 'jobnone@acme.test', {});
    const [staff] = await test.ctx.db.select().from(users).where(eq(users.email, noSettings));
    await test.ctx.db
      .update(roleModules)
      .set({ enablePermission: false })
      .where(and(eq(roleModules.roleId, staff?.roleId ?? 0), eq(roleModules.moduleName, 'Settings')));
    expect((await t.list(noSettings)).statusCode).toBe(403);
    expect((await t.job(noSettings, own.id)).statusCode).toBe(403);

    // A client has no Settings role, and runs its own jobs.
    expect((await t.upload(CLIENT, contactsCsv(5))).statusCode).toBe(200);
  });
});

describe('results are kept 30 days', () => {
  it('the nightly job deletes a result 30 days after its job finished; its download then answers 410', async () => {
    const id = await doneJob();
    expect((await t.download(CLIENT, id)).statusCode).toBe(200);

    expect(await expireEnrichmentResults(test.ctx, new Date(Date.now() + 29 * DAY_MS))).toBe(0);
    expect((await t.download(CLIENT, id)).statusCode).toBe(200);

    expect(
      await expireEnrichmentResults(test.ctx, new Date(Date.now() + 30 * DAY_MS + 60_000)),
    ).toBeGreaterThanOrEqual(1);
    const gone = await t.download(CLIENT, id);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().errors).toEqual({ jobId: M.resultExpired });
    const chunks = await test.ctx.db
      .select()
      .from(enrichmentResultChunks)
      .where(eq(enrichmentResultChunks.jobId, id));
    expect(chunks).toEqual([]);
    // The job stays listed with its figures.
    const listed = (await t.list(CLIENT)).json().jobs.find((job: { id: number }) => job.id === id);
    expect(listed).toMatchObject({ state: 'expired', totalRows: 30 });
    expect(listed.chargedCents).toBe((await t.storedJob(id))?.chargedCents);
  });
});
