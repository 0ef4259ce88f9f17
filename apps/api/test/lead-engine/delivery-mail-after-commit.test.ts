// The delivery run's mail (the lead report, the leads-amount notice) is written in its transaction
// and sent after the commit: the run never waits on a mail server (a webhook's and the live stream's
// lead is delivered at that commit), a run that rolls back mails nothing, and its retry mails once.
// A platform SMTP server in this process that can hold a message's answer stands in for a slow one.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agencyMailSenders, campaigns, leads, mailOutbox } from '../../src/db/schema/index.ts';
import { deliverLeads } from '../../src/modules/lead-engine/delivery-job.ts';
import { retryQueuedMail } from '../../src/modules/mail-queue/mail-retry-job.ts';
import { type LocalSmtp, startLocalSmtp } from '../agency-mail/local-smtp.ts';
import { companyOf } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { pixelKit } from './pixel-kit.ts';

const READER = 'report-reader@demo.test';
const AGENCY_ACCOUNT = { user: 'acme-mailer', pass: 'S3cret-smtp-pass' };
let smtp: LocalSmtp;
let test: TestApp;
let campaignId: number;
const k = pixelKit(() => test);

beforeAll(async () => {
  smtp = await startLocalSmtp(AGENCY_ACCOUNT);
  test = await createTestApp({
    // One server is both the platform's and (once saved) the agency's; the sender tells them apart.
    SMTP_URL: `smtp://${AGENCY_ACCOUNT.user}:${AGENCY_ACCOUNT.pass}@127.0.0.1:${smtp.port}/?tls.rejectUnauthorized=false`,
    SMTP_TLS_VERIFY: 'false',
    SMTP_ALLOW_PRIVATE: 'true',
    SECRETS_KEY: 'a test key of at least thirty-two characters',
  });
  campaignId = await k.campaignId('10000001');
  await test.ctx.db
    .update(campaigns)
    .set({ reportSentTo: [READER] })
    .where(eq(campaigns.id, campaignId));
});
afterAll(async () => {
  await test.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.received.length = 0;
  smtp.gate = null;
  await test.ctx.db.delete(agencyMailSenders);
  await test.ctx.db.delete(mailOutbox);
  await test.ctx.db.update(leads).set({ deliveredAt: new Date() }).where(isNull(leads.deliveredAt));
});

const addLead = async (personKey: string) => {
  const [campaign] = await test.ctx.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!campaign) throw new Error('no demo campaign');
  const [lead] = await test.ctx.db
    .insert(leads)
    .values({ campaignId, companyId: campaign.companyId, module: 'local', personKey, email: 'p@x.test' })
    .returning();
  if (!lead) throw new Error('no lead');
  return lead;
};

const reportsReceived = () => smtp.received.filter((mail) => mail.to.includes(READER));

