// Slack connector against a fake of its Web API and incoming webhooks (issue 25 item 4): connect by
// bot token or webhook URL, the channels to choose from, one alert per lead with its name, company,
// title, score and reason, last pages and a link to its page, everything untrusted made inert.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidCredentialsError, ProviderError } from '../../src/modules/integrations/connector.ts';
import { slackWebhookPath } from '../../src/modules/integrations/providers/slack/client.ts';
import { slackConnector as slack } from '../../src/modules/integrations/providers/slack/index.ts';
import { exchangeSlackCode, slackAuthUrl } from '../../src/modules/integrations/providers/slack/oauth.ts';
import {
  SLACK_BOT_TOKEN,
  SLACK_CLIENT_ID,
  SLACK_CLIENT_SECRET,
  SLACK_GOOD_CODE,
  SLACK_REVOKED_TOKEN,
  startFakeSlack,
} from './fakes/fake-slack.ts';
import { delivery, endpointOn, LEAD } from './provider-kit.ts';

let fake: Awaited<ReturnType<typeof startFakeSlack>>;
const api = () => endpointOn(`${fake.url}/api`);
const hooks = () => endpointOn(fake.url);
const bot = { bot_token: SLACK_BOT_TOKEN, default_channel: 'C0LEADS' };
const app = {
  clientId: SLACK_CLIENT_ID,
  clientSecret: SLACK_CLIENT_SECRET,
  authorizeUrl: 'https://slack.test/oauth/v2/authorize',
};

const STORY = {
  ...LEAD,
  companyName: 'Acme Dental',
  jobTitle: 'Practice manager',
  leadPageUrl: 'https://acme.agency.test/site-id/leads/7001',
  lastPages: [
    { url: 'https://acme-dental.test/pricing', title: 'Pricing | Acme', at: '2026-11-26T06:29:00.000Z' },
    { url: 'https://acme-dental.test/team', title: null, at: '2026-11-26T06:25:00.000Z' },
  ],
};

beforeAll(async () => {
  fake = await startFakeSlack([
    { id: 'C0LEADS', name: 'leads' },
    ...Array.from({ length: 449 }, (_, index) => ({ id: `C${index}`, name: `channel-${index}` })),
  ]);
});
afterAll(() => fake.close());

const textOf = (blocks: unknown[]) => JSON.stringify(blocks);

