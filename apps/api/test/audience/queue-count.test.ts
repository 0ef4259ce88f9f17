// POST /bigdbm/services/queuecount and the 'audience-count' job (part 2 §3 "Approximate lead-count
// row", §4 "Lead-count row", §5 zip area; issue 5 point 6): a pending row is written and counted in the
// background; Success, No Result, error with Retry; the requester is mailed; bad input and other
// tenants' clients change nothing.
import { AUDIENCE_MESSAGES as A, CAMPAIGN_FIELD_MESSAGES as M, messages } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { AUDIENCE_TEST_ENV, audienceKit, scriptedProvider } from './audience-kit.ts';

let test: TestApp;
const t = audienceKit(() => test);
let restore: (() => void) | null = null;
beforeAll(async () => {
  test = await createTestApp(AUDIENCE_TEST_ENV);
  // Signing in writes logs: done first, so "nothing changed" compares the calls alone.
  for (const email of [
    'client@demo.test',
    'agency@demo.test',
    'client2@demo.test',
    'agency2@demo.test',
    'root@demo.test',
    'sales@demo.test',
  ])
    await t.tokenOf(email);
});
afterEach(() => {
  restore?.();
  restore = null;
});
afterAll(() => test.close());

const acmeClient = () => t.companyId('client@demo.test');
const betaClient = () => t.companyId('client2@demo.test');
const national = { target_location: 'National Targeting', keyword: 'dentist' };

