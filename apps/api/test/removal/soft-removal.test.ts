// Issue 15 item 6: money and audit records outlive what they describe. Removing a campaign, client or
// agency is soft (removed_at): leads, lead charges, invoices, ledger postings and user logs stay;
// removed rows vanish from lists, proofs and ingestion; an account that owes money is not removed
// (409 naming the amount); a removed account's invoices stay provable to those above it; its
// subdomain and e-mails are free again; opt-out redaction still reaches the kept leads.

import { createHash } from 'node:crypto';
import {
  campaignListInput,
  campaignListRoutes,
  messages,
  owedRefusalText,
  pathOf,
  queryStringOf,
  tenantListPath,
} from '@lead/shared';
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaigns,
  companies,
  invoiceLines,
  invoices,
  leadCharges,
  leads,
  ledgerAccounts,
  ledgerPostings,
  userLogs,
  users,
  visits,
} from '../../src/db/schema/index.ts';
import { chargeInvoice } from '../../src/modules/invoices/charge-invoice.ts';
import { issueInvoice } from '../../src/modules/invoices/issue-invoice.ts';
import { amountOwedCents } from '../../src/modules/ledger/balances.ts';
import { recordOptOut } from '../../src/modules/suppression/record-opt-out.ts';
import { findActorByToken } from '../../src/platform/access/actor.ts';
import { visibleCampaign } from '../../src/platform/access/campaigns.ts';
import { companyManagedBy } from '../../src/platform/access/companies.ts';
import { kit } from '../companies/downline-test-kit.ts';
import { companyOf } from '../demo-lookup.ts';
import { issueClientInvoice, lineageOf } from '../invoices/invoice-kit.ts';
import { pixelKit } from '../lead-engine/pixel-kit.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
const t = kit(() => test);
const px = pixelKit(() => test);
const db = () => test.ctx.db;

const ACME_KEY = '10000001';
const BETA_KEY = '10000002';
const BETA_PAGE = 'https://beta-client.example.com/pricing';
let acmeCampaign = 0;
let betaCampaign = 0;

beforeAll(async () => {
  test = await createTestApp({ IDENTITY_GRAPH_SIZE: '5000' });
  acmeCampaign = await px.campaignId(ACME_KEY);
  betaCampaign = await px.campaignId(BETA_KEY);
  for (const visitor of ['r1', 'r2', 'r3']) await px.send(px.view(ACME_KEY, visitor));
  for (const visitor of ['s1', 's2']) await px.send(px.view(BETA_KEY, visitor, BETA_PAGE));
  await test.jobsIdle();
});
afterAll(() => test.close());

const remove = (email: string, companyId: number, userId: number) =>
  t.call(email, 'DELETE', `/configuration/user/remove/${companyId}/${userId}`);
const create = (email: string, payload: object) =>
  t.call(email, 'POST', '/configuration/user/create', payload);

async function newAgencyWithClient(name: string, subdomain?: string) {
  const root = await t.companyId('root@demo.test');
  const slug = name.toLowerCase();
  const agency = await create('root@demo.test', {
    companyID: root,
    idsys: root,
    userType: 'userdownline',
    ClientFullName: `${name} Owner`,
    ClientCompanyName: name,
    ClientEmail: `owner@${slug}.test`,
    ...(subdomain ? { DownlineSubDomain: subdomain } : {}),
  });
  expect(agency.statusCode, agency.body).toBe(200);
  const agencyRow = agency.json().data[0];
  await db()
    .update(companies)
    .set({ accountStatus: 'completed' })
    .where(eq(companies.id, agencyRow.company_id));
  const client = await create('root@demo.test', {
    companyID: agencyRow.company_id,
    idsys: root,
    userType: 'client',
    ClientFullName: `${name} Client`,
    ClientEmail: `client@${slug}.test`,
  });
  expect(client.statusCode, client.body).toBe(200);
  return { agency: agencyRow, client: client.json().data[0] };
}

