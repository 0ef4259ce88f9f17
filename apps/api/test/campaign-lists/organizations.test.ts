// /marketing/organization (part 2 §3 "Organization": OrganizationName, ParentID, CustomID; issue 5
// point 4): list, add, update, remove, parent rules, validation, and another tenant's (404, nothing
// changed).
import type { OrganizationRow } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../src/db/schema/index.ts';
import { companyOf } from '../demo-lookup.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { listKit } from './list-test-kit.ts';

let test: TestApp;
const { call, fingerprint } = listKit(() => test);
const ids = { acme: 0, acmeClient: 0, beta: 0, betaClient: 0 };

beforeAll(async () => {
  test = await createTestApp();
  const db = test.ctx.db;
  ids.acme = (await companyOf(db, 'agency@demo.test')).id;
  ids.acmeClient = (await companyOf(db, 'client@demo.test')).id;
  ids.beta = (await companyOf(db, 'agency2@demo.test')).id;
  ids.betaClient = (await companyOf(db, 'client2@demo.test')).id;
});
afterAll(() => test.close());

type Org = OrganizationRow;

async function add(email: string, companyID: number, OrganizationName: string, extra: object = {}) {
  return call(email, 'POST', '/marketing/organization', { companyID, OrganizationName, ...extra });
}
async function addOk(email: string, companyID: number, name: string, extra: object = {}): Promise<Org> {
  const response = await add(email, companyID, name, extra);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const stored = async (id: number) =>
  (await test.ctx.db.select().from(organizations).where(eq(organizations.id, id)))[0] ?? null;

describe('add and list', () => {
  it('adds organizations with a parent and custom id and lists them by name', async () => {
    const head = await addOk('client@demo.test', ids.acmeClient, 'Head office', { CustomID: 'HQ-1' });
    expect(head).toMatchObject({
      OrganizationName: 'Head office',
      ParentID: null,
      CustomID: 'HQ-1',
      companyID: ids.acmeClient,
    });
    const branch = await addOk('client@demo.test', ids.acmeClient, 'branch east', {
      ParentID: head.OrganizationID,
      CustomID: '',
    });
    expect(branch).toMatchObject({ ParentID: head.OrganizationID, CustomID: null });
    expect(await stored(branch.OrganizationID)).toMatchObject({
      companyId: ids.acmeClient,
      parentId: head.OrganizationID,
    });

    const response = await call('client@demo.test', 'GET', `/marketing/organization/${ids.acmeClient}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toBe('success');
    expect(response.json().params.map((org: Org) => org.OrganizationName)).toEqual([
      'branch east',
      'Head office',
    ]);
    // The agency reads (and may manage) its client's organizations.
    const byAgency = await call('agency@demo.test', 'GET', `/marketing/organization/${ids.acmeClient}`);
    expect(byAgency.json().params).toHaveLength(2);
    expect((await addOk('agency@demo.test', ids.acmeClient, 'Added by agency')).companyID).toBe(
      ids.acmeClient,
    );
  });

  it.each([
    [{ OrganizationName: '' }, 'OrganizationName'],
    [{ OrganizationName: 'x'.repeat(121) }, 'OrganizationName'],
    [{ CustomID: 'c'.repeat(101) }, 'CustomID'],
    [{ ParentID: 'top' }, 'ParentID'],
    [{ ParentID: 999999 }, 'ParentID'],
    [{ companyID: 'mine' }, 'companyID'],
  ])('refuses %j naming %s, nothing written', async (change, field) => {
    const before = await fingerprint();
    const response = await call('client@demo.test', 'POST', '/marketing/organization', {
      companyID: ids.acmeClient,
      OrganizationName: 'Valid',
      ...change,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
    expect(await fingerprint()).toBe(before);
  });

  it('refuses a parent of another company', async () => {
    const betaOrg = await addOk('client2@demo.test', ids.betaClient, 'Beta org');
    const before = await fingerprint();
    const response = await add('client@demo.test', ids.acmeClient, 'Sneaky', {
      ParentID: betaOrg.OrganizationID,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('ParentID');
    expect(await fingerprint()).toBe(before);
  });

  it('refuses another tenant’s company with 404 for list and add', async () => {
    const before = await fingerprint();
    for (const [email, companyId] of [
      ['agency@demo.test', ids.betaClient],
      ['agency@demo.test', ids.beta],
      ['client@demo.test', ids.acme],
      ['client2@demo.test', ids.acmeClient],
    ] as const) {
      expect((await call(email, 'GET', `/marketing/organization/${companyId}`)).statusCode).toBe(404);
      expect((await add(email, companyId, 'Intruder')).statusCode).toBe(404);
    }
    expect(await fingerprint()).toBe(before);
  });
});

describe('update', () => {
  it('renames and re-parents, refusing cycles and another tenant', async () => {
    const top = await addOk('agency@demo.test', ids.acme, 'Top');
    const middle = await addOk('agency@demo.test', ids.acme, 'Middle', { ParentID: top.OrganizationID });
    const leaf = await addOk('agency@demo.test', ids.acme, 'Leaf', { ParentID: middle.OrganizationID });
    const update = (email: string, body: object) =>
      call(email, 'PUT', '/marketing/organization', {
        companyID: ids.acme,
        OrganizationName: 'Renamed',
        ...body,
      });

    const response = await update('agency@demo.test', {
      OrganizationID: leaf.OrganizationID,
      ParentID: top.OrganizationID,
      CustomID: 'L-9',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Data has been updated successfully',
      data: {
        OrganizationID: leaf.OrganizationID,
        OrganizationName: 'Renamed',
        ParentID: top.OrganizationID,
        CustomID: 'L-9',
      },
    });
    expect(await stored(leaf.OrganizationID)).toMatchObject({
      organizationName: 'Renamed',
      parentId: top.OrganizationID,
      customId: 'L-9',
    });

    const before = await fingerprint();
    const self = await update('agency@demo.test', {
      OrganizationID: top.OrganizationID,
      ParentID: top.OrganizationID,
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors).toHaveProperty('ParentID');
    const underChild = await update('agency@demo.test', {
      OrganizationID: top.OrganizationID,
      ParentID: middle.OrganizationID,
    });
    expect(underChild.statusCode).toBe(422);
    expect(underChild.json().errors).toHaveProperty('ParentID');
    for (const companyID of [ids.acme, ids.beta]) {
      const foreign = await call('agency2@demo.test', 'PUT', '/marketing/organization', {
        companyID,
        OrganizationID: top.OrganizationID,
        OrganizationName: 'Hijacked',
      });
      expect(foreign.statusCode).toBe(404);
    }
    const unknown = await update('agency@demo.test', { OrganizationID: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(await fingerprint()).toBe(before);
  });
});

describe('remove', () => {
  it('removes an organization and lifts its children to the top level', async () => {
    const parent = await addOk('agency@demo.test', ids.acme, 'Parent');
    const child = await addOk('agency@demo.test', ids.acme, 'Child', { ParentID: parent.OrganizationID });

    const before = await fingerprint();
    expect(
      (
        await call(
          'agency2@demo.test',
          'DELETE',
          `/marketing/organization/${ids.acme}/${parent.OrganizationID}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'agency2@demo.test',
          'DELETE',
          `/marketing/organization/${ids.beta}/${parent.OrganizationID}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'client@demo.test',
          'DELETE',
          `/marketing/organization/${ids.acme}/${parent.OrganizationID}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(await fingerprint()).toBe(before);

    const response = await call(
      'agency@demo.test',
      'DELETE',
      `/marketing/organization/${ids.acme}/${parent.OrganizationID}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ result: 'success' });
    expect(await stored(parent.OrganizationID)).toBeNull();
    expect(await stored(child.OrganizationID)).toMatchObject({ parentId: null, organizationName: 'Child' });
    expect(
      (
        await call(
          'agency@demo.test',
          'DELETE',
          `/marketing/organization/${ids.acme}/${parent.OrganizationID}`,
        )
      ).statusCode,
    ).toBe(404);
    const bad = await call('agency@demo.test', 'DELETE', `/marketing/organization/${ids.acme}/all`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('organizationID');
  });
});
