// The page rules of rows named by id (part 2 §2, §6), declared on the routes as pageOfAccount and
// pageOfCompany: the page of the named row's kind must be the caller's (else 404), and a row outside
// the caller's tenant answers 404 before any permission is asked, so a 403 never tells it exists.
import { messages } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { lastMailTo } from '../outbox.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { kit } from './downline-test-kit.ts';

let test: TestApp;
const t = kit(() => test);
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const resend = (email: string, userID: number) =>
  t.call(email, 'POST', '/configuration/user/resendinvitation', { userID });

describe('the page of the account an id names (resend invitation)', () => {
  it('a sales person may not re-invite an administrator of its assigned agency: the administrator list is not its page (404), no mail', async () => {
    const admin = await t.staffWith('agency@demo.test', 'acme.admin@acme.test', {});
    const response = await resend('sales@demo.test', await t.userId(admin));
    expect(response.statusCode).toBe(404);
    expect(await lastMailTo(test, admin)).toBeNull();
    // The client of the same agency is on its client management page.
    expect((await resend('sales@demo.test', await t.userId('client@demo.test'))).statusCode).toBe(200);
  });

  it('staff lacking Settings create get 404 for an account of another agency, 403 only for their own', async () => {
    const staff = await t.staffWith('agency2@demo.test', 'nocreate@beta.test', { update: true });
    expect((await resend(staff, await t.userId('client@demo.test'))).statusCode).toBe(404);
    expect((await resend(staff, await t.userId('client2@demo.test'))).statusCode).toBe(403);
  });
});

describe('the page of the company an id names (check active campaigns)', () => {
  const check = (email: string, company_id: number) =>
    t.call(email, 'POST', '/configuration/user/check-campaign-active', {
      company_id,
      leadspeek_type: 'local',
      user_type: 'agency',
    });

  it('a sales person that is no account executive has no agency list: 404 for its assigned agency', async () => {
    const acme = await t.companyId('agency@demo.test');
    expect((await check('sales@demo.test', acme)).statusCode).toBe(200);
    const sales = await t.userId('sales@demo.test');
    await test.ctx.db.update(users).set({ isAccExecutive: false }).where(eq(users.id, sales));
    try {
      expect((await check('sales@demo.test', acme)).statusCode).toBe(404);
    } finally {
      await test.ctx.db.update(users).set({ isAccExecutive: true }).where(eq(users.id, sales));
    }
  });
});

describe("the caller's own account", () => {
  it('an agency owner removing itself hears that nobody removes itself (409), not that the page is hidden', async () => {
    const owner = await t.user('agency@demo.test');
    const response = await t.call(
      'agency@demo.test',
      'DELETE',
      `/configuration/user/remove/${owner.companyId}/${owner.id}`,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.removeSelf);
  });
});
