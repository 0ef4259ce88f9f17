// The bad input an attacker sent (issue 12 item 11) answers 400/422 naming the field, never 500,
// and writes nothing: NUL bytes in text, path and query; ids past int4; nine-digit prices; a CSV
// download whose query failed after its headers.
import { DEMO_PASSWORD, messages } from '@lead/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { betaFeatures, campaigns, companySettings } from '../../src/db/schema/index.ts';
import { kit } from '../companies/downline-test-kit.ts';
import { installWriteJournal, type WriteJournal } from '../fuzz/write-journal.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
let journal: WriteJournal;
let mark: number;
const t = kit(() => test);
beforeAll(async () => {
  test = await createTestApp();
  journal = await installWriteJournal(test.ctx.db);
  // Signed in up front: a sign-in writes its session, which is not the refused request's doing.
  for (const email of ['root@demo.test', 'admin@demo.test', 'agency@demo.test', 'client@demo.test'])
    await t.tokenOf(email);
});
afterAll(() => test.close());
beforeEach(async () => {
  mark = await journal.mark();
});

/** Nothing was committed since the test began. */
async function expectNoWrites() {
  await test.jobsIdle();
  expect((await journal.since(mark)).writes).toEqual([]);
}

const INT4_OVERFLOW = 2 ** 31;
const LARGEST_SAFE_ID = 2 ** 53 - 1;
const acmeClient = () => t.companyId('client@demo.test');
const acmeAgency = () => t.companyId('agency@demo.test');

describe('NUL bytes', () => {
  it('in a body text field: 422 naming the field', async () => {
    const response = await t.call('agency@demo.test', 'POST', '/company/group', {
      companyID: await acmeAgency(),
      companyGroupName: 'Spring\u0000',
      userModule: 'LeadsPeek',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ companyGroupName: messages.controlCharacters });
    await expectNoWrites();
  });

  it('in a nested body field: 422 naming its path', async () => {
    const response = await t.call('root@demo.test', 'PUT', '/configuration/role-module/addupdate', {
      companyID: await t.companyId('root@demo.test'),
      roleName: 'Auditors\u0000',
      modules: [],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ roleName: messages.controlCharacters });
    await expectNoWrites();
  });

  it('in a path segment: 400 naming the segment', async () => {
    const root = await t.companyId('root@demo.test');
    const response = await t.call(
      'root@demo.test',
      'GET',
      `/configuration/user/${root}/all/${root}/client/LeadsPeek/company_name/asc/acme%00`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ searchkey: messages.controlCharacters });
  });

  it('in a query value, declared or not: 400 naming it', async () => {
    const declared = await t.call(
      'client@demo.test',
      'GET',
      '/leadspeek/keyword-to-tags?keywords=dentist%00',
    );
    expect(declared.statusCode).toBe(400);
    expect(declared.json().errors).toEqual({ keywords: messages.controlCharacters });
    const undeclared = await t.call('client@demo.test', 'GET', '/user?debug=%01');
    expect(undeclared.statusCode).toBe(400);
    expect(undeclared.json().errors).toEqual({ debug: messages.controlCharacters });
  });

  it('in the sign-in e-mail: 422, no failure counted against a made-up account', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'agency@demo.test\u0000', password: 'whatever1', domainName: 'acme.localhost' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ username: messages.controlCharacters });
  });
});

