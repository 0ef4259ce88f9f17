// /company/group (part 2 §3 "Company group", §7 "Users and clients"; issue 5 point 4): the list with
// its View All entry, add with unique names per company and module, rename, remove (campaigns fall
// back to no group), validation, and groups of another tenant (404, nothing changed).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, companyGroups, userLogs } from '../../src/db/schema/index.ts';
import { companyOf, userNamed } from '../demo-lookup.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { listKit } from './list-test-kit.ts';

let test: TestApp;
const { call, fingerprint } = listKit(() => test);
const ids = { root: 0, acme: 0, acmeClient: 0, beta: 0, betaClient: 0 };

beforeAll(async () => {
  test = await createTestApp();
  const db = test.ctx.db;
  ids.root = (await companyOf(db, 'root@demo.test')).id;
  ids.acme = (await companyOf(db, 'agency@demo.test')).id;
  ids.acmeClient = (await companyOf(db, 'client@demo.test')).id;
  ids.beta = (await companyOf(db, 'agency2@demo.test')).id;
  ids.betaClient = (await companyOf(db, 'client2@demo.test')).id;
});
afterAll(() => test.close());

const groupsOf = (companyId: number) =>
  test.ctx.db.select().from(companyGroups).where(eq(companyGroups.companyId, companyId));

async function create(email: string, companyID: number, companyGroupName: string, userModule = 'LeadsPeek') {
  return call(email, 'POST', '/company/group', { companyID, userModule, companyGroupName });
}

describe('GET /company/group', () => {
  it('starts with View All, then the company’s groups of that module by name', async () => {
    await create('agency@demo.test', ids.acme, 'Zebra');
    await create('agency@demo.test', ids.acme, 'apple');
    await create('agency@demo.test', ids.acme, 'Finders', 'locator');
    const response = await call(
      'agency@demo.test',
      'GET',
      `/company/group?companyID=${ids.acme}&userModule=LeadsPeek`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.result).toBe('success');
    expect(body.params[0]).toEqual({
      companyGroupID: 'all',
      companyGroupName: 'View All',
      companyID: ids.acme,
      moduleID: 'local',
    });
    expect(body.params.slice(1).map((entry: { companyGroupName: string }) => entry.companyGroupName)).toEqual(
      ['apple', 'Zebra'],
    );
    expect(body.params[1]).toMatchObject({ companyID: ids.acme, moduleID: 'local' });
    expect(typeof body.params[1].companyGroupID).toBe('number');
  });

  it.each([
    ['locator', ['Finders']],
    ['Locator', ['Finders']],
    ['local', ['apple', 'Zebra']],
    ['enhance', []],
    ['B2B', []],
  ])('maps userModule %s to its module kind', async (userModule, expected) => {
    const response = await call(
      'agency@demo.test',
      'GET',
      `/company/group?companyID=${ids.acme}&userModule=${userModule}`,
    );
    expect(response.statusCode).toBe(200);
    const names = response.json().params.map((entry: { companyGroupName: string }) => entry.companyGroupName);
    expect(names).toEqual(['View All', ...expected]);
  });

  it('refuses an unknown module or a missing company naming the field', async () => {
    const module = await call(
      'agency@demo.test',
      'GET',
      `/company/group?companyID=${ids.acme}&userModule=Billboards`,
    );
    expect(module.statusCode).toBe(422);
    expect(module.json().errors).toHaveProperty('userModule');
    const company = await call(
      'agency@demo.test',
      'GET',
      '/company/group?companyID=abc&userModule=LeadsPeek',
    );
    expect(company.statusCode).toBe(422);
    expect(company.json().errors).toHaveProperty('companyID');
  });

  it('lets an agency read its clients’ groups and a client its own, nobody another tenant’s', async () => {
    await create('client@demo.test', ids.acmeClient, 'My folder');
    const agencyReads = await call(
      'agency@demo.test',
      'GET',
      `/company/group?companyID=${ids.acmeClient}&userModule=local`,
    );
    expect(
      agencyReads.json().params.map((entry: { companyGroupName: string }) => entry.companyGroupName),
    ).toEqual(['View All', 'My folder']);
    for (const [email, companyId] of [
      ['agency@demo.test', ids.beta],
      ['agency@demo.test', ids.betaClient],
      ['client@demo.test', ids.acme],
      ['client2@demo.test', ids.acmeClient],
      ['agency2@demo.test', ids.acme],
    ] as const) {
      const response = await call(email, 'GET', `/company/group?companyID=${companyId}&userModule=local`);
      expect(response.statusCode, `${email} → ${companyId}`).toBe(404);
    }
  });
});