describe('the lead report is sent after the delivery commits', () => {
  it('the run commits while the mail server still holds the report, which then goes once', async () => {
    const lead = await addLead('held-by-smtp');
    let release = () => {};
    smtp.gate = new Promise<void>((resolve) => {
      release = resolve;
    });

    const run = await Promise.race([
      deliverLeads(test.ctx, campaignId),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the delivery waited for the mail server')), 5_000),
      ),
    ]);
    expect(run).toEqual({ delivered: 1, mails: 1 });
    const [delivered] = await test.ctx.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(delivered?.deliveredAt).not.toBeNull();
    expect(reportsReceived()).toHaveLength(0);

    release();
    await test.jobsIdle();
    expect(reportsReceived()).toHaveLength(1);
    const rows = await k.mailsTo(READER);
    expect(rows.map((row) => row.status)).toEqual(['sent']);
  });

  it('a run that rolls back mails nothing; its retry mails the report once', async () => {
    await addLead('rolled-back-once');
    // The run's last statement fails, after its mail was decided.
    await test.ctx.db.execute(`
      create or replace function fail_delivery_once() returns trigger language plpgsql as $$
      begin raise exception 'the delivery fails once'; end $$;
      create trigger fail_delivery_once before update of delivered_at on leads
        for each row execute function fail_delivery_once();`);
    try {
      await expect(deliverLeads(test.ctx, campaignId)).rejects.toThrow();
    } finally {
      await test.ctx.db.execute(`drop trigger fail_delivery_once on leads;
        drop function fail_delivery_once();`);
    }
    await test.jobsIdle();
    expect(reportsReceived()).toHaveLength(0);
    expect(await k.mailsTo(READER)).toHaveLength(0);

    expect((await deliverLeads(test.ctx, campaignId)).delivered).toBe(1);
    await test.jobsIdle();
    expect(reportsReceived()).toHaveLength(1);
  });

  it("goes through the agency's own mail server when it saved one", async () => {
    const acmeId = (await companyOf(test.ctx.db, 'agency@demo.test')).id;
    const saved = await test.app.inject({
      method: 'PUT',
      url: `/api/configuration/setting/${acmeId}/customsmtp`,
      headers: bearer(await test.signIn('agency@demo.test')),
      payload: {
        host: '127.0.0.1',
        port: smtp.port,
        security: 'starttls',
        username: AGENCY_ACCOUNT.user,
        password: AGENCY_ACCOUNT.pass,
        from_name: 'Acme Marketing',
        from_address: 'hello@acme-agency.test',
      },
    });
    expect(saved.statusCode).toBe(200);
    await addLead('agency-sender');

    await deliverLeads(test.ctx, campaignId);
    await test.jobsIdle();
    expect(reportsReceived().map((mail) => mail.from)).toEqual(['hello@acme-agency.test']);
  });
});

describe('mail written in a transaction whose wake-up was lost', () => {
  it('goes with the next mail-retry run, each once, however many senders run at once', async () => {
    const mails = ['a', 'b', 'c'].map((name) => ({
      to: `${name}-${READER}`,
      subject: 'Written, then the process stopped',
      text: 'before the sender was woken',
    }));
    // Committed but never woken: as after a crash between the commit and the wake-up.
    await test.ctx.db.transaction((tx) => test.ctx.mailer.sendAfterCommit(mails, tx));
    expect(smtp.received).toHaveLength(0);

    await Promise.all([
      retryQueuedMail(test.ctx),
      ...Array.from({ length: 4 }, () => test.ctx.mailer.sendPending()),
    ]);
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(mails.map((mail) => mail.to).sort());
    const rows = await test.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.subject, 'Written, then the process stopped')));
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
  });

  it('a row whose outcome cannot be written stays pending; the mail behind it still goes', async () => {
    const poisoned = `poisoned-${READER}`;
    const mails = [poisoned, `after-${READER}`].map((to) => ({
      to,
      subject: 'Behind a failing row',
      text: 'x',
    }));
    await test.ctx.db.transaction((tx) => test.ctx.mailer.sendAfterCommit(mails, tx));
    await test.ctx.db.execute(`
      create or replace function refuse_poisoned_outcome() returns trigger language plpgsql as $$
      begin
        if new.to_address like 'poisoned-%' then raise exception 'the outcome cannot be written'; end if;
        return new;
      end $$;
      create trigger refuse_poisoned_outcome before update on mail_outbox
        for each row execute function refuse_poisoned_outcome();`);
    try {
      await expect(test.ctx.mailer.sendPending()).rejects.toThrow(/Failed query: update "mail_outbox"/);
    } finally {
      await test.ctx.db.execute(`drop trigger refuse_poisoned_outcome on mail_outbox;
        drop function refuse_poisoned_outcome();`);
    }
    const rows = await test.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Behind a failing row'))
      .orderBy(mailOutbox.id);
    expect(rows.map((row) => [row.toAddress, row.status])).toEqual([
      [poisoned, 'pending'],
      [`after-${READER}`, 'sent'],
    ]);
    // The next run sends it (at least once: its first try reached the server before the failure).
    expect(await test.ctx.mailer.sendPending()).toBe(1);
  });
});
