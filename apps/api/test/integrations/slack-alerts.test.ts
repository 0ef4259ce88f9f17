// Slack alerts inside the platform (issue 25 item 4): a client adds the platform's Slack app (OAuth,
// against a fake Slack) or an incoming webhook, picks a campaign's channel and alert rule, and the
// pipeline's leads that pass the rule — when they are made, or when a returning visitor earns it —
// are posted once each through the delivery engine, with the lead's pages and a link to its page.
// Another agency's client cannot install into, configure or read this one.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyIntegrations, leadDeliveries, leads, visits } from '../../src/db/schema/index.ts';
import {
  type DeliveryEngine,
  startDeliveryEngine,
} from '../../src/modules/integrations/delivery-engine-job.ts';
import { oauthStateFor } from '../../src/platform/access/oauth-state.ts';
import { pixelKit } from '../lead-engine/pixel-kit.ts';
import { reportKit } from '../reports/report-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import {
  SLACK_BOT_TOKEN,
  SLACK_CLIENT_ID,
  SLACK_CLIENT_SECRET,
  SLACK_GOOD_CODE,
  startFakeSlack,
} from './fakes/fake-slack.ts';
import { until } from './integration-kit.ts';

let test: TestApp;
let slack: Awaited<ReturnType<typeof startFakeSlack>>;
let engine: DeliveryEngine;
const k = pixelKit(() => test);
const kit = reportKit(() => test);
const call = kit.call;
let campaignId = 0;
let companyId = 0;

const SITE = 'http://localhost:3000/demo-site/';

beforeAll(async () => {
  slack = await startFakeSlack();
  test = await createTestApp({
    IDENTITY_GRAPH_SIZE: '5000',
    SECRETS_KEY: 'slack alert tests, thirty-two characters or more',
    INTEGRATION_TIMEOUT_MS: '2000',
    SLACK_API_BASE_URL: `${slack.url}/api`,
    SLACK_WEBHOOK_BASE_URL: slack.url,
    SLACK_AUTHORIZE_URL: `${slack.url}/oauth/v2/authorize`,
    SLACK_CLIENT_ID,
    SLACK_CLIENT_SECRET,
  });
  campaignId = await k.campaignId('10000001');
  companyId = (await kit.tenants()).acmeClient;
  engine = startDeliveryEngine(test.ctx, { pollMs: 50, onError: () => {} });
});
afterAll(async () => {
  await engine.stop();
  await test.close();
  await slack.close();
});

const slackRow = async () =>
  (
    await test.ctx.db
      .select()
      .from(companyIntegrations)
      .where(and(eq(companyIntegrations.companyId, companyId), eq(companyIntegrations.slug, 'slack')))
  )[0];

async function callback(query: Record<string, string>) {
  const response = await test.app.inject({
    method: 'GET',
    url: `/api/integrations/slack/callback?${new URLSearchParams(query)}`,
  });
  expect(response.statusCode).toBe(302);
  return response.headers.location;
}