describe('Slack connect', () => {
  it('accepts a bot token that passes auth.test, naming the workspace', async () => {
    expect(await slack.connect(api(), bot)).toEqual({ accountName: 'Slack · Acme Dental' });
    expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${SLACK_BOT_TOKEN}`);
    expect(fake.requests.at(-1)?.path).toBe('/api/auth.test');
  });

  it.each([
    ['an unknown token (invalid_auth)', { bot_token: 'xoxb-wrong' }],
    ['a revoked token (token_revoked)', { bot_token: SLACK_REVOKED_TOKEN }],
  ])('refuses %s with InvalidCredentialsError', async (_, credentials) => {
    await expect(slack.connect(api(), credentials)).rejects.toBeInstanceOf(InvalidCredentialsError);
  });

  it('accepts an incoming webhook by posting where the alerts will appear', async () => {
    const before = fake.webhookPosts.length;
    expect(await slack.connect(hooks(), { webhook_url: fake.webhookUrl })).toEqual({
      accountName: 'Slack (incoming webhook)',
    });
    expect(fake.webhookPosts.slice(before)).toEqual([{ text: 'Lead alerts will be posted here.' }]);
  });

  it.each([
    ['a webhook Slack no longer knows (404 no_service)', `${'x'}/services/T0001/B0001/gone`],
    ['an address off the webhook host', 'https://evil.test/services/T0001/B0001/abc'],
    ['an address outside /services/', '/api/chat.postMessage'],
    ['credentials in the address', '/services/T0001/B0001/abcdefghijklmnop?x=1'],
  ])('refuses %s without a request elsewhere', async (_, address) => {
    const url = address.startsWith('x/')
      ? `${fake.url}${address.slice(1)}`
      : address.startsWith('/')
        ? `${fake.url}${address}`
        : address;
    await expect(slack.connect(hooks(), { webhook_url: url })).rejects.toBeInstanceOf(
      InvalidCredentialsError,
    );
  });

  it('a webhook address must lie under the configured host and /services/', () => {
    const base = 'https://hooks.slack.com';
    expect(slackWebhookPath(base, 'https://hooks.slack.com/services/T1/B1/x')).toBe('/services/T1/B1/x');
    for (const bad of [
      'https://hooks.slack.com.evil.test/services/T1/B1/x',
      'https://user:pw@hooks.slack.com/services/T1/B1/x',
      'http://hooks.slack.com/services/T1/B1/x',
      'https://hooks.slack.com/services/',
      'https://hooks.slack.com/services/../api/x',
      'https://hooks.slack.com/other/T1',
      'not a url',
    ])
      expect(slackWebhookPath(base, bad), bad).toBeNull();
  });
});

describe('Slack OAuth', () => {
  it('sends the installer to Slack with the bot scopes, the redirect and the state', () => {
    const url = new URL(
      slackAuthUrl(app, 'https://agency.test/api/integrations/slack/callback', 'sealed-state'),
    );
    expect(url.origin + url.pathname).toBe('https://slack.test/oauth/v2/authorize');
    expect(url.searchParams.get('client_id')).toBe(SLACK_CLIENT_ID);
    expect(url.searchParams.get('scope')?.split(',')).toEqual(
      expect.arrayContaining(['chat:write', 'channels:read', 'incoming-webhook']),
    );
    expect(url.searchParams.get('state')).toBe('sealed-state');
  });

  it('trades the code for the bot token and the channel picked at install', async () => {
    const grant = await exchangeSlackCode(app, api(), 'https://agency.test/cb', SLACK_GOOD_CODE);
    expect(grant).toEqual({
      credentials: {
        bot_token: SLACK_BOT_TOKEN,
        default_channel: 'C0LEADS',
        team_id: 'T0001',
        team_name: 'Acme Dental',
        bot_user_id: 'U0BOT',
      },
      accountName: 'Slack · Acme Dental (#leads)',
    });
    const form = fake.requests.at(-1)?.form;
    expect(form?.get('redirect_uri')).toBe('https://agency.test/cb');
    // Slack's codes are single-use: the same code again is refused.
    await expect(
      exchangeSlackCode(app, api(), 'https://agency.test/cb', SLACK_GOOD_CODE),
    ).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('Slack targets', () => {
  it('lists the channels, following the cursor across pages of 200', async () => {
    const channels = await slack.targets(api(), bot);
    expect(channels).toHaveLength(450);
    expect(channels[0]).toEqual({ id: 'C0LEADS', name: '#leads', kind: 'channel' });
    const pages = fake.requests.filter((request) => request.path === '/api/conversations.list');
    expect(pages.at(-1)?.form?.get('limit')).toBe('200');
    expect(pages.slice(-3).map((request) => Boolean(request.form?.get('cursor')))).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('an incoming webhook has no channel to choose', async () => {
    expect(await slack.targets(hooks(), { webhook_url: fake.webhookUrl })).toEqual([]);
  });
});

describe('Slack alerts', () => {
  it('posts one message with who, the score and why, the last pages and the link to the lead', async () => {
    const before = fake.posts.length;
    await slack.deliver(delivery(api(), bot, {}, STORY));
    const [post] = fake.posts.slice(before);
    expect(post?.channel).toBe('C0LEADS');
    expect(post?.text).toBe('🔥 Hot lead: Ada Lane, Acme Dental — score 72 · hot');
    const shown = textOf(post?.blocks ?? []);
    for (const part of [
      'Ada Lane',
      'Acme Dental',
      'Practice manager',
      '72 · hot',
      '+72 Viewed /pricing',
      '<https://acme-dental.test/pricing|Pricing ¦ Acme>',
      '<https://acme-dental.test/team|/team>',
      '<https://acme.agency.test/site-id/leads/7001|Open the lead>',
    ])
      expect(shown).toContain(part);
    expect(post?.metadata).toEqual({
      event_type: 'lead_alert',
      event_payload: {
        delivery: 'lead-7001-integration-1',
        lead_id: 7001,
        created_at: '2026-11-26T06:30:00.000Z',
      },
    });
  });

  it('a retry whose first attempt reached Slack after all is not posted again; one that did not is', async () => {
    const first = { ...delivery(api(), bot, { channel: 'C5' }, STORY), idempotencyKey: 'msg_retry_1' };
    await slack.deliver(first);
    const before = fake.posts.length;
    await slack.deliver({ ...first, attempt: 2 });
    expect(fake.posts.length).toBe(before);
    expect(fake.requests.at(-1)?.path).toBe('/api/conversations.history');
    await slack.deliver({ ...first, idempotencyKey: 'msg_retry_2', attempt: 2 });
    expect(fake.posts.length).toBe(before + 1);
  });

  it("posts to the campaign's channel when it chose one", async () => {
    const before = fake.posts.length;
    await slack.deliver(delivery(api(), bot, { channel: 'C3' }, STORY));
    expect(fake.posts.slice(before).map((post) => post.channel)).toEqual(['C3']);
  });

  it('makes names, titles and addresses inert: no mention, no link, no formatting of their own', async () => {
    const before = fake.posts.length;
    await slack.deliver(
      delivery(
        api(),
        bot,
        {},
        {
          ...STORY,
          firstName: '<!channel>',
          lastName: '<https://evil.test|click>',
          companyName: `&lt;b&gt; ${'x'.repeat(5000)}`,
          lastPages: [
            {
              url: 'javascript:alert(1)',
              title: '<script>alert(1)</script>',
              at: '2026-11-26T06:29:00.000Z',
            },
            { url: 'https://acme-dental.test/a|b>c', title: 'A|B', at: '2026-11-26T06:28:00.000Z' },
          ],
        },
      ),
    );
    const post = fake.posts.slice(before)[0];
    // The header is plain_text, which Slack never reads for mentions or links; all the rest is mrkdwn.
    const [header, ...rest] = post?.blocks ?? [];
    expect(header).toMatchObject({ text: { type: 'plain_text' } });
    const shown = `${post?.text} ${textOf(rest)}`;
    expect(shown).not.toContain('<!channel>');
    expect(shown).not.toContain('<https://evil.test');
    expect(shown).not.toContain('<script>');
    expect(shown).not.toContain('javascript:');
    expect(shown).toContain('&lt;!channel&gt;');
    expect(shown).toContain('https://acme-dental.test/a%7Cb%3Ec|A¦B>');
  });

  it('a lead without a score or pages still makes a short message', async () => {
    const before = fake.posts.length;
    await slack.deliver(delivery(api(), bot, {}, { ...LEAD, score: null, journey: null }));
    expect(fake.posts.slice(before)[0]?.text).toBe('New lead: Ada Lane');
  });

  it('posts through the incoming webhook when connected that way', async () => {
    const before = fake.webhookPosts.length;
    await slack.deliver(delivery(hooks(), { webhook_url: fake.webhookUrl }, {}, STORY));
    expect(fake.webhookPosts.slice(before)).toHaveLength(1);
    expect(JSON.stringify(fake.webhookPosts.at(-1))).toContain('Open the lead');
  });

  it('a channel that is gone is a permanent refusal with Slack’s reason', async () => {
    const error = await slack
      .deliver(delivery(api(), bot, { channel: 'C0GONE' }, STORY))
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ permanent: true });
    expect((error as Error).message).toContain('channel_not_found');
  });

  it('an app removed from Slack is a credentials error (the integration asks to be added again)', async () => {
    const error = await slack
      .deliver(delivery(api(), { bot_token: SLACK_REVOKED_TOKEN, default_channel: 'C0LEADS' }, {}, STORY))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidCredentialsError);
  });

  it('an install without any channel is refused for good, without calling Slack', async () => {
    const before = fake.requests.length;
    const error = await slack
      .deliver(delivery(api(), { bot_token: SLACK_BOT_TOKEN }, {}, STORY))
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ permanent: true });
    expect(fake.requests.length).toBe(before);
  });
});