/** What a removal must never lose, counted for some companies. */
async function records(companyIds: number[]) {
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const invoiceIds = db()
    .select({ id: invoices.id })
    .from(invoices)
    .where(inArray(invoices.payerCompanyId, companyIds));
  return {
    leads: await n(db().select({ n: count() }).from(leads).where(inArray(leads.companyId, companyIds))),
    charges: await n(
      db().select({ n: count() }).from(leadCharges).where(inArray(leadCharges.companyId, companyIds)),
    ),
    invoices: await n(
      db().select({ n: count() }).from(invoices).where(inArray(invoices.payerCompanyId, companyIds)),
    ),
    lines: await n(
      db().select({ n: count() }).from(invoiceLines).where(inArray(invoiceLines.invoiceId, invoiceIds)),
    ),
    postings: await n(
      db().select({ n: count() }).from(ledgerPostings).where(inArray(ledgerPostings.invoiceId, invoiceIds)),
    ),
    logs: await n(db().select({ n: count() }).from(userLogs).where(inArray(userLogs.companyId, companyIds))),
  };
}

const campaignRow = async (id: number) =>
  (await db().select().from(campaigns).where(eq(campaigns.id, id)))[0];
const actorOf = async (token: string) => {
  const actor = await findActorByToken(db(), token);
  if (!actor) throw new Error('no actor');
  return actor;
};

function campaignListUrl(companyId: number, module: 'local' | 'locator' = 'local') {
  const { params, query } = campaignListInput({
    group: 'all',
    module,
    companyId,
    clientId: 'all',
    sort: { sortby: null, order: null },
    search: '',
    page: 1,
    perPage: 50,
  });
  return pathOf(campaignListRoutes.listCampaigns, params) + queryStringOf(query);
}