describe('adding the Slack app', () => {
  it("sends the client to Slack's install page with the app, the scopes and a sealed state", async () => {
    const response = await call('client@demo.test', 'GET', `/integrations/slack/install/${companyId}`);
    expect(response.statusCode, response.body).toBe(200);
    const url = new URL(response.json().auth_url);
    expect(url.origin).toBe(slack.url);
    expect(url.searchParams.get('client_id')).toBe(SLACK_CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/api\/integrations\/slack\/callback$/);
    expect(url.searchParams.get('state')?.length).toBeGreaterThan(40);
  });

  it.each([
    ['another agency’s client', 'client2@demo.test'],
    ['another agency', 'agency2@demo.test'],
  ])('%s cannot install into this client (404)', async (_, email) => {
    const response = await call(email, 'GET', `/integrations/slack/install/${companyId}`);
    expect(response.statusCode).toBe(404);
  });

  it('a forged, a Google or a refused state connects nothing', async () => {
    const install = await call('client@demo.test', 'GET', `/integrations/slack/install/${companyId}`);
    const state = new URL(install.json().auth_url).searchParams.get('state') ?? '';
    expect(await callback({ state: 'forged', code: SLACK_GOOD_CODE })).toBe(
      '/integrations/slack/slack?slack=expired',
    );
    const actor = { userId: 1, viewerUserId: null } as never;
    const googleState = oauthStateFor(test.ctx.config, actor, { id: companyId } as never);
    expect(await callback({ state: googleState, code: SLACK_GOOD_CODE })).toBe(
      '/integrations/slack/slack?slack=expired',
    );
    expect(await callback({ state, error: 'access_denied' })).toBe('/integrations/slack/slack?slack=denied');
    expect(await slackRow()).toBeUndefined();
  });

  it("Slack's code connects the workspace: the token sealed, never answered", async () => {
    const install = await call('client@demo.test', 'GET', `/integrations/slack/install/${companyId}`);
    const state = new URL(install.json().auth_url).searchParams.get('state') ?? '';
    expect(await callback({ state, code: SLACK_GOOD_CODE })).toBe(
      '/integrations/slack/slack?slack=connected',
    );
    const row = await slackRow();
    expect(row).toMatchObject({ status: 'connected', accountName: 'Slack · Acme Dental (#leads)' });
    expect(row?.credentialsEncrypted).not.toContain(SLACK_BOT_TOKEN);
    const list = await call('client@demo.test', 'GET', `/getcompanyintegrationlist/${companyId}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).not.toContain(SLACK_BOT_TOKEN);
    // The code is single-use at Slack: replaying the redirect connects nothing new.
    expect(await callback({ state, code: SLACK_GOOD_CODE })).toBe('/integrations/slack/slack?slack=error');
  });

  it('the channels to choose from come from the workspace', async () => {
    const response = await call('client@demo.test', 'GET', `/integrations/slack/channels/${companyId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().targets.map((target: { name: string }) => target.name)).toEqual([
      '#leads',
      '#sales',
    ]);
  });
});

describe("a campaign's channel and alert rule", () => {
  const save = (email: string, targets: unknown, campaign = campaignId) =>
    call(email, 'POST', '/savecampaignintegrationdetails', {
      campaign_id: campaign,
      slug: 'slack',
      enabled: true,
      targets,
    });

  it.each([
    ['a score past 100', { kind: 'score', minScore: 150 }, 'targets.alertRule.minScore'],
    ['a score of 2^53', { kind: 'score', minScore: 2 ** 53 }, 'targets.alertRule.minScore'],
    ['a tag of symbols', { kind: 'tag', tag: '%%%' }, 'targets.alertRule.tag'],
    ['a tag with a NUL byte', { kind: 'tag', tag: 'hot\u0000' }, 'targets.alertRule.tag'],
    ['a kind that does not exist', { kind: 'all' }, 'targets.alertRule.kind'],
    ['100 KB of tag', { kind: 'tag', tag: 'a'.repeat(100_000) }, 'targets.alertRule.tag'],
  ])('refuses %s, naming the field', async (_, alertRule, field) => {
    const response = await save('client@demo.test', { channel: 'C0LEADS', alertRule });
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys(response.json().errors ?? {})).toEqual([field]);
  });

  it('another agency’s client cannot set this campaign’s alerts (404)', async () => {
    const response = await save('client2@demo.test', { channel: 'C0SALES', alertRule: { kind: 'every' } });
    expect(response.statusCode).toBe(404);
  });

  it('saves the channel and the rule', async () => {
    const response = await save('client@demo.test', {
      channel: 'C0SALES',
      alertRule: { kind: 'score', minScore: 50 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const details = await call('client@demo.test', 'POST', '/integration/details', {
      campaign_id: campaignId,
    });
    const detail = details.json().integrations.find((one: { slug: string }) => one.slug === 'slack');
    expect(detail.targets).toEqual({ channel: 'C0SALES', alertRule: { kind: 'score', minScore: 50 } });
  });
});

describe('alerts from the pipeline', () => {
  const rules = {
    pages: [{ pattern: '/demo-site/pricing', points: 30, tag: 'pricing' }],
    return_visit_points: 10,
    minute_points: 0,
    recent_points: 20,
    hot_score: 70,
  };
  const leadOf = async (visitor: string) => {
    const [row] = await test.ctx.db
      .select({ id: leads.id, score: leads.score })
      .from(leads)
      .innerJoin(visits, eq(visits.id, leads.visitId))
      .where(eq(visits.visitorId, visitor));
    if (!row) throw new Error(`no lead for ${visitor}`);
    return row;
  };
  const slackDeliveriesOf = async (leadId: number) =>
    test.ctx.db
      .select()
      .from(leadDeliveries)
      .where(and(eq(leadDeliveries.leadId, leadId), eq(leadDeliveries.slug, 'slack')));

  beforeAll(async () => {
    const saved = await call('client@demo.test', 'PUT', '/leadspeek/campaign/10000001/score-rules', rules);
    expect(saved.statusCode, saved.body).toBe(200);
    await test.jobsIdle();
  });

  it('a lead below the rule is not posted; one above is, once, with its story and link', async () => {
    await k.browse('alert-cold', [{ page: SITE, title: 'Home', minutesAgo: 3 }], '10.7.0.1');
    await k.browse(
      'alert-warm',
      [
        { page: SITE, title: 'Home', minutesAgo: 4 },
        { page: `${SITE}pricing`, title: 'Pricing <b>now</b>', minutesAgo: 2, continued: 1 },
      ],
      '10.7.0.2',
    );
    const cold = await leadOf('alert-cold');
    const warm = await leadOf('alert-warm');
    expect([cold.score, warm.score]).toEqual([20, 50]);
    expect(await slackDeliveriesOf(cold.id)).toHaveLength(0);
    await engine.idle();
    const [delivery] = await until(
      () => slackDeliveriesOf(warm.id),
      (rows) => rows[0]?.status === 'delivered',
    );
    expect(delivery?.attempts).toBe(1);
    const posts = slack.posts.filter((post) => post.channel === 'C0SALES');
    expect(posts).toHaveLength(1);
    const shown = JSON.stringify(posts[0]?.blocks);
    expect(shown).toContain('+30 Viewed /demo-site/pricing');
    expect(shown).toContain('Pricing &lt;b&gt;now&lt;/b&gt;');
    expect(shown).toMatch(new RegExp(`https?://acme\\.[^|]*/siteid/leads/${warm.id}\\|Open the lead`));
  });

  it('a returning visitor who now passes the rule is posted then, and only once', async () => {
    const cold = await leadOf('alert-cold');
    await k.browse(
      'alert-cold',
      [{ page: `${SITE}pricing`, title: 'Pricing', minutesAgo: 0, continued: 0 }],
      '10.7.0.1',
    );
    expect((await leadOf('alert-cold')).score).toBeGreaterThanOrEqual(50);
    await until(
      () => slackDeliveriesOf(cold.id),
      (rows) => rows[0]?.status === 'delivered',
    );
    await k.browse(
      'alert-cold',
      [{ page: `${SITE}pricing`, title: 'Pricing', minutesAgo: 0, continued: 1 }],
      '10.7.0.1',
    );
    await engine.idle();
    expect(await slackDeliveriesOf(cold.id)).toHaveLength(1);
  });
});

describe('an incoming webhook instead of the app', () => {
  const save = (webhook_url: string) =>
    call('client@demo.test', 'POST', '/saveintegration', {
      company_id: companyId,
      slug: 'slack',
      credentials: { webhook_url },
    });

  it.each([
    ['a private address', 'http://169.254.169.254/services/T1/B1/x'],
    ['another path of the webhook host', `${'FAKE'}/api/chat.postMessage`],
    ['a NUL byte', `${'FAKE'}/services/T0001/B0001/abc\u0000`],
  ])('refuses %s, naming the field, without calling it', async (_, address) => {
    const before = slack.requests.length;
    const response = await save(address.replace('FAKE', slack.url));
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['credentials.webhook_url']);
    expect(slack.requests.length).toBe(before);
    expect((await slackRow())?.accountName).toBe('Slack · Acme Dental (#leads)');
  });

  it('replaces the app: the first message says where alerts go, and the test lead follows it', async () => {
    const response = await save(slack.webhookUrl);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().integration).toMatchObject({
      account_name: 'Slack (incoming webhook)',
      credential_fields: ['webhook_url'],
    });
    expect(slack.webhookPosts.at(-1)).toEqual({ text: 'Lead alerts will be posted here.' });
    const row = await slackRow();
    const tested = await call('client@demo.test', 'POST', `/integrations/${row?.id}/test`);
    expect(tested.json()).toMatchObject({ result: 'success' });
    expect(JSON.stringify(slack.webhookPosts.at(-1))).toContain('New lead: Test Lead');
  });
});