describe('POST /company/group', () => {
  it('adds a group, answers it and logs the action', async () => {
    const response = await create('agency2@demo.test', ids.beta, '  Spring  ');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      result: 'success',
      message: 'Data has been added successfully',
      data: { companyGroupName: 'Spring', companyID: ids.beta, moduleID: 'local' },
    });
    const stored = await groupsOf(ids.beta);
    expect(stored.map((group) => [group.groupName, group.module])).toEqual([['Spring', 'local']]);
    const agency2 = await userNamed(test.ctx.db, 'agency2@demo.test');
    const logs = await test.ctx.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.userId, agency2.id), eq(userLogs.action, 'campaign')));
    expect(logs.map((log) => log.description)).toContain('Added group Spring (Site ID)');
  });

  it('refuses a duplicate name in the same company and module (any case) with 422, nothing written', async () => {
    const before = await fingerprint();
    const response = await create('agency2@demo.test', ids.beta, 'SPRING');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('companyGroupName');
    expect(await fingerprint()).toBe(before);
    // Another module or another company may use the name.
    expect((await create('agency2@demo.test', ids.beta, 'Spring', 'locator')).statusCode).toBe(200);
    expect((await create('client2@demo.test', ids.betaClient, 'Spring')).statusCode).toBe(200);
  });

  it.each([
    [{ companyGroupName: '' }, 'companyGroupName'],
    [{ companyGroupName: 'x'.repeat(101) }, 'companyGroupName'],
    [{ userModule: 'Radio' }, 'userModule'],
    [{ companyID: 'beta' }, 'companyID'],
  ])('refuses %j naming %s', async (change, field) => {
    const before = await fingerprint();
    const response = await call('agency2@demo.test', 'POST', '/company/group', {
      companyID: ids.beta,
      userModule: 'LeadsPeek',
      companyGroupName: 'Valid',
      ...change,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
    expect(await fingerprint()).toBe(before);
  });

  it('refuses another tenant’s company (404) and a sales person on the root’s own groups', async () => {
    const before = await fingerprint();
    expect((await create('agency@demo.test', ids.beta, 'Intruder')).statusCode).toBe(404);
    expect((await create('client@demo.test', ids.acme, 'Upward')).statusCode).toBe(404);
    expect((await create('sales@demo.test', ids.beta, 'Unassigned')).statusCode).toBe(404);
    expect((await create('sales@demo.test', ids.root, 'Root folder')).statusCode).toBe(404);
    expect(await fingerprint()).toBe(before);
    expect((await create('sales@demo.test', ids.acmeClient, 'Assigned')).statusCode).toBe(200);
  });
});

describe('PUT /company/group', () => {
  it('renames a group, refusing a duplicate and another tenant’s group', async () => {
    const added = (await create('agency@demo.test', ids.acme, 'Old name')).json().data;
    const response = await call('agency@demo.test', 'PUT', '/company/group', {
      companyID: ids.acme,
      companyGroupID: added.companyGroupID,
      companyGroupName: 'New name',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Data has been updated successfully',
      data: { companyGroupID: added.companyGroupID, companyGroupName: 'New name' },
    });
    const [stored] = await test.ctx.db
      .select()
      .from(companyGroups)
      .where(eq(companyGroups.id, added.companyGroupID));
    expect(stored?.groupName).toBe('New name');

    const before = await fingerprint();
    const duplicate = await call('agency@demo.test', 'PUT', '/company/group', {
      companyID: ids.acme,
      companyGroupID: added.companyGroupID,
      companyGroupName: 'zebra',
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toHaveProperty('companyGroupName');
    // Beta renaming Acme's group, by its own company id or by Acme's: as if it did not exist.
    for (const companyID of [ids.beta, ids.acme]) {
      const foreign = await call('agency2@demo.test', 'PUT', '/company/group', {
        companyID,
        companyGroupID: added.companyGroupID,
        companyGroupName: 'Hijacked',
      });
      expect(foreign.statusCode).toBe(404);
    }
    expect(await fingerprint()).toBe(before);
  });
});

describe('DELETE /company/group/{companyID}/{groupID}', () => {
  it('removes a group; its campaigns fall back to no group', async () => {
    const added = (await create('agency@demo.test', ids.acme, 'Short lived')).json().data;
    await test.ctx.db
      .update(campaigns)
      .set({ companyGroupId: added.companyGroupID })
      .where(eq(campaigns.leadspeekApiId, '10000001'));

    const before = await fingerprint();
    const foreign = await call(
      'agency2@demo.test',
      'DELETE',
      `/company/group/${ids.acme}/${added.companyGroupID}`,
    );
    expect(foreign.statusCode).toBe(404);
    const wrongCompany = await call(
      'agency@demo.test',
      'DELETE',
      `/company/group/${ids.acmeClient}/${added.companyGroupID}`,
    );
    expect(wrongCompany.statusCode).toBe(404);
    expect(await fingerprint()).toBe(before);

    const response = await call(
      'agency@demo.test',
      'DELETE',
      `/company/group/${ids.acme}/${added.companyGroupID}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ result: 'success' });
    expect(
      await test.ctx.db.select().from(companyGroups).where(eq(companyGroups.id, added.companyGroupID)),
    ).toEqual([]);
    const [campaign] = await test.ctx.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.leadspeekApiId, '10000001'));
    expect(campaign?.companyGroupId).toBeNull();
    expect(campaign?.status).toBe('active');

    const again = await call(
      'agency@demo.test',
      'DELETE',
      `/company/group/${ids.acme}/${added.companyGroupID}`,
    );
    expect(again.statusCode).toBe(404);
    const bad = await call('agency@demo.test', 'DELETE', `/company/group/${ids.acme}/first`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('groupID');
  });
});