describe('removing a campaign (soft)', () => {
  it('another agency’s campaign: 404 and nothing changed', async () => {
    const response = await t.call('agency2@demo.test', 'PUT', '/leadspeek/client/remove', {
      leadspeek_api_id: ACME_KEY,
    });
    expect(response.statusCode).toBe(404);
    expect((await campaignRow(acmeCampaign))?.removedAt).toBeNull();
  });

  it('keeps its leads, lead charges, invoice lines and logs; nobody reaches it; it takes no visits', async () => {
    const client = await companyOf(db(), 'client@demo.test');
    const acme = await companyOf(db(), 'agency@demo.test');
    expect((await px.leadsOf(acmeCampaign)).length).toBeGreaterThan(0);
    const { rootId } = await lineageOf(db(), client.id);
    await issueInvoice(db(), {
      billingKey: `test:removal:campaign:${acmeCampaign}`,
      level: 'client',
      payerCompanyId: client.id,
      payeeCompanyId: acme.id,
      agencyCompanyId: acme.id,
      rootCompanyId: rootId,
      term: 'Weekly',
      periodStart: '2026-11-16',
      periodEnd: '2026-11-23',
      timezone: 'America/Chicago',
      external: false,
      lines: [
        {
          campaignId: acmeCampaign,
          module: 'local',
          kind: 'leads',
          description: 'Leads',
          quantity: 3,
          unitCents: 100,
          amountCents: 300,
          wholesaleCents: 150,
        },
      ],
    });
    const paused = await t.call('agency@demo.test', 'PUT', '/leadspeek/client/activepause', {
      leadspeek_api_id: ACME_KEY,
      status: 'paused',
    });
    expect(paused.statusCode, paused.body).toBe(200);
    const leadsBefore = await px.leadsOf(acmeCampaign);
    const chargesBefore = await px.chargesOf(acmeCampaign);
    const linesOf = () => db().select().from(invoiceLines).where(eq(invoiceLines.campaignId, acmeCampaign));
    const linesBefore = await linesOf();
    const logsOf = () => db().select().from(userLogs).where(eq(userLogs.campaignId, ACME_KEY));
    const logsBefore = await logsOf();
    expect(linesBefore).toHaveLength(1);

    const removed = await t.call('agency@demo.test', 'PUT', '/leadspeek/client/remove', {
      leadspeek_api_id: ACME_KEY,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe(messages.campaignRemoved);

    expect((await campaignRow(acmeCampaign))?.removedAt).toBeInstanceOf(Date);
    expect(await px.leadsOf(acmeCampaign)).toEqual(leadsBefore);
    expect(await px.chargesOf(acmeCampaign)).toEqual(chargesBefore);
    expect(await linesOf()).toEqual(linesBefore);
    expect((await logsOf()).length).toBe(logsBefore.length + 1);

    // Gone for every reader: the proof, the read route, the list, a second removal, a restart.
    const agencyToken = await t.tokenOf('agency@demo.test');
    await expect(visibleCampaign(db(), await actorOf(agencyToken), ACME_KEY)).rejects.toMatchObject({
      status: 404,
    });
    expect((await t.call('agency@demo.test', 'GET', `/leadspeek/getcampaign/${ACME_KEY}`)).statusCode).toBe(
      404,
    );
    const list = await t.call('agency@demo.test', 'GET', campaignListUrl(acme.id));
    expect(list.statusCode, list.body).toBe(200);
    expect(JSON.stringify(list.json())).not.toContain(ACME_KEY);
    for (const [url, body] of [
      ['/leadspeek/client/remove', { leadspeek_api_id: ACME_KEY }],
      ['/leadspeek/client/activepause', { leadspeek_api_id: ACME_KEY, status: 'active' }],
    ] as const) {
      expect((await t.call('agency@demo.test', 'PUT', url, body)).statusCode).toBe(404);
    }
    expect((await campaignRow(acmeCampaign))?.status).toBe('paused');

    // The pixel: its key names no campaign any more, so no visit is kept and no lead made — even were
    // its status to say active (removal, not the status, decides).
    await db().update(campaigns).set({ status: 'active' }).where(eq(campaigns.id, acmeCampaign));
    const visitsBefore = (await px.visitsOf(acmeCampaign)).length;
    await new Promise((resolve) => setTimeout(resolve, 5_100)); // the key cache's lifetime
    await px.send(px.view(ACME_KEY, 'after-removal'));
    await test.jobsIdle();
    expect(await px.visitsOf(acmeCampaign)).toHaveLength(visitsBefore);
    expect(await px.leadsOf(acmeCampaign)).toEqual(leadsBefore);
  }, 30_000);

  it('a removed campaign’s visits already queued make no lead (its status saying active or not)', async () => {
    expect((await campaignRow(acmeCampaign))?.status).toBe('active');
    const client = await companyOf(db(), 'client@demo.test');
    await db().insert(visits).values({
      campaignId: acmeCampaign,
      companyId: client.id,
      visitorId: 'queued-before-removal',
      pageUrl: 'http://localhost:3000/demo-site/',
    });
    const leadsBefore = (await px.leadsOf(acmeCampaign)).length;
    await px.send(px.view(BETA_KEY, 'nudge', BETA_PAGE));
    await test.jobsIdle();
    const [queued] = await db().select().from(visits).where(eq(visits.visitorId, 'queued-before-removal'));
    expect(queued).toMatchObject({ status: 'rejected', reason: 'campaign-not-running', leadId: null });
    expect(await px.leadsOf(acmeCampaign)).toHaveLength(leadsBefore);
    await db().update(campaigns).set({ status: 'paused' }).where(eq(campaigns.id, acmeCampaign));
  });
});

describe('an account that owes money', () => {
  it('is not removed: 409 stating the amount, nothing changed; once paid it is removed', async () => {
    const beta = await t.user('agency2@demo.test');
    const client2 = await t.user('client2@demo.test');
    await db().update(campaigns).set({ status: 'paused' }).where(eq(campaigns.id, betaCampaign));
    const invoice = await issueClientInvoice(db(), client2.companyId, 123_450, 60_000);
    expect(await amountOwedCents(db(), [client2.companyId])).toBe(123_450);
    await t.tokenOf('agency2@demo.test');
    await t.tokenOf('root@demo.test');
    const before = await t.fingerprint();

    for (const [actor, target] of [
      ['root@demo.test', beta],
      ['agency2@demo.test', client2],
    ] as const) {
      const refused = await remove(actor, target.companyId, target.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        result: 'error',
        message: 'This account owes $1,234.50. Settle the outstanding invoices before removing it.',
        owed_cents: 123_450,
      });
      expect(refused.json().message).toBe(owedRefusalText(123_450));
    }
    expect(await t.fingerprint()).toBe(before);
    expect((await t.companyById(beta.companyId))?.removedAt).toBeNull();

    expect((await chargeInvoice(test.ctx, invoice.id, 'run')).outcome).toBe('paid');
    expect(await amountOwedCents(db(), [client2.companyId])).toBe(0);
    const companyIds = [beta.companyId, client2.companyId];
    const kept = await records(companyIds);
    expect(kept.leads).toBeGreaterThan(0);
    expect(kept.invoices).toBeGreaterThan(0);
    expect(kept.postings).toBeGreaterThan(0);
    const agencyToken = await t.tokenOf('agency2@demo.test');

    const removed = await remove('root@demo.test', beta.companyId, beta.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ result: 'success', message: messages.userRemoved });

    // The whole subtree at one instant; every money and audit row kept.
    const agencyRow = await t.companyById(beta.companyId);
    expect(agencyRow?.removedAt).toBeInstanceOf(Date);
    expect((await t.companyById(client2.companyId))?.removedAt).toEqual(agencyRow?.removedAt);
    expect((await campaignRow(betaCampaign))?.removedAt).toEqual(agencyRow?.removedAt);
    expect(await records(companyIds)).toEqual(kept);
    const accounts = await db()
      .select()
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.companyId, companyIds));
    expect(accounts.length).toBeGreaterThan(0);

    // Its people are signed out for good.
    expect(await findActorByToken(db(), agencyToken)).toBeNull();
    await expect(test.signIn('agency2@demo.test')).rejects.toThrow();
    await expect(test.signIn('client2@demo.test')).rejects.toThrow();
    const people = await db().select().from(users).where(inArray(users.companyId, companyIds));
    for (const person of people)
      expect(person).toMatchObject({ active: false, removedAt: agencyRow?.removedAt });

    // Nobody reaches it any more, except a read-only money view that asks for removed companies.
    const root = await actorOf(await t.tokenOf('root@demo.test'));
    await expect(companyManagedBy(db(), root, beta.companyId)).rejects.toMatchObject({ status: 404 });
    await expect(companyManagedBy(db(), root, client2.companyId)).rejects.toMatchObject({ status: 404 });
    const readable = await companyManagedBy(db(), root, client2.companyId, { includeRemoved: true });
    expect(readable.removedAt).toBeInstanceOf(Date);
    const acme = await actorOf(await t.tokenOf('agency@demo.test'));
    await expect(
      companyManagedBy(db(), acme, client2.companyId, { includeRemoved: true }),
    ).rejects.toMatchObject({ status: 404 });

    // A second removal finds nothing.
    expect((await remove('root@demo.test', beta.companyId, beta.id)).statusCode).toBe(404);
  });

  it('removed agencies vanish from the tree list, and their clients from its client counts', async () => {
    const rootId = await t.companyId('root@demo.test');
    const response = await test.app.inject({
      method: 'GET',
      url: `/api${tenantListPath({
        companyId: rootId,
        idsys: rootId,
        userType: 'userdownline',
        sort: { sortby: null, order: null },
        search: '',
        page: 1,
        perPage: 50,
      })}`,
      headers: bearer(await t.tokenOf('root@demo.test')),
    });
    expect(response.statusCode).toBe(200);
    const names = response.json().data.map((row: { company_name: string }) => row.company_name);
    expect(names).toContain('Acme Marketing');
    expect(names).not.toContain('Beta Growth');
  });

  it('a removed agency frees its subdomain and its people’s e-mails for a new agency', async () => {
    const { agency } = await newAgencyWithClient('Reborn', 'beta');
    const reborn = await t.companyById(agency.company_id);
    expect(reborn).toMatchObject({ subdomain: 'beta', removedAt: null });
    const root = await t.companyId('root@demo.test');
    const again = await create('root@demo.test', {
      companyID: root,
      idsys: root,
      userType: 'userdownline',
      ClientFullName: 'Second Beta',
      ClientCompanyName: 'Second Beta',
      ClientEmail: 'agency2@demo.test',
    });
    expect(again.statusCode, again.body).toBe(200);
    const rows = await db()
      .select({ removedAt: users.removedAt })
      .from(users)
      .where(sql`lower(${users.email}) = 'agency2@demo.test'`);
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.removedAt === null)).toHaveLength(1);
    // A live agency's subdomain is still taken.
    const taken = await create('root@demo.test', {
      companyID: root,
      idsys: root,
      userType: 'userdownline',
      ClientFullName: 'Copycat',
      ClientCompanyName: 'Copycat',
      ClientEmail: 'owner@copycat.test',
      DownlineSubDomain: 'beta',
    });
    expect(taken.statusCode).toBe(422);
  });
});