describe('queueing a count', () => {
  it('a client queues a national count: a pending row answered, then Success with both counts and an e-mail', async () => {
    const clientId = await acmeClient();
    const response = await t.queue('client@demo.test', {
      ...national,
      keyword: 'dentist, Teeth whitening\ndentist',
    });
    expect(response.statusCode).toBe(200);
    const row = response.json();
    expect(row).toMatchObject({
      company_id: clientId,
      target_location: 'National Targeting',
      keyword: 'dentist, Teeth whitening',
      keywords: ['dentist', 'Teeth whitening'],
      states: [],
      cities: [],
      zip_code: '',
      status: 'pending',
      count: null,
      count_without_geo: null,
      attempts: 0,
    });
    const pending = await t.countRow(row.id);
    expect(pending?.requestedByUserId).toBe(await t.userId('client@demo.test'));

    await test.jobsIdle();
    const expected = await test.ctx.leadData.countAudience({
      keywords: ['dentist', 'Teeth whitening'],
      targetLocation: 'National Targeting',
      states: [],
      cities: [],
      zipCodes: [],
    });
    expect(expected.count).toBeGreaterThan(0);
    const done = await t.countRow(row.id);
    expect(done).toMatchObject({
      status: 'success',
      countWithoutGeo: expected.countWithoutGeo,
      count: expected.count,
      attempts: 1,
      error: null,
    });
    expect(done?.completedAt).toBeInstanceOf(Date);

    const [mail] = await t.mailsTo('client@demo.test');
    expect(mail?.subject).toBe(`Your audience count is ready: ${expected.count} leads`);
    expect(mail?.textBody).toContain(`Local count: ${expected.count}`);
    expect(mail?.textBody).toContain(`National count: ${expected.countWithoutGeo}`);
    expect(mail?.textBody).toContain('Keywords: dentist, Teeth whitening');
    // The client's agency site, whatever host the request named.
    expect(mail?.textBody).toContain('http://acme.localhost:3000/Audience');

    const [log] = await t.logsOf('client@demo.test');
    expect(log?.description).toBe(
      `Queued audience count ${row.id} for Acme Client Co: dentist, Teeth whitening (National Targeting)`,
    );
  });

  it('an agency queues a State count for its client; the local count stays within the national one', async () => {
    const response = await t.queue('agency@demo.test', {
      companyID: await acmeClient(),
      target_location: 'State',
      states: ['tx', 'CA'],
      cities: ['austin', 'Los Angeles'],
      keyword: 'roof repair',
    });
    expect(response.statusCode).toBe(200);
    const row = response.json();
    // Codes upper-cased, cities in the dataset's spelling.
    expect(row).toMatchObject({ states: ['TX', 'CA'], cities: ['Austin', 'Los Angeles'], status: 'pending' });
    await test.jobsIdle();
    const done = await t.countRow(row.id);
    expect(done?.status).toBe('success');
    expect(done?.count).toBeLessThanOrEqual(done?.countWithoutGeo ?? -1);
    expect(done?.requestedByUserId).toBe(await t.userId('agency@demo.test'));
    expect((await t.mailsTo('agency@demo.test'))[0]?.subject).toMatch(/^Your audience count is ready/);
  });

  it('a Zip Code count stores the normalised zips', async () => {
    const response = await t.queue('client@demo.test', {
      target_location: 'Zip Code',
      zip_code: '60601, 60602\n\n10001 60601',
      keyword: 'plumber',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().zip_code).toBe('60601\n60602\n10001');
    expect((await t.countRow(response.json().id))?.zipCodes).toEqual(['60601', '60602', '10001']);
    await test.jobsIdle();
  });

  it('a count of 0 is a success with No Result, and the e-mail says so', async () => {
    restore = t.useProvider(scriptedProvider({ countWithoutGeo: 40, count: 0 }));
    const response = await t.queue('client@demo.test', national);
    await test.jobsIdle();
    expect(await t.countRow(response.json().id)).toMatchObject({
      status: 'success',
      count: 0,
      countWithoutGeo: 40,
    });
    expect((await t.mailsTo('client@demo.test'))[0]?.subject).toBe('Your audience count is ready: No Result');
  });

  it('the provider not answering makes an error row (no counts, error kept); Retry makes it a Success', async () => {
    const provider = scriptedProvider('unavailable', { countWithoutGeo: 900, count: 120 });
    restore = t.useProvider(provider);
    const queued = await t.queue('client@demo.test', national);
    await test.jobsIdle();
    const failed = await t.countRow(queued.json().id);
    expect(failed).toMatchObject({ status: 'error', count: null, countWithoutGeo: null, attempts: 1 });
    expect(failed?.error).toBe('Lead-data partner answered 503.');
    const [failMail] = await t.mailsTo('client@demo.test');
    expect(failMail?.subject).toBe('Your audience count could not be completed');
    expect(failMail?.textBody).toContain(messages.leadCountError);

    const read = await t.call(
      'client@demo.test',
      'GET',
      `/bigdbm/services/getcountcampaign/${queued.json().id}`,
    );
    expect(read.json()).toMatchObject({ status: 'error', count: null, count_without_geo: null });
    // The partner's words stay on the server.
    expect(JSON.stringify(read.json())).not.toContain('503');

    const retried = await t.queue('client@demo.test', { id: queued.json().id });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ id: queued.json().id, status: 'pending', attempts: 1 });
    await test.jobsIdle();
    expect(await t.countRow(queued.json().id)).toMatchObject({
      status: 'success',
      count: 120,
      countWithoutGeo: 900,
      attempts: 2,
      error: null,
    });
    expect(provider.calls).toBe(2);
    expect((await t.mailsTo('client@demo.test'))[0]?.subject).toBe('Your audience count is ready: 120 leads');
    const [log] = await t.logsOf('client@demo.test');
    expect(log?.description).toBe(`Retried audience count ${queued.json().id}: dentist`);
  });

  it('an agency retries its client errored count without naming the client; the retrier is mailed', async () => {
    restore = t.useProvider(scriptedProvider('unavailable', { countWithoutGeo: 5, count: 3 }));
    const queued = await t.queue('client@demo.test', national);
    await test.jobsIdle();
    const retried = await t.queue('agency@demo.test', { id: queued.json().id });
    expect(retried.statusCode).toBe(200);
    await test.jobsIdle();
    expect(await t.countRow(queued.json().id)).toMatchObject({
      status: 'success',
      requestedByUserId: await t.userId('agency@demo.test'),
    });
    expect((await t.mailsTo('agency@demo.test'))[0]?.subject).toBe('Your audience count is ready: 3 leads');
  });

  it('only an errored count can be retried (409, nothing changed)', async () => {
    const queued = await t.queue('client@demo.test', national);
    await test.jobsIdle();
    expect((await t.countRow(queued.json().id))?.status).toBe('success');
    const before = await t.audienceFingerprint();
    const response = await t.queue('client@demo.test', { id: queued.json().id });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ id: A.retryOnlyError });
    expect(await t.audienceFingerprint()).toBe(before);
  });

  it('a requester who turned e-mails off is not mailed', async () => {
    const userId = await t.userId('client@demo.test');
    await test.ctx.db.update(users).set({ disabledReceiveEmail: true }).where(eq(users.id, userId));
    try {
      const mailsBefore = (await t.mailsTo('client@demo.test')).length;
      const queued = await t.queue('client@demo.test', national);
      await test.jobsIdle();
      expect((await t.countRow(queued.json().id))?.status).toBe('success');
      expect(await t.mailsTo('client@demo.test')).toHaveLength(mailsBefore);
    } finally {
      await test.ctx.db.update(users).set({ disabledReceiveEmail: false }).where(eq(users.id, userId));
    }
  });

  it('when the queue refuses the job, the committed row becomes an error the user can retry', async () => {
    const queue = test.ctx.queue;
    test.ctx.queue = {
      send: async () => {
        throw new Error('queue down');
      },
    };
    try {
      const response = await t.queue('client@demo.test', national);
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe('error');
      expect((await t.countRow(response.json().id))?.error).toBe('Not queued: Error: queue down');
    } finally {
      test.ctx.queue = queue;
    }
  });
});

