// DELETE /configuration/user/remove/:companyID/:userID (part 2 §7 RemoveClient, §6 delete permission)
// and POST /configuration/user/resendinvitation.
import { messages } from '@lead/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, companies, passwordResets, userLogs, users } from '../../src/db/schema/index.ts';
import { lastMailTo } from '../outbox.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { kit } from './downline-test-kit.ts';

let test: TestApp;
const t = kit(() => test);
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const remove = (email: string, companyId: number, userId: number) =>
  t.call(email, 'DELETE', `/configuration/user/remove/${companyId}/${userId}`);
const create = (email: string, payload: object) =>
  t.call(email, 'POST', '/configuration/user/create', payload);

async function newAgencyWithClient(name: string) {
  const root = await t.companyId('root@demo.test');
  const agency = await create('root@demo.test', {
    companyID: root,
    idsys: root,
    userType: 'userdownline',
    ClientFullName: `${name} Owner`,
    ClientCompanyName: name,
    ClientEmail: `owner@${name.toLowerCase()}.test`,
  });
  const agencyRow = agency.json().data[0];
  await test.ctx.db
    .update(companies)
    .set({ accountStatus: 'completed' })
    .where(eq(companies.id, agencyRow.company_id));
  const client = await create('root@demo.test', {
    companyID: agencyRow.company_id,
    idsys: root,
    userType: 'client',
    ClientFullName: `${name} Client`,
    ClientEmail: `client@${name.toLowerCase()}.test`,
  });
  return { agency: agencyRow, client: client.json().data[0] };
}

describe('removing agency and client rows', () => {
  it('a client with an active campaign is not removed (409, result error)', async () => {
    const client = await t.user('client@demo.test');
    await t.tokenOf('agency@demo.test');
    const before = await t.fingerprint();
    const response = await remove('agency@demo.test', client.companyId, client.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ result: 'error', message: messages.removeHasActiveCampaigns });
    expect(await t.fingerprint()).toBe(before);
  });

  it('once its campaigns stop, the agency removes the client with its campaigns (soft: stamped removed_at); the log stays on the agency', async () => {
    const client = await t.user('client@demo.test');
    await test.ctx.db
      .update(campaigns)
      .set({ status: 'paused' })
      .where(eq(campaigns.companyId, client.companyId));
    const response = await remove('agency@demo.test', client.companyId, client.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'success', message: messages.userRemoved });
    const removedAt = (await t.companyById(client.companyId))?.removedAt;
    expect(removedAt).toBeInstanceOf(Date);
    expect(await t.userByEmail('client@demo.test')).toMatchObject({ removedAt, active: false });
    const kept = await test.ctx.db.select().from(campaigns).where(eq(campaigns.companyId, client.companyId));
    expect(kept.length).toBeGreaterThan(0);
    for (const campaign of kept) expect(campaign.removedAt).toEqual(removedAt);
    const [log] = await test.ctx.db.select().from(userLogs).where(eq(userLogs.action, 'user-remove'));
    expect(log).toMatchObject({
      companyId: await t.companyId('agency@demo.test'),
      userId: await t.userId('agency@demo.test'),
    });
    expect(log?.description).toContain('client@demo.test');
  });

  it('root removes an agency with everything below it', async () => {
    const { agency, client } = await newAgencyWithClient('Doomed');
    const response = await remove('root@demo.test', agency.company_id, agency.id);
    expect(response.statusCode).toBe(200);
    // One timestamp for the whole subtree; the rows stay for their money and audit records.
    const removedAt = (await t.companyById(agency.company_id))?.removedAt;
    expect(removedAt).toBeInstanceOf(Date);
    expect((await t.companyById(client.company_id))?.removedAt).toEqual(removedAt);
    expect((await t.userByEmail('client@doomed.test'))?.removedAt).toEqual(removedAt);
  });

  it('an agency with an active campaign in any client is not removed', async () => {
    const { agency, client } = await newAgencyWithClient('Busy');
    await t.addCampaign(client.company_id, '20000001', 'locator');
    const before = await t.fingerprint();
    const response = await remove('root@demo.test', agency.company_id, agency.id);
    expect(response.statusCode).toBe(409);
    expect(await t.fingerprint()).toBe(before);
  });

  it('the company in the path must be the account’s own (404)', async () => {
    const { agency, client } = await newAgencyWithClient('Mismatch');
    const response = await remove('root@demo.test', agency.company_id, client.id);
    expect(response.statusCode).toBe(404);
    expect(await t.userByEmail('client@mismatch.test')).not.toBeNull();
  });
});

