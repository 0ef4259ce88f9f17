// The platform opt-out list (issue 6 point 5; part 2 §2 and §6: opt-out-list needs a system user,
// §7 DELETE /tools/optout/purge/{companyRootId}) and the public opt-out page's request: the answer
// never tells whether we held data, requests are rate-limited per IP, refusals write nothing.
import { messages, SUPPRESSION_MESSAGES as S, SUPPRESSION_LIMITS } from '@lead/shared';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { optOutRequests } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { md5, suppressionKit } from './suppression-kit.ts';

let test: TestApp;
const t = suppressionKit(() => test);
let restoreQueue: (() => void) | null = null;
let ipCounter = 0;
/** Each test asks from an address of its own, so the hourly limit only bites where it is tested. */
const freshIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  test = await createTestApp();
  for (const email of [
    'root@demo.test',
    'admin@demo.test',
    'sales@demo.test',
    'agency@demo.test',
    'client@demo.test',
  ])
    await t.tokenOf(email);
});
afterEach(() => {
  restoreQueue?.();
  restoreQueue = null;
});
afterAll(() => test.close());

const ask = (email: unknown, ip = freshIp()) =>
  test.app.inject({
    method: 'POST',
    url: '/api/tools/optout/request',
    payload: { email },
    remoteAddress: ip,
  });

describe('the public opt-out request', () => {
  it('excludes the address at once, records the request without the IP, and completes it through the job', async () => {
    const response = await ask('  Opt.Me@Example.com ');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ result: 'success', message: S.optOutReceived });
    const hash = md5('opt.me@example.com');
    expect(await t.entries('platform', null)).toContain(hash);

    await test.jobsIdle();
    const [request] = await test.ctx.db
      .select()
      .from(optOutRequests)
      .where(eq(optOutRequests.emailMd5, hash));
    expect(request).toMatchObject({
      source: 'public',
      createdByUserId: null,
      removedLeads: 0,
      removedVisits: 0,
    });
    expect(request?.completedAt).toBeInstanceOf(Date);
    expect(await t.newestLog()).toMatchObject({
      userId: null,
      userIp: null,
      description: `Opt-out request ${request?.id} completed: 0 leads redacted, 0 visits deleted, 0 e-mail copies redacted`,
    });
  });

  it('answers the same whether or not we hold data for the address', async () => {
    const acme = await t.demoCampaign('acme');
    await t.leadOf(acme, { personKey: 'person-known', email: 'known@example.com' });
    const known = await ask('known@example.com');
    const unknown = await ask('nobody-we-know@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
  });

  it('a repeated request while one is still running adds no second request', async () => {
    const held = t.holdQueue();
    restoreQueue = held.restore;
    await ask('twice@example.com');
    await ask('TWICE@example.com');
    const rows = await test.ctx.db
      .select()
      .from(optOutRequests)
      .where(eq(optOutRequests.emailMd5, md5('twice@example.com')));
    expect(rows).toHaveLength(1);
    expect(held.sent).toEqual([
      { name: 'opt-out-redact', data: { id: rows[0]?.id } },
      { name: 'opt-out-redact', data: { id: rows[0]?.id } },
    ]);
  });

  it.each<[string, unknown]>([
    ['not an e-mail', 'jane at example'],
    ['empty', ''],
    ['a number', 42],
  ])('%s: 422 naming email, nothing written', async (_case, email) => {
    const before = await t.suppressionFingerprint();
    const response = await ask(email);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['email']);
    expect(await t.suppressionFingerprint()).toBe(before);
  });

  it(`one IP gets ${SUPPRESSION_LIMITS.optOutPerIpPerHour} requests an hour, then 429 and nothing written`, async () => {
    const ip = freshIp();
    for (let i = 0; i < SUPPRESSION_LIMITS.optOutPerIpPerHour; i++) {
      expect((await ask(`limit${i}@example.com`, ip)).statusCode).toBe(200);
    }
    await test.jobsIdle();
    const before = await t.suppressionFingerprint();
    const refused = await ask('one-too-many@example.com', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(messages.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Malformed bodies count too and are refused the same way.
    expect((await ask('not-an-email', ip)).statusCode).toBe(429);
    expect(await t.suppressionFingerprint()).toBe(before);
    // Another address is not held back.
    expect((await ask('other-ip@example.com')).statusCode).toBe(200);
  });

  it('addresses rotating inside one IPv6 /64 share that limit (issue 12 item 4)', async () => {
    for (let i = 0; i < SUPPRESSION_LIMITS.optOutPerIpPerHour; i++) {
      expect((await ask(`network${i}@example.com`, `fd00:4:4:4::${i + 1}`)).statusCode).toBe(200);
    }
    expect((await ask('network-more@example.com', 'fd00:4:4:4:ffff::1')).statusCode).toBe(429);
    expect((await ask('next-network@example.com', 'fd00:4:4:5::1')).statusCode).toBe(200);
  });
});

