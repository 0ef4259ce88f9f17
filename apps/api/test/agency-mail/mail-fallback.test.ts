// Issue 23 item 10: mail never breaks a request. A mail server is saved only after a test e-mail
// through it succeeded; a saved server that fails later hands its mail to the platform, the agency is
// told (its settings page; its owner by e-mail at most once per quiet period), and no request answers
// 5xx. Tested with an SMTP server in this process that accepts the test and refuses later, and with a
// closed local port.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agencyMailSenders, mailOutbox, users } from '../../src/db/schema/index.ts';
import { retryQueuedMail } from '../../src/modules/mail-queue/mail-retry-job.ts';
import { companyOf } from '../demo-lookup.ts';
import { freePort } from '../free-port.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { type LocalSmtp, startLocalSmtp } from './local-smtp.ts';

const ACCOUNT = { user: 'acme-mailer', pass: 'S3cret-smtp-pass' };
const SETTINGS = {
  SMTP_TLS_VERIFY: 'false',
  SMTP_ALLOW_PRIVATE: 'true',
  SECRETS_KEY: 'a test key of at least thirty-two characters',
};
let smtp: LocalSmtp;
let test: TestApp;
let acmeId: number;
let agency: string;

beforeAll(async () => {
  smtp = await startLocalSmtp(ACCOUNT);
  test = await createTestApp(SETTINGS);
  acmeId = (await companyOf(test.ctx.db, 'agency@demo.test')).id;
  agency = await test.signIn('agency@demo.test');
});
afterAll(async () => {
  await test.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.received.length = 0;
  smtp.refuse = null;
  await test.ctx.db.delete(agencyMailSenders);
  await test.ctx.db.delete(mailOutbox);
});

const form = (overrides: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port: smtp.port,
  security: 'starttls',
  username: ACCOUNT.user,
  password: ACCOUNT.pass,
  from_name: 'Acme Marketing',
  from_address: 'hello@acme-agency.test',
  ...overrides,
});

const save = (overrides: Record<string, unknown> = {}) =>
  test.app.inject({
    method: 'PUT',
    url: `/api/configuration/setting/${acmeId}/customsmtp`,
    headers: bearer(agency),
    payload: form(overrides),
  });

const readSender = async () =>
  (
    await test.app.inject({
      method: 'GET',
      url: `/api/configuration/setting/${acmeId}/customsmtp`,
      headers: bearer(agency),
    })
  ).json();

const clientUserId = async () => {
  const [client] = await test.ctx.db.select().from(users).where(eq(users.email, 'client@demo.test'));
  if (!client) throw new Error('no demo client');
  return client.id;
};

const resendInvitation = async () =>
  test.app.inject({
    method: 'POST',
    url: '/api/configuration/user/resendinvitation',
    headers: bearer(agency),
    payload: { userID: await clientUserId() },
  });

const mailTo = (address: string) =>
  test.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(mailOutbox.id);

describe('a mail server is saved only after a test e-mail through it succeeds', () => {
  it('saves when the test is accepted: the test arrives at the from address', async () => {
    const response = await save();
    expect(response.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ to: ['hello@acme-agency.test'] });
    expect(await test.ctx.db.select().from(agencyMailSenders)).toHaveLength(1);
  });

  it.each([
    ['a closed local port', async () => ({ port: await freePort() }), 'port', /^Could not connect/],
    [
      'a wrong password',
      async () => ({ password: 'wrong' }),
      'password',
      /refused the user name or password/,
    ],
  ])('%s answers 422 naming %s in words; nothing is saved', async (_name, overrides, field, sentence) => {
    const response = await save(await overrides());
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/^Your mail server was not saved/);
    expect(Object.keys(response.json().errors)).toEqual([field]);
    expect(response.json().errors[field]).toMatch(sentence);
    expect(await test.ctx.db.select().from(agencyMailSenders)).toHaveLength(0);
  });

  it('a server that refuses the test message answers 422 with its own words; the saved one is kept', async () => {
    expect((await save()).statusCode).toBe(200);
    const [before] = await test.ctx.db.select().from(agencyMailSenders);
    smtp.refuse = 'Relaying denied for this sender';
    const response = await save({ from_name: 'Someone Else' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.from_address).toMatch(/Relaying denied for this sender/);
    expect(await test.ctx.db.select().from(agencyMailSenders)).toEqual([before]);
  });
});

