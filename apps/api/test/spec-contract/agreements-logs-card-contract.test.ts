// Contract tests (issue 26 part 1): a client written from the spec must not break. Each row sends the
// spec's payload as the spec writes it (part 1 §3 records, part 2 §2 and §7 calls) and reads the
// fields the spec reads; each names the spec section it follows. Cross-tenant rows for the new routes
// sit beside them: another agency's ids answer 404 and write nothing.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  betaFeatures,
  campaigns,
  developerAgreements,
  featureAgreements,
  paymentCards,
  userLogs,
  users,
} from '../../src/db/schema/index.ts';
import { findActorByToken } from '../../src/platform/access/actor.ts';
import { SIGNED_LINK_TTL_MS, signedLinkFor } from '../../src/platform/access/signed-links.ts';
import { companyOf, userNamed } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { seedLog } from '../user-logs/seed-logs.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const db = () => test.ctx.db;
const user = (email: string) => userNamed(db(), email);
const company = (email: string) => companyOf(db(), email);
const headersOf = async (email: string) => bearer(await test.signIn(email));

describe('marketing agreements (part 1 §3 "Marketing agreement records"; part 2 §7 "Marketing agreements": GET/PUT)', () => {
  const developerRows = (userId: number) =>
    db().select().from(developerAgreements).where(eq(developerAgreements.userId, userId));
  const featureRows = (userId: number) =>
    db().select().from(featureAgreements).where(eq(featureAgreements.userId, userId));
  const b2bFeature = async () => {
    const [feature] = await db().select().from(betaFeatures).where(eq(betaFeatures.slug, 'b2b_module'));
    if (!feature) throw new Error('no b2b_module beta feature');
    return feature;
  };
  /** The developer record of part 1 §3, as marketingServicesAgreement sends it. */
  const developerRecord = async (email: string) => {
    const agency = await user(email);
    const own = await company(email);
    return {
      user_id: agency.id,
      is_marketing_services_agreement_developer: 'T',
      company_name: own.companyName,
      company_id: own.id,
      location_menu: 'profile menu developer',
    };
  };
  /** The feature record of part 1 §3, as marketingServicesAgreementFeature sends it. */
  const featureRecord = async (email: string) => {
    const feature = await b2bFeature();
    const agency = await user(email);
    const own = await company(email);
    return {
      feature_id: feature.id,
      feature_name: feature.name,
      user_id: agency.id,
      is_marketing_services_agreement_feature: 'T',
      company_name: own.companyName,
      company_id: own.id,
      location_menu: 'b2b campaign-management',
    };
  };

  it('part 2 §7 getMarketingServicesAgreement (user_id) reads is_marketing_services_agreement_developer; marketingServicesAgreement saves by PUT with the developer record', async () => {
    const headers = await headersOf('agency@demo.test');
    const agency = await user('agency@demo.test');
    const read = () =>
      test.app.inject({ method: 'GET', url: `/api/agreements/developer?user_id=${agency.id}`, headers });
    const before = await read();
    expect(before.statusCode).toBe(200);
    expect(before.json().is_marketing_services_agreement_developer).toBe('F');

    const saved = await test.app.inject({
      method: 'PUT',
      url: '/api/agreements/developer',
      headers,
      payload: await developerRecord('agency@demo.test'),
    });
    expect(saved.statusCode).toBe(200);

    const after = await read();
    expect(after.json().is_marketing_services_agreement_developer).toBe('T');
    // Ours stays beside the spec's field.
    expect(after.json().status).toBe('T');
    const rows = await developerRows(agency.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      companyId: agency.companyId,
      companyName: 'Acme Marketing',
      locationMenu: 'profile menu developer',
    });
  });

  it('part 2 §7 getMarketingServicesAgreementFeature (user_id, feature_id) reads status; marketingServicesAgreementFeature saves by PUT with the feature record', async () => {
    const headers = await headersOf('agency2@demo.test');
    const agency = await user('agency2@demo.test');
    const feature = await b2bFeature();
    const read = () =>
      test.app.inject({
        method: 'GET',
        url: `/api/agreements/feature/${feature.id}?user_id=${agency.id}&feature_id=${feature.id}`,
        headers,
      });
    expect((await read()).json().status).toBe('F');

    const saved = await test.app.inject({
      method: 'PUT',
      url: '/api/agreements/feature',
      headers,
      payload: await featureRecord('agency2@demo.test'),
    });
    expect(saved.statusCode).toBe(200);

    expect((await read()).json().status).toBe('T');
    const rows = await featureRows(agency.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ featureId: feature.id, locationMenu: 'b2b campaign-management' });
  });

  it("part 2 §7 marketingServicesAgreementFeature: another agency's user_id or company_id answers 404 and records nothing", async () => {
    const headers = await headersOf('client@demo.test');
    const client = await user('client@demo.test');
    const foreign = await featureRecord('agency2@demo.test');
    const foreignBefore = await featureRows(foreign.user_id);
    const own = await featureRecord('client@demo.test');
    for (const payload of [
      { ...own, user_id: foreign.user_id },
      { ...own, company_id: foreign.company_id },
    ]) {
      const response = await test.app.inject({
        method: 'PUT',
        url: '/api/agreements/feature',
        headers,
        payload,
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await featureRows(client.id)).toHaveLength(0);
    expect(await featureRows(foreign.user_id)).toEqual(foreignBefore);
  });

  it("part 2 §7 marketingServicesAgreement: another agency's user_id or company_id answers 404 and records nothing", async () => {
    const headers = await headersOf('agency2@demo.test');
    const agency2 = await user('agency2@demo.test');
    const foreign = await developerRecord('agency@demo.test');
    const foreignBefore = await developerRows(foreign.user_id);
    const own = await developerRecord('agency2@demo.test');
    for (const payload of [
      { ...own, user_id: foreign.user_id },
      { ...own, company_id: foreign.company_id },
    ]) {
      const response = await test.app.inject({
        method: 'PUT',
        url: '/api/agreements/developer',
        headers,
        payload,
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await developerRows(agency2.id)).toHaveLength(0);
    expect(await developerRows(foreign.user_id)).toEqual(foreignBefore);
  });

  it("part 2 §7 getMarketingServicesAgreement: another agency's user_id answers 404, not the caller's own status", async () => {
    const agency2 = await user('agency2@demo.test');
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/agreements/developer?user_id=${agency2.id}`,
      headers: await headersOf('agency@demo.test'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).not.toHaveProperty('is_marketing_services_agreement_developer');
  });
});

describe('the user-log download (part 2 §2 "Log download navigates to a configuration/user/download-log-user path"; §7 "a browser navigation with path segments")', () => {
  /** The spec's segments: company, user type, user, action, date range, campaign; open filters 9999 or 'all'. */
  const specSegments = (companyId: number, dateRange = 'all') =>
    `${companyId}/9999/9999/9999/${dateRange}/all`;
  const askLink = async (email: string, segments: string) =>
    test.app.inject({
      method: 'GET',
      url: `/api/configuration/user/download-log-user-link/${segments}`,
      headers: { ...(await headersOf(email)), 'x-timezone': 'America/Chicago' },
    });
  /** A browser navigation: no Authorization header, only the address. */
  const navigate = (url: string) => test.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    await seedLog(db(), {
      email: 'client@demo.test',
      action: 'profile',
      description: 'contract: profile edited in March',
      at: '2021-03-05T09:00',
    });
  });

  it('the plain navigation still needs a session: 401 without a token or a signed link', async () => {
    const client = await company('client@demo.test');
    const response = await navigate(`/api/configuration/user/download-log-user/${specSegments(client.id)}`);
    expect(response.statusCode).toBe(401);
  });

  it("part 2 §2: the signed link of the spec's segments opens the CSV by navigation, without a token", async () => {
    const client = await company('client@demo.test');
    const link = await askLink('agency@demo.test', specSegments(client.id, '2021-03-01_2021-03-31'));
    expect(link.statusCode).toBe(200);
    const { url, expires_at } = link.json();
    expect(url).toMatch(
      new RegExp(
        `^/api/configuration/user/download-log-user/${client.id}/9999/9999/9999/2021-03-01_2021-03-31/all\\?`,
      ),
    );
    const lifetime = Date.parse(expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(0);
    expect(lifetime).toBeLessThanOrEqual(SIGNED_LINK_TTL_MS);

    const file = await navigate(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="user-logs-acme-client-co-/);
    const lines = file.body.trimEnd().split('\n');
    expect(lines[0]).toBe('Date,Name,User type,Company,Action,Description,IP,Location,Campaign');
    expect(lines.slice(1)).toEqual([expect.stringContaining('contract: profile edited in March')]);
  });

  it("a link is bound to its address: another company's id or another filter in it answers 401", async () => {
    const client = await company('client@demo.test');
    const client2 = await company('client2@demo.test');
    const { url } = (await askLink('agency@demo.test', specSegments(client.id))).json();
    const otherCompany = url.replace(`/download-log-user/${client.id}/`, `/download-log-user/${client2.id}/`);
    expect((await navigate(otherCompany)).statusCode).toBe(401);
    const otherFilter = url.replace('/9999/9999/9999/all/all?', '/9999/9999/login/all/all?');
    expect((await navigate(otherFilter)).statusCode).toBe(401);
  });

  it("is bound to the caller's tenant: a link to another agency's company answers 404, and no link", async () => {
    const client2 = await company('client2@demo.test');
    const response = await askLink('agency@demo.test', specSegments(client2.id));
    expect(response.statusCode).toBe(404);
    expect(response.json()).not.toHaveProperty('url');
  });

  it("repeats no other tenant's campaign id: a foreign campaign filter answers 422 naming campaignID", async () => {
    const client = await company('client@demo.test');
    const campaignOf = async (companyId: number) => {
      const [row] = await db()
        .select({ key: campaigns.leadspeekApiId })
        .from(campaigns)
        .where(eq(campaigns.companyId, companyId))
        .limit(1);
      if (!row) throw new Error('no demo campaign');
      return row.key;
    };
    const foreign = await campaignOf((await company('client2@demo.test')).id);
    const refused = await askLink('agency@demo.test', `${client.id}/9999/9999/9999/all/${foreign}`);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['campaignID']);
    expect(refused.body).not.toContain(foreign);
    const own = await campaignOf(client.id);
    const allowed = await askLink('agency@demo.test', `${client.id}/9999/9999/9999/all/${own}`);
    expect(allowed.statusCode).toBe(200);
    expect((await navigate(allowed.json().url)).statusCode).toBe(200);
  });

  it('expires: a link past its minute answers 401', async () => {
    const client = await company('client@demo.test');
    const token = await test.signIn('agency@demo.test');
    const actor = await findActorByToken(db(), token);
    if (!actor) throw new Error('no actor');
    const path = `/configuration/user/download-log-user/${specSegments(client.id)}`;
    const expired = signedLinkFor(test.ctx.config, actor, path, Date.now() - SIGNED_LINK_TTL_MS - 1000);
    expect((await navigate(expired.url)).statusCode).toBe(401);
    const fresh = signedLinkFor(test.ctx.config, actor, path);
    expect((await navigate(fresh.url)).statusCode).toBe(200);
  });

  it('lasts only as long as its session: after sign-out the link answers 401', async () => {
    const client = await company('client@demo.test');
    const token = await test.signIn('agency@demo.test');
    const link = await test.app.inject({
      method: 'GET',
      url: `/api/configuration/user/download-log-user-link/${specSegments(client.id)}`,
      headers: bearer(token),
    });
    const { url } = link.json();
    const out = await test.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await navigate(url)).statusCode).toBe(401);
  });

  it('stands for a token only on the download: the same seal on another route answers 401', async () => {
    const token = await test.signIn('agency@demo.test');
    const actor = await findActorByToken(db(), token);
    if (!actor) throw new Error('no actor');
    const { url } = signedLinkFor(test.ctx.config, actor, '/payment/card');
    expect((await navigate(url)).statusCode).toBe(401);
  });
});

describe('the card of a managed user (part 2 §7 "GET/PUT /payment/card[/{usrID}]"; §3 Card: tokenid, cardholder, address, city, state, country, zip)', () => {
  const nextYear = new Date().getUTCFullYear() + 1;
  const cardsOf = (userId: number) => db().select().from(paymentCards).where(eq(paymentCards.userId, userId));
  const cardLogsOf = (userId: number) =>
    db()
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.userId, userId), eq(userLogs.action, 'card-save')));
  /** The spec's card record, with a token the sandbox provider issued for `number`. */
  const specCard = async (number: string) => {
    const token = await test.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/tokens',
      payload: { number, exp_month: 12, exp_year: nextYear, cvc: '123' },
    });
    return {
      tokenid: token.json().tokenid as string,
      cardholder: 'Casey Client',
      address: '9 Elm St',
      city: 'Dallas',
      state: 'TX',
      country: 'US',
      zip: '75201',
    };
  };
  const putCard = async (email: string, usrID: number, number = '5555555555554444') =>
    test.app.inject({
      method: 'PUT',
      url: `/api/payment/card/${usrID}`,
      headers: await headersOf(email),
      payload: await specCard(number),
    });

  it('an agency sets the card of a client it manages; GET /payment/card/{usrID} reads it', async () => {
    const client = await user('client@demo.test');
    const agency = await user('agency@demo.test');
    const response = await putCard('agency@demo.test', client.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      result: 'success',
      card: { brand: 'mastercard', last4: '4444', cardholder: 'Casey Client', city: 'Dallas', zip: '75201' },
    });
    const cards = await cardsOf(client.id);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ last4: '4444', state: 'TX', country: 'US' });
    const [after] = await db().select().from(users).where(eq(users.id, client.id));
    expect(after?.customerCardId).toBe(cards[0]?.providerPaymentMethodId);
    // Logged as the agency's action, naming whose card it was.
    const logs = (await cardLogsOf(agency.id)).map((log) => log.description);
    expect(logs).toContainEqual(expect.stringContaining(`saved for ${client.email}`));

    const read = await test.app.inject({
      method: 'GET',
      url: `/api/payment/card/${client.id}`,
      headers: await headersOf('agency@demo.test'),
    });
    expect(read.json().card).toMatchObject({ last4: '4444', cardholder: 'Casey Client' });
  });

  it("never another agency's user: 404, nothing written", async () => {
    const client = await user('client@demo.test');
    const before = await cardsOf(client.id);
    const agency2 = await user('agency2@demo.test');
    const logsBefore = await cardLogsOf(agency2.id);
    const response = await putCard('agency2@demo.test', client.id, '4242424242424242');
    expect(response.statusCode).toBe(404);
    expect(response.json()).not.toHaveProperty('card');
    expect(await cardsOf(client.id)).toEqual(before);
    expect(await cardLogsOf(agency2.id)).toEqual(logsBefore);
    const [after] = await db().select().from(users).where(eq(users.id, client.id));
    expect(after?.customerCardId).toBe(before[0]?.providerPaymentMethodId);
  });

  it('a client never sets the card of its agency: 403, nothing written', async () => {
    const agency = await user('agency@demo.test');
    const before = await cardsOf(agency.id);
    const response = await putCard('client@demo.test', agency.id, '4242424242424242');
    expect(response.statusCode).toBe(403);
    expect(await cardsOf(agency.id)).toEqual(before);
  });

  it("nor another agency's owner: 404, nothing written", async () => {
    const agency = await user('agency@demo.test');
    const before = await cardsOf(agency.id);
    const response = await putCard('agency2@demo.test', agency.id, '4242424242424242');
    expect(response.statusCode).toBe(404);
    expect(await cardsOf(agency.id)).toEqual(before);
  });

  it('platform staff set the card of an agency of their platform', async () => {
    const agency2 = await user('agency2@demo.test');
    const response = await putCard('root@demo.test', agency2.id, '4242424242424242');
    expect(response.statusCode).toBe(200);
    expect((await cardsOf(agency2.id)).map((card) => card.last4)).toEqual(['4242']);
  });

  it('one’s own usrID saves one’s own card', async () => {
    const agency = await user('agency@demo.test');
    const response = await putCard('agency@demo.test', agency.id, '5555555555554444');
    expect(response.statusCode).toBe(200);
    expect((await cardsOf(agency.id)).map((card) => card.last4)).toEqual(['4444']);
  });
});