describe('removing staff rows', () => {
  it('an agency removes one of its administrators; the company stays', async () => {
    const staff = await t.staffWith('agency@demo.test', 'leaving@acme.test', {});
    const user = await t.user(staff);
    const response = await remove('agency@demo.test', user.companyId, user.id);
    expect(response.statusCode).toBe(200);
    expect(await t.userByEmail(staff)).toBeNull();
    expect(await t.companyById(user.companyId)).not.toBeNull();
  });

  it('nobody removes itself', async () => {
    const admin = await t.user('admin@demo.test');
    const response = await remove('admin@demo.test', admin.companyId, admin.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.removeSelf);
    expect(await t.userByEmail('admin@demo.test')).not.toBeNull();
  });

  it('the platform owner is no row of any list and cannot be removed (404)', async () => {
    const owner = await t.user('root@demo.test');
    const response = await remove('admin@demo.test', owner.companyId, owner.id);
    expect(response.statusCode).toBe(404);
  });

  it('root removes a sales person; its agencies keep no dangling sales rep', async () => {
    const root = await t.companyId('root@demo.test');
    const created = await create('root@demo.test', {
      companyID: root,
      idsys: root,
      userType: 'sales',
      ClientFullName: 'Temp Seller',
      ClientEmail: 'temp.seller@demo.test',
    });
    const seller = created.json().data[0];
    const beta = await t.companyId('agency2@demo.test');
    await test.ctx.db.update(companies).set({ accountRefId: seller.id }).where(eq(companies.id, beta));
    const response = await remove('root@demo.test', root, seller.id);
    expect(response.statusCode).toBe(200);
    expect((await t.companyById(beta))?.accountRefId).toBeNull();
  });
});

describe('who may not remove', () => {
  it.each([
    ['agency B, a client of agency A', 'agency2@demo.test', 'client2@demo.test', 'foreign', 404],
    ['a sales person (reduced view)', 'sales@demo.test', 'agency@demo.test', 'own', 403],
    ['a client', 'client2@demo.test', 'client2@demo.test', 'own', 403],
  ])('%s → refused, nothing removed', async (_case, actor, targetEmail, kind, status) => {
    const target =
      kind === 'foreign'
        ? (await newAgencyWithClient('Foreign')).client
        : { id: await t.userId(targetEmail), company_id: await t.companyId(targetEmail) };
    await t.tokenOf(actor);
    const before = await t.fingerprint();
    const response = await remove(actor, target.company_id, target.id);
    expect(response.statusCode).toBe(status);
    expect(await t.fingerprint()).toBe(before);
  });

  it('staff whose role lacks Settings delete are refused (403)', async () => {
    const staff = await t.staffWith('agency2@demo.test', 'nodelete@beta.test', {
      create: true,
      update: true,
    });
    const victim = await t.staffWith('agency2@demo.test', 'victim@beta.test', {});
    const user = await t.user(victim);
    await t.tokenOf(staff);
    const before = await t.fingerprint();
    const response = await remove(staff, user.companyId, user.id);
    expect(response.statusCode).toBe(403);
    expect(await t.fingerprint()).toBe(before);
  });
});

describe('POST /configuration/user/resendinvitation', () => {
  it('sends a new set-password link and logs it', async () => {
    const client = await t.user('client2@demo.test');
    const response = await t.call('agency2@demo.test', 'POST', '/configuration/user/resendinvitation', {
      userID: client.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.invitationSent);
    const mail = await lastMailTo(test, 'client2@demo.test');
    expect(mail?.subject).toBe('You are invited to Beta Growth');
    expect(mail?.textBody).toMatch(/http:\/\/beta\.localhost(:\d+)?\/reset-password\/\S+/);
    const [reset] = await test.ctx.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, client.id));
    // ours: an invitation lives 7 days, a forgotten-password link 60 minutes
    expect(reset?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
    const logs = await test.ctx.db
      .select()
      .from(userLogs)
      .where(
        and(
          eq(userLogs.action, 'invitation'),
          eq(userLogs.companyId, await t.companyId('agency2@demo.test')),
        ),
      );
    expect(logs).toHaveLength(1);
  });

  it('answers 404 for accounts of another agency and 403 for clients; no mail is sent', async () => {
    const client = await t.user('client2@demo.test');
    const count = async () =>
      Number(
        (await test.ctx.db.execute<{ n: string }>(sql`select count(*) as n from mail_outbox`)).rows[0]?.n,
      );
    const before = await count();
    const foreign = await t.call('agency@demo.test', 'POST', '/configuration/user/resendinvitation', {
      userID: client.id,
    });
    expect(foreign.statusCode).toBe(404);
    const byClient = await t.call('client2@demo.test', 'POST', '/configuration/user/resendinvitation', {
      userID: client.id,
    });
    expect(byClient.statusCode).toBe(403);
    expect(await count()).toBe(before);
    expect(await test.ctx.db.select().from(users).where(eq(users.id, client.id))).toHaveLength(1);
  });
});
