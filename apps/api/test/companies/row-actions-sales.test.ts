// Sales people of an agency (part 2 §6 "Set Sales Person": system users, agency rows, not sales;
// §7 getSalesList, setSalesPerson), the platform root list, and view-as for sales people.
import { messages } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, userLogs, users } from '../../src/db/schema/index.ts';
import { startViewAs } from '../../src/modules/users/view-as.ts';
import { findActorByToken } from '../../src/platform/access/actor.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { kit } from './downline-test-kit.ts';

let test: TestApp;
const t = kit(() => test);
let seller: { id: number; name: string };
beforeAll(async () => {
  test = await createTestApp();
  const root = await t.companyId('root@demo.test');
  const created = await t.call('root@demo.test', 'POST', '/configuration/user/create', {
    companyID: root,
    idsys: root,
    userType: 'sales',
    ClientFullName: 'Ann Referrer',
    ClientEmail: 'ann@demo.test',
  });
  seller = created.json().data[0];
});
afterAll(() => test.close());

const setSales = (email: string, payload: object) => t.call(email, 'PUT', '/configuration/sales', payload);

describe('GET /configuration/sales/list', () => {
  it("lists the platform's sales people with their account executive flag", async () => {
    const response = await t.call('root@demo.test', 'GET', '/configuration/sales/list');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      params: [
        { id: seller.id, name: 'Ann Referrer', isAccExecutive: 'F' },
        { id: await t.userId('sales@demo.test'), name: 'Sam Sales', isAccExecutive: 'T' },
      ],
    });
    const forAgency = await t.call(
      'admin@demo.test',
      'GET',
      `/configuration/sales/list/${await t.companyId('agency@demo.test')}`,
    );
    expect(forAgency.json().params).toHaveLength(2);
  });

  it.each([
    ['a sales person', 'sales@demo.test'],
    ['an agency', 'agency@demo.test'],
    ['a client', 'client@demo.test'],
  ])('%s cannot read it (403)', async (_case, email) => {
    expect((await t.call(email, 'GET', '/configuration/sales/list')).statusCode).toBe(403);
  });

  it('an unknown company answers 404', async () => {
    expect((await t.call('root@demo.test', 'GET', '/configuration/sales/list/987654')).statusCode).toBe(404);
  });
});

describe('PUT /configuration/sales', () => {
  it('root sets the sales rep, account executive and referral of an agency; the row shows them', async () => {
    const beta = await t.companyId('agency2@demo.test');
    const sam = await t.userId('sales@demo.test');
    const response = await setSales('root@demo.test', {
      companyID: beta,
      salesRep: seller.id,
      salesAE: sam,
      salesRef: seller.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.salesPersonSaved });
    expect(await t.companyById(beta)).toMatchObject({
      salesRepId: seller.id,
      accountExecutiveId: sam,
      accountRefId: seller.id,
    });
    const [log] = await test.ctx.db.select().from(userLogs).where(eq(userLogs.action, 'sales-person'));
    expect(log?.description).toBe(
      'Sales people of Beta Growth: rep Ann Referrer, account executive Sam Sales, referral Ann Referrer',
    );
    const cleared = await setSales('admin@demo.test', {
      companyID: beta,
      salesRep: null,
      salesAE: null,
      salesRef: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect(await t.companyById(beta)).toMatchObject({
      salesRepId: null,
      accountExecutiveId: null,
      accountRefId: null,
    });
  });

  it.each([
    // ours: the people must be sales users of the same platform; the AE must be an account executive
    [
      'a sales rep who is not a sales person',
      async () => ({ salesRep: await t.userId('agency@demo.test') }),
      'salesRep',
    ],
    ['an unknown referral', async () => ({ salesRef: 987_654 }), 'salesRef'],
    ['an account executive who is not one', async () => ({ salesAE: seller.id }), 'salesAE'],
  ])('%s → 422 naming the field, nothing written', async (_case, change, field) => {
    const before = await t.fingerprint();
    const response = await setSales('root@demo.test', {
      companyID: await t.companyId('agency2@demo.test'),
      salesRep: null,
      salesAE: null,
      salesRef: null,
      ...(await change()),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
    expect(await t.fingerprint()).toBe(before);
  });

  it.each([
    ['a client row', 'root@demo.test', 'client@demo.test', 404],
    ['a sales person', 'sales@demo.test', 'agency@demo.test', 403],
    ['an agency', 'agency@demo.test', 'agency@demo.test', 403],
    ['a client', 'client@demo.test', 'agency@demo.test', 403],
  ])('%s → %s, nothing written', async (_case, actor, target, status) => {
    await t.tokenOf(actor);
    const before = await t.fingerprint();
    const response = await setSales(actor, {
      companyID: await t.companyId(target),
      salesRep: seller.id,
      salesAE: null,
      salesRef: null,
    });
    expect(response.statusCode).toBe(status);
    expect(await t.fingerprint()).toBe(before);
  });
});

describe('GET /configuration/root/list', () => {
  it('gives a system user its own platform root only', async () => {
    const response = await t.call('root@demo.test', 'GET', '/configuration/root/list');
    expect(response.json()).toEqual({
      params: [{ id: await t.companyId('root@demo.test'), name: 'Demo Platform' }],
    });
  });

  it('is for system users only (403)', async () => {
    expect((await t.call('agency@demo.test', 'GET', '/configuration/root/list')).statusCode).toBe(403);
    expect((await t.call('client@demo.test', 'GET', '/configuration/root/list')).statusCode).toBe(403);
  });
});

describe('view-as for sales people (part 2 §2 "view as agency/client")', () => {
  const salesActor = async () => {
    const actor = await findActorByToken(test.ctx.db, await t.tokenOf('sales@demo.test'));
    if (!actor) throw new Error('no sales actor');
    return actor;
  };
  const client = { ip: '127.0.0.1', userAgent: 'vitest' };

  it('a sales person views its assigned agency and that agency’s client', async () => {
    const actor = await salesActor();
    await expect(startViewAs(test.ctx, actor, await t.userId('agency@demo.test'), client)).resolves.toEqual(
      expect.any(String),
    );
    await expect(startViewAs(test.ctx, actor, await t.userId('client@demo.test'), client)).resolves.toEqual(
      expect.any(String),
    );
  });

  it.each([
    ['an agency it is not assigned to', 'agency2@demo.test'],
    ['a client of that agency', 'client2@demo.test'],
    ['platform staff', 'admin@demo.test'],
  ])('a sales person cannot view %s (404)', async (_case, email) => {
    const actor = await salesActor();
    await expect(startViewAs(test.ctx, actor, await t.userId(email), client)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('root still views any account of its platform', async () => {
    const actor = await findActorByToken(test.ctx.db, await t.tokenOf('root@demo.test'));
    if (!actor) throw new Error('no root actor');
    await expect(startViewAs(test.ctx, actor, await t.userId('client2@demo.test'), client)).resolves.toEqual(
      expect.any(String),
    );
  });
});

it('the demo sales person kept its assignment to Acme through all of the above', async () => {
  const [acme] = await test.ctx.db.select().from(companies).where(eq(companies.subdomain, 'acme'));
  const [sam] = await test.ctx.db.select().from(users).where(eq(users.email, 'sales@demo.test'));
  expect(acme).toMatchObject({ salesRepId: sam?.id, accountExecutiveId: sam?.id });
});