describe('system users keep the opt-out list', () => {
  it('adds an address or an MD5 by hand: a system request, logged, completed by the job', async () => {
    const response = await t.call('root@demo.test', 'POST', '/tools/optout/add', {
      email: 'Manual@Example.com',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json();
    expect(response.json()).toEqual({ result: 'success', message: S.optOutAdded, id });
    await test.jobsIdle();
    expect(await t.optOutRequest(id)).toMatchObject({
      emailMd5: md5('manual@example.com'),
      source: 'system',
      createdByUserId: await t.userId('root@demo.test'),
    });
    expect((await t.optOutRequest(id))?.completedAt).toBeInstanceOf(Date);
    const logs = await t.logsOf('root@demo.test');
    expect(logs[0]?.description).toBe(
      `Added ${md5('manual@example.com')} to the opt-out list (request ${id})`,
    );

    const hash = md5('hashed@example.com').toUpperCase();
    const byHash = await t.call('admin@demo.test', 'POST', '/tools/optout/add', { email: hash });
    expect(byHash.statusCode).toBe(200);
    expect(await t.entries('platform', null)).toContain(hash.toLowerCase());
  });

  it('a value that is neither an e-mail nor an MD5: 422, nothing written', async () => {
    const before = await t.suppressionFingerprint();
    const response = await t.call('root@demo.test', 'POST', '/tools/optout/add', { email: 'jane' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: S.emailOrMd5 });
    expect(await t.suppressionFingerprint()).toBe(before);
  });

  it('lists requests newest first, paged, with what each removed', async () => {
    for (const address of ['page1@example.com', 'page2@example.com', 'page3@example.com'])
      await t.call('root@demo.test', 'POST', '/tools/optout/add', { email: address });
    await test.jobsIdle();
    const first = await t.call('root@demo.test', 'GET', '/tools/optout/list?Page=1&PerPage=2');
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ current_page: 1, per_page: 2 });
    expect(page.data).toHaveLength(2);
    expect(page.data[0]).toMatchObject({
      email_md5: md5('page3@example.com'),
      source: 'system',
      removed_leads: 0,
      removed_visits: 0,
      excluded: true,
    });
    expect(page.data[0].completed_at).toEqual(expect.any(String));
    expect(page.data[1].email_md5).toBe(md5('page2@example.com'));
    const second = (await t.call('root@demo.test', 'GET', '/tools/optout/list?Page=2&PerPage=2')).json();
    expect(second.data[0].email_md5).toBe(md5('page1@example.com'));
    expect(second.total).toBe(page.total);
  });

  it('purge empties the list, keeps requests still running, and is logged', async () => {
    await t.call('root@demo.test', 'POST', '/tools/optout/add', { email: 'done@example.com' });
    await test.jobsIdle();
    const held = t.holdQueue();
    restoreQueue = held.restore;
    const running = (
      await t.call('root@demo.test', 'POST', '/tools/optout/add', { email: 'running@example.com' })
    ).json();
    const rootId = (await t.company('root@demo.test')).id;

    const response = await t.call('root@demo.test', 'DELETE', `/tools/optout/purge/${rootId}`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ result: 'success', title: S.purgedTitle });
    expect(answer.msg).toBe(`${answer.purged} records have been purged from the opt-out list.`);
    expect(answer.purged).toBeGreaterThan(0);
    // Left: the addresses of requests still running (this one, and any an earlier test held).
    const stillRunning = await test.ctx.db
      .select()
      .from(optOutRequests)
      .where(isNull(optOutRequests.completedAt));
    expect(stillRunning.map((row) => row.id)).toContain(running.id);
    expect(await t.entries('platform', null)).toEqual(
      [...new Set(stillRunning.map((row) => row.emailMd5))].sort(),
    );
    expect(await t.entries('platform', null)).not.toContain(md5('done@example.com'));
    const list = (await t.call('root@demo.test', 'GET', '/tools/optout/list')).json();
    expect(list.data.map((row: { id: number }) => row.id).sort()).toEqual(
      stillRunning.map((row) => row.id).sort(),
    );
    expect(list.total).toBe(stillRunning.length);
    expect((await t.logsOf('root@demo.test'))[0]?.description).toMatch(
      /^Purged the platform opt-out list: \d+ addresses and \d+ finished requests removed$/,
    );
  });

  it('purge of another root id: 404, nothing written', async () => {
    await t.call('root@demo.test', 'POST', '/tools/optout/add', { email: 'stays@example.com' });
    await test.jobsIdle();
    const before = await t.suppressionFingerprint();
    const rootId = (await t.company('root@demo.test')).id;
    const response = await t.call('root@demo.test', 'DELETE', `/tools/optout/purge/${rootId + 1000}`);
    expect(response.statusCode).toBe(404);
    expect(await t.suppressionFingerprint()).toBe(before);
  });

  it.each(['agency@demo.test', 'client@demo.test', 'sales@demo.test'])(
    '%s may not read, add to or purge the list (403), nothing written',
    async (email) => {
      const before = await t.suppressionFingerprint();
      const rootId = (await t.company('root@demo.test')).id;
      expect((await t.call(email, 'GET', '/tools/optout/list')).statusCode).toBe(403);
      expect((await t.call(email, 'POST', '/tools/optout/add', { email: 'x@example.com' })).statusCode).toBe(
        403,
      );
      expect((await t.call(email, 'DELETE', `/tools/optout/purge/${rootId}`)).statusCode).toBe(403);
      expect(await t.suppressionFingerprint()).toBe(before);
    },
  );

  it('without a sign-in: 401', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/tools/optout/list' });
    expect(response.statusCode).toBe(401);
  });
});