describe('a saved server that fails later: the platform carries the mail and the agency is told', () => {
  it.each([
    [
      'refuses every message',
      () => {
        smtp.refuse = 'Mailbox quota exceeded for this account';
      },
      /Mailbox quota exceeded/,
    ],
    [
      'stops listening',
      async () => {
        await test.ctx.db.update(agencyMailSenders).set({ port: await freePort() });
      },
      /Could not connect/,
    ],
  ])(
    'when it %s, "Resend invitation" answers 200 and the invitation is sent by the platform',
    async (_name, breakServer, reason) => {
      expect((await save()).statusCode).toBe(200);
      smtp.received.length = 0;
      await breakServer();

      const first = await resendInvitation();
      expect(first.statusCode).toBe(200);
      const invitations = await mailTo('client@demo.test');
      expect(invitations.at(-1)).toMatchObject({
        status: 'outbox',
        subject: 'You are invited to Acme Marketing',
      });
      expect(invitations.at(-1)?.error).toMatch(reason);

      // The settings page says so, with the server's words.
      const sender = await readSender();
      expect(sender.failing?.reason).toMatch(reason);
      expect(Date.parse(sender.failing?.since)).toBeGreaterThan(Date.now() - 60_000);

      // The owner hears once, through the platform's mail, however many mails fail.
      expect((await resendInvitation()).statusCode).toBe(200);
      const notices = (await mailTo('agency@demo.test')).filter((mail) =>
        mail.subject.startsWith('Your mail server is refusing e-mail'),
      );
      expect(notices).toHaveLength(1);
      expect(notices[0]?.textBody).toMatch(reason);
      expect(smtp.received).toHaveLength(0);
    },
  );

  it('a quiet period later the owner is told again, and a working server clears the notice', async () => {
    expect((await save()).statusCode).toBe(200);
    smtp.received.length = 0;
    smtp.refuse = 'Temporarily unavailable';
    await resendInvitation();
    await test.ctx.db
      .update(agencyMailSenders)
      .set({ ownerNotifiedAt: new Date(Date.now() - 13 * 3600_000) })
      .where(eq(agencyMailSenders.companyId, acmeId));
    await resendInvitation();
    const notices = (await mailTo('agency@demo.test')).filter(
      (mail) =>
        mail.subject.startsWith('Your mail server is refusing e-mail') &&
        mail.textBody.includes('Temporarily unavailable'),
    );
    expect(notices).toHaveLength(2);

    smtp.refuse = null;
    expect((await resendInvitation()).statusCode).toBe(200);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['client@demo.test']]);
    expect((await readSender()).failing).toBeNull();
  });
});

describe("the platform's own SMTP failing never fails a request either", () => {
  let platformSmtp: LocalSmtp;
  let platform: TestApp;
  beforeAll(async () => {
    platformSmtp = await startLocalSmtp({ user: 'platform', pass: 'platform-pass' });
    platform = await createTestApp({
      ...SETTINGS,
      SMTP_URL: `smtp://platform:platform-pass@127.0.0.1:${platformSmtp.port}/?tls.rejectUnauthorized=false`,
    });
  });
  afterAll(async () => {
    await platform.close();
    await platformSmtp.close();
  });

  it('a refused password-reset mail answers 200, is queued, and the retry job sends it once the server accepts', async () => {
    platformSmtp.refuse = 'Service not available';
    const response = await platform.app.inject({
      method: 'POST',
      url: '/api/forgetpass',
      payload: { username: 'client2@demo.test', domainName: 'beta.localhost' },
    });
    expect(response.statusCode).toBe(200);
    const queued = () =>
      platform.ctx.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, 'client2@demo.test'), eq(mailOutbox.status, 'queued')));
    expect(await queued()).toHaveLength(1);
    expect(platformSmtp.received).toHaveLength(0);

    expect(await retryQueuedMail(platform.ctx)).toEqual({ sent: 0, failed: 1 });
    platformSmtp.refuse = null;
    expect(await retryQueuedMail(platform.ctx)).toEqual({ sent: 1, failed: 0 });
    expect(await queued()).toHaveLength(0);
    expect(platformSmtp.received.map((mail) => mail.to)).toEqual([['client2@demo.test']]);
  });

  it('queued mail older than the retry window is marked failed instead of sent days late', async () => {
    platformSmtp.refuse = 'Service not available';
    await platform.app.inject({
      method: 'POST',
      url: '/api/forgetpass',
      payload: { username: 'client2@demo.test', domainName: 'beta.localhost' },
    });
    platformSmtp.refuse = null;
    platformSmtp.received.length = 0;
    expect(await retryQueuedMail(platform.ctx, new Date(Date.now() + 3 * 86_400_000))).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(platformSmtp.received).toHaveLength(0);
  });
});