describe('bad input: 422 naming the field, nothing written', () => {
  it.each<[string, object, Record<string, string>]>([
    ['no target location', { keyword: 'dentist' }, { target_location: A.targetMissing }],
    ['an unknown target location', { target_location: 'Moon', keyword: 'dentist' }, { target_location: '' }],
    [
      'no keywords',
      { target_location: 'National Targeting', keyword: ' ,\n ' },
      { keyword: A.keywordsMissing },
    ],
    ['a keyword too long', { ...national, keyword: 'x'.repeat(101) }, { keyword: M.keywordTooLong }],
    [
      'too many keywords',
      { ...national, keyword: Array.from({ length: 51 }, (_, i) => `word${i}`).join(',') },
      { keyword: M.keywordsTooMany },
    ],
    ['State with no states', { target_location: 'State', keyword: 'dentist' }, { states: A.statesMissing }],
    [
      'an unknown state',
      { target_location: 'State', states: ['ZZ'], keyword: 'dentist' },
      { states: M.stateUnknown },
    ],
    [
      'a state that is not a code',
      { target_location: 'State', states: ['Texas'], keyword: 'dentist' },
      { 'states.0': M.stateUnknown },
    ],
    [
      'a city not in the chosen state',
      { target_location: 'State', states: ['TX'], cities: ['Chicago'], keyword: 'dentist' },
      { cities: A.cityNotInState },
    ],
    [
      'zip letters',
      { target_location: 'Zip Code', zip_code: '6060A', keyword: 'dentist' },
      { zip_code: M.zipLetters },
    ],
    [
      'a 4-digit zip',
      { target_location: 'Zip Code', zip_code: '6060', keyword: 'dentist' },
      { zip_code: M.zipNotFive },
    ],
    [
      'Zip Code with no zips',
      { target_location: 'Zip Code', zip_code: '', keyword: 'dentist' },
      { zip_code: A.zipsMissing },
    ],
    ['National Targeting with states', { ...national, states: ['TX'] }, { states: A.onlyForState }],
    ['National Targeting with zips', { ...national, zip_code: '60601' }, { zip_code: A.onlyForZip }],
    ['keywords not a text', { target_location: 'National Targeting', keyword: ['dentist'] }, { keyword: '' }],
  ])('%s', async (_case, body, errors) => {
    const before = await t.audienceFingerprint();
    const response = await t.queue('client@demo.test', body);
    expect(response.statusCode).toBe(422);
    const sent = response.json().errors as Record<string, string>;
    for (const [field, reason] of Object.entries(errors)) {
      expect(sent).toHaveProperty([field]);
      if (reason) expect(sent[field]).toBe(reason);
    }
    expect(await t.audienceFingerprint()).toBe(before);
  });

  it('an agency must name one of its clients (422 companyID), not itself', async () => {
    const before = await t.audienceFingerprint();
    const missing = await t.queue('agency@demo.test', national);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ companyID: M.clientOnly });
    const root = await t.call('root@demo.test', 'POST', '/bigdbm/services/queuecount', {
      ...national,
      companyID: await t.companyId('agency@demo.test'),
    });
    expect(root.statusCode).toBe(422);
    expect(root.json().errors).toEqual({ companyID: M.clientOnly });
    expect(await t.audienceFingerprint()).toBe(before);
  });
});

describe('other tenants: 404 and nothing changed', () => {
  it('an agency cannot queue for another agency client, a client not for another company', async () => {
    const before = await t.audienceFingerprint();
    const agency = await t.queue('agency@demo.test', { ...national, companyID: await betaClient() });
    expect(agency.statusCode).toBe(404);
    const client = await t.queue('client@demo.test', { ...national, companyID: await betaClient() });
    expect(client.statusCode).toBe(404);
    expect(await t.audienceFingerprint()).toBe(before);
  });

  it('nobody retries another tenant errored count', async () => {
    restore = t.useProvider(scriptedProvider('unavailable'));
    const queued = await t.queue('client2@demo.test', national);
    await test.jobsIdle();
    expect((await t.countRow(queued.json().id))?.status).toBe('error');
    const before = await t.audienceFingerprint();
    for (const email of ['agency@demo.test', 'client@demo.test']) {
      const response = await t.queue(email, { id: queued.json().id });
      expect(response.statusCode).toBe(404);
    }
    // Naming the right row under the wrong client is refused too.
    const mismatch = await t.queue('agency2@demo.test', {
      id: queued.json().id,
      companyID: await acmeClient(),
    });
    expect(mismatch.statusCode).toBe(404);
    expect(await t.audienceFingerprint()).toBe(before);
  });

  it('sales people do not queue counts (403)', async () => {
    const before = await t.audienceFingerprint();
    const response = await t.call('sales@demo.test', 'POST', '/bigdbm/services/queuecount', {
      ...national,
      companyID: await acmeClient(),
    });
    expect(response.statusCode).toBe(403);
    expect(await t.audienceFingerprint()).toBe(before);
  });
});

describe('a client barred from adding campaigns (part 2 §6)', () => {
  it('cannot queue or retry counts: 403 and nothing changes', async () => {
    const clientId = await t.userId('client@demo.test');
    await test.ctx.db.update(users).set({ disableClientAddCampaign: true }).where(eq(users.id, clientId));
    try {
      const before = await t.audienceFingerprint();
      const refused = await t.queue('client@demo.test', {
        target_location: 'National Targeting',
        keyword: 'dentist',
      });
      expect(refused.statusCode).toBe(403);
      expect(await t.audienceFingerprint()).toBe(before);
    } finally {
      await test.ctx.db.update(users).set({ disableClientAddCampaign: false }).where(eq(users.id, clientId));
    }
  });
});
