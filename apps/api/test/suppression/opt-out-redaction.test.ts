// The 'opt-out-redact' job (issue 6 point 5): an opt-out removes the person's data in every tenant —
// visits with the hashed e-mail or of the same person are deleted, their leads redacted with their
// campaign, price and charge kept — stores what it removed, and does nothing when run again.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { leadReportMail } from '../../src/modules/lead-engine/delivery-mail.ts';
import { runOptOutRedaction } from '../../src/modules/suppression/opt-out-redact-job.ts';
import { sweepSuppressionWork } from '../../src/modules/suppression/suppression-sweep.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { md5, suppressionKit } from './suppression-kit.ts';

let test: TestApp;
const t = suppressionKit(() => test);
beforeAll(async () => {
  test = await createTestApp();
  await t.tokenOf('root@demo.test');
});
afterAll(() => test.close());

describe('an opt-out reaches every tenant', () => {
  it('deletes the visits and redacts the leads of the person in two tenants, counts them, and is idempotent', async () => {
    const acme = await t.demoCampaign('acme');
    const beta = await t.demoCampaign('beta');
    const email = 'Jane.Opt@Example.com';
    // The person as a lead of both tenants (each with its visit and charge)...
    const inAcme = await t.leadOf(acme, { personKey: 'person-jane', email });
    const inBeta = await t.leadOf(beta, { personKey: 'person-jane', email: 'jane.opt@example.com' });
    // ...a lead of the same person that carried no e-mail...
    const noEmail = await t.leadOf(beta, { personKey: 'person-jane', email: null });
    // ...a visit that only gave the hashed e-mail, and a rejected visit of the same person.
    const hashedVisit = await t.visitOf(beta, { emailMd5: md5(email), status: 'queued' });
    const personVisit = await t.visitOf(acme, {
      personKey: 'person-jane',
      status: 'rejected',
      reason: 'reidentified',
    });
    // Somebody else stays as they are.
    const other = await t.leadOf(acme, { personKey: 'person-other', email: 'other@example.com' });
    const otherVisit = await t.visitOf(acme, { emailMd5: md5('other@example.com') });

    const response = await test.app.inject({
      method: 'POST',
      url: '/api/tools/optout/request',
      payload: { email },
    });
    expect(response.statusCode, response.body).toBe(200);
    await test.jobsIdle();

    const list = (await t.call('root@demo.test', 'GET', '/tools/optout/list')).json();
    const row = list.data.find((entry: { email_md5: string }) => entry.email_md5 === md5(email));
    // Three leads redacted; their three visits, the hashed visit and the rejected visit deleted.
    expect(row).toMatchObject({ source: 'public', removed_leads: 3, removed_visits: 5, excluded: true });
    expect(row.completed_at).toEqual(expect.any(String));

    for (const { lead, visit } of [inAcme, inBeta, noEmail]) {
      const redacted = await t.lead(lead.id);
      expect(redacted).toMatchObject({
        id: lead.id,
        campaignId: lead.campaignId,
        companyId: lead.companyId,
        priceCents: 250,
        firstName: null,
        lastName: null,
        email: null,
        emailMd5: null,
        phone: null,
        address: null,
        city: null,
        state: null,
        zip: null,
        companyName: null,
        jobTitle: null,
        businessEmail: null,
        keyword: null,
        sourceUrl: null,
        attributes: {},
        personKey: `redacted:${lead.id}`,
      });
      expect(await t.chargeOf(lead.id)).toMatchObject({ amountCents: 250, campaignId: lead.campaignId });
      expect(await t.visitExists(visit.id)).toBe(false);
    }
    expect(await t.visitExists(hashedVisit.id)).toBe(false);
    expect(await t.visitExists(personVisit.id)).toBe(false);

    expect(await t.lead(other.lead.id)).toMatchObject({
      firstName: 'Jane',
      email: 'other@example.com',
      personKey: 'person-other',
    });
    expect(await t.visitExists(other.visit.id)).toBe(true);
    expect(await t.visitExists(otherVisit.id)).toBe(true);

    // A second run (a retried job) changes nothing and counts nothing again.
    const before = await t.suppressionFingerprint();
    expect(await runOptOutRedaction(test.ctx, row.id)).toBeNull();
    expect(await t.suppressionFingerprint()).toBe(before);
    expect(await t.optOutRequest(row.id)).toMatchObject({ removedLeads: 3, removedVisits: 5 });
  });

  it("takes the person's line out of the stored lead report e-mails and leaves the other leads", async () => {
    const acme = await t.demoCampaign('acme');
    const gone = await t.leadOf(acme, { personKey: 'person-mailed', email: 'mailed@example.com' });
    const stays = await t.leadOf(acme, { personKey: 'person-stays', email: 'stays@example.com' });
    const report = leadReportMail(acme, [gone.lead, stays.lead]);
    await test.ctx.mailer.send({ to: 'client@demo.test', companyId: acme.companyId, ...report });
    const storedReport = () =>
      test.ctx.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, report.subject))
        .orderBy(desc(mailOutbox.id))
        .limit(1)
        .then(([mail]) => mail?.textBody ?? '');
    expect(await storedReport()).toContain('mailed@example.com');

    await t.call('root@demo.test', 'POST', '/tools/optout/add', { email: 'mailed@example.com' });
    await test.jobsIdle();

    const text = await storedReport();
    expect(text).not.toContain('mailed@example.com');
    expect(text).toContain('- (removed at this person’s request)');
    expect(text).toContain('stays@example.com');
    expect(text.split('\n')).toHaveLength(report.text.split('\n').length);
  });

  it('a request not yet run is completed by a direct run (what the sweep does) exactly once', async () => {
    const acme = await t.demoCampaign('acme');
    await t.leadOf(acme, { personKey: 'person-late', email: 'late@example.com' });
    const held = t.holdQueue();
    const answer = await t.call('root@demo.test', 'POST', '/tools/optout/add', { email: 'late@example.com' });
    held.restore();
    const { id } = answer.json();
    expect((await t.optOutRequest(id))?.completedAt).toBeNull();

    expect(await runOptOutRedaction(test.ctx, id)).toEqual({ removedLeads: 1, removedVisits: 1 });
    expect(await runOptOutRedaction(test.ctx, id)).toBeNull();
    expect(await t.optOutRequest(id)).toMatchObject({ removedLeads: 1, removedVisits: 1 });
  });

  it('the sweep finishes an opt-out and an import whose jobs never ran, once they are a few minutes old', async () => {
    await t.tokenOf('client@demo.test');
    const held = t.holdQueue();
    const optOut = (
      await t.call('root@demo.test', 'POST', '/tools/optout/add', { email: 'swept@example.com' })
    ).json();
    const upload = (
      await t.upload('client@demo.test', 'swept-import@example.com', { fields: { campaigntype: 'client' } })
    ).json();
    held.restore();
    expect(held.sent.map((job) => job.name)).toEqual(['opt-out-redact', 'suppression-import']);

    // Too fresh: left to their own jobs.
    await sweepSuppressionWork(test.ctx);
    expect((await t.optOutRequest(optOut.id))?.completedAt).toBeNull();
    expect((await t.importRow(upload.id))?.status).toBe('queued');

    await sweepSuppressionWork(test.ctx, new Date(Date.now() + 11 * 60_000));
    expect((await t.optOutRequest(optOut.id))?.completedAt).toBeInstanceOf(Date);
    expect(await t.importRow(upload.id)).toMatchObject({ status: 'done', addedRows: 1, content: null });
    expect(await t.entries('client', await t.companyId('client@demo.test'))).toContain(
      md5('swept-import@example.com'),
    );
  });
});