describe('removing a sales person with commission records', () => {
  it('keeps the row (removed, signed out) for its ledger account; its agencies lose the assignment', async () => {
    const root = await t.companyId('root@demo.test');
    const created = await create('root@demo.test', {
      companyID: root,
      idsys: root,
      userType: 'sales',
      ClientFullName: 'Paid Seller',
      ClientEmail: 'paid.seller@demo.test',
    });
    expect(created.statusCode, created.body).toBe(200);
    const seller = created.json().data[0];
    const acme = await t.companyId('agency@demo.test');
    await db().update(companies).set({ accountRefId: seller.id }).where(eq(companies.id, acme));
    await db().insert(ledgerAccounts).values({ kind: 'commission_payable', userId: seller.id });
    await t.tokenOf('root@demo.test');
    const response = await remove('root@demo.test', root, seller.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(await t.userByEmail('paid.seller@demo.test')).toMatchObject({ active: false });
    expect((await t.userByEmail('paid.seller@demo.test'))?.removedAt).toBeInstanceOf(Date);
    expect((await t.companyById(acme))?.accountRefId).toBeNull();
    expect((await remove('root@demo.test', root, seller.id)).statusCode).toBe(404);
  });
});

describe('the database refuses to lose money and audit rows', () => {
  it('a DELETE of a company or campaign with leads, charges, invoices or logs fails (RESTRICT)', async () => {
    const client = await companyOf(db(), 'client@demo.test');
    await expect(db().delete(companies).where(eq(companies.id, client.id))).rejects.toThrow();
    await expect(db().delete(campaigns).where(eq(campaigns.id, acmeCampaign))).rejects.toThrow();
    const { client: bare } = await newAgencyWithClient('Logged');
    await db().insert(userLogs).values({ companyId: bare.company_id, action: 'test', description: 'kept' });
    await expect(db().execute(sql`delete from companies where id = ${bare.company_id}`)).rejects.toThrow();
    expect(await t.companyById(client.id)).not.toBeNull();
  });
});

describe('concurrent removals', () => {
  it('20 removals of one account at once: one removes, the others find nothing; never a 500', async () => {
    const { client } = await newAgencyWithClient('Racer');
    await t.tokenOf('root@demo.test');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => remove('root@demo.test', client.company_id, client.id)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => status === 200 || status === 404)).toBe(true);
    const logs = await db()
      .select()
      .from(userLogs)
      .where(
        and(eq(userLogs.action, 'user-remove'), sql`${userLogs.description} like '%client@racer.test%'`),
      );
    expect(logs).toHaveLength(1);
  });

  it('another agency removing a client: 404 and nothing changed', async () => {
    const { client } = await newAgencyWithClient('Guarded');
    await t.tokenOf('agency@demo.test');
    const before = await t.fingerprint();
    expect((await remove('agency@demo.test', client.company_id, client.id)).statusCode).toBe(404);
    expect(await t.fingerprint()).toBe(before);
    expect((await t.companyById(client.company_id))?.removedAt).toBeNull();
  });
});

describe('opt-out redaction on kept rows', () => {
  it('redacts the leads of a removed campaign and of a removed client', async () => {
    for (const campaignId of [acmeCampaign, betaCampaign]) {
      const [lead] = await db()
        .select()
        .from(leads)
        .where(and(eq(leads.campaignId, campaignId), isNotNull(leads.emailMd5)))
        .limit(1);
      if (!lead?.emailMd5 || !lead.email)
        throw new Error(`campaign ${campaignId} has no lead with an e-mail`);
      expect(lead.emailMd5).toBe(createHash('md5').update(lead.email.trim().toLowerCase()).digest('hex'));
      const rootCompanyId = Number((await lineageOf(db(), lead.companyId)).rootId);
      await recordOptOut(test.ctx, lead.emailMd5, { source: 'public', rootCompanyId });
      await test.jobsIdle();
      const [after] = await db().select().from(leads).where(eq(leads.id, lead.id));
      expect(after).toMatchObject({ email: null, emailMd5: null, firstName: null, campaignId });
      expect(after?.personKey).toBe(`redacted:${lead.id}`);
    }
  });
});