describe('ids past int4 (2^31 - 1)', () => {
  for (const big of [INT4_OVERFLOW, LARGEST_SAFE_ID]) {
    it(`usrID ${big} (view as): 422 naming usrID`, async () => {
      const response = await t.call('root@demo.test', 'POST', '/user/switch', { usrID: big });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ usrID: messages.numberTooLarge });
      await expectNoWrites();
    });

    it(`roleID ${big} (role upsert, role module): 422 naming roleID`, async () => {
      const agency = await acmeAgency();
      const upsert = await t.call('agency@demo.test', 'PUT', '/configuration/role-module/addupdate', {
        companyID: agency,
        roleID: big,
        roleName: 'Auditors',
        modules: [],
      });
      expect(upsert.statusCode).toBe(422);
      expect(upsert.json().errors).toEqual({ roleID: messages.numberTooLarge });
      const me = await t.userId('agency@demo.test');
      const read = await t.call(
        'agency@demo.test',
        'GET',
        `/configuration/role-module/getrolemodule/${agency}/${big}/${me}`,
      );
      expect(read.statusCode).toBe(422);
      expect(read.json().errors).toEqual({ roleID: messages.numberTooLarge });
      await expectNoWrites();
    });

    it(`feature_id ${big} (feature agreement): 422 naming feature_id`, async () => {
      const response = await t.call('agency@demo.test', 'POST', '/agreements/feature', {
        feature_id: big,
        location_menu: 'Reports',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ feature_id: messages.numberTooLarge });
      await expectNoWrites();
    });

    it(`user_id ${big} (beta user): 422 naming user_id`, async () => {
      const [feature] = await test.ctx.db.select({ id: betaFeatures.id }).from(betaFeatures).limit(1);
      const response = await t.call(
        'root@demo.test',
        'PUT',
        `/configuration/beta-features/${feature?.id}/users`,
        {
          user_id: big,
          enabled: true,
        },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ user_id: messages.numberTooLarge });
      await expectNoWrites();
    });
  }

  it('an id past int4 in a path segment: 422 naming it', async () => {
    const response = await t.call('client@demo.test', 'GET', `/user/checksetupcomplete/${INT4_OVERFLOW}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ usrID: messages.numberTooLarge });
  });

  it('true is not id 1', async () => {
    const response = await t.call('root@demo.test', 'POST', '/configuration/user/log-category', {
      companyID: true,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['companyID']);
  });
});

describe('money past $1,000,000', () => {
  const NINE_DIGITS = '999999999.99';

  it('a nine-digit agency price is refused, naming the amount', async () => {
    const agency = await acmeAgency();
    const current = (
      await t.call('root@demo.test', 'GET', `/configuration/setting/${agency}/costagency`)
    ).json();
    const costs = structuredClone(current.data);
    costs.local.Weekly.LeadspeekPlatformFee = NINE_DIGITS;
    const response = await t.call(
      'root@demo.test',
      'PUT',
      `/configuration/setting/${agency}/costagency`,
      costs,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'local.Weekly.LeadspeekPlatformFee': messages.amountTooLarge });
    await expectNoWrites();
  });

  it('$1,000,000 exactly is accepted', async () => {
    const agency = await acmeAgency();
    const current = (
      await t.call('root@demo.test', 'GET', `/configuration/setting/${agency}/costagency`)
    ).json();
    const costs = structuredClone(current.data);
    costs.local.Weekly.LeadspeekPlatformFee = '1000000.00';
    const response = await t.call(
      'root@demo.test',
      'PUT',
      `/configuration/setting/${agency}/costagency`,
      costs,
    );
    expect(response.statusCode).toBe(200);
  });

  it('a nine-digit price named on a new campaign is refused, naming it', async () => {
    const response = await t.call('agency@demo.test', 'POST', '/leadspeek/client/create', {
      companyID: await acmeClient(),
      leadspeekType: 'local',
      campaignName: 'Pricey',
      CostSet: NINE_DIGITS,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ CostSet: messages.amountTooLarge });
    await expectNoWrites();
  });

  it('a nine-digit price stored before the cap reads as unset: a new campaign is not a 500', async () => {
    const agency = await acmeAgency();
    const where = and(eq(companySettings.companyId, agency), eq(companySettings.name, 'costagency'));
    const [stored] = await test.ctx.db.select().from(companySettings).where(where);
    const costs = structuredClone(stored?.value) as Record<string, Record<string, Record<string, string>>>;
    for (const term of ['Weekly', 'Monthly', 'OneTime', 'Prepaid']) {
      const amounts = costs.local?.[term];
      if (amounts) amounts.LeadspeekPlatformFee = NINE_DIGITS;
    }
    await test.ctx.db.update(companySettings).set({ value: costs }).where(where);
    const response = await t.call('client@demo.test', 'POST', '/leadspeek/client/create', {
      leadspeekType: 'local',
      campaignName: 'Legacy price',
    });
    expect(response.statusCode).toBe(200);
    const [created] = await test.ctx.db
      .select({ fee: campaigns.platformFeeCents })
      .from(campaigns)
      .where(eq(campaigns.leadspeekApiId, response.json().campaign.leadspeek_api_id));
    expect(created?.fee).toBe(0);
  });
});

describe('CSV downloads', () => {
  it('the lead CSV with a NUL in its search answers 400 before any header, not a broken file', async () => {
    const client = await acmeClient();
    const response = await t.call(
      'client@demo.test',
      'POST',
      `/leadspeek/report/lead-csv/local/${client}/${client}/2026-01-01/2026-01-31/acme%00`,
      { pwd: DEMO_PASSWORD },
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json().errors).toEqual({ searchQuery: messages.controlCharacters });
  });

  it('the leads-management CSV with a NUL in its search answers 400', async () => {
    const response = await t.call(
      'admin@demo.test',
      'POST',
      '/leadspeek/leads-management-csv/local/acme%00',
      {
        pwd: DEMO_PASSWORD,
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ searchQuery: messages.controlCharacters });
  });

  it('the user-log CSV of a user id past int4 answers 422 naming userID', async () => {
    const client = await acmeClient();
    const response = await t.call(
      'agency@demo.test',
      'GET',
      `/configuration/user/download-log-user/${client}/9999/${INT4_OVERFLOW}/9999/2026-01-01_2026-01-31/all`,
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['userID']);
  });
});
