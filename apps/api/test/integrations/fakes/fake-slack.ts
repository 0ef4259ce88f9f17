// Slack as its Web API reference documents it: form-encoded POSTs to /api/{method} with a Bearer
// token, answers 200 {ok: true, …} or {ok: false, error}; auth.test, conversations.list (cursor
// paging, limit ≤ 1000), chat.postMessage (channel required, blocks checked against Block Kit's
// limits), oauth.v2.access (client id, secret and a single-use code); and incoming webhooks: a JSON
// POST to /services/… answered "ok" as text, or an error word (400 no_text, 404 no_service).
import { json, type Recorded, type Reply, startFakeServer } from './fake-server.ts';

export const SLACK_BOT_TOKEN = 'xoxb-good-token';
export const SLACK_REVOKED_TOKEN = 'xoxb-revoked-token';
export const SLACK_CLIENT_ID = '1111.2222';
export const SLACK_CLIENT_SECRET = 'slack-app-secret';
export const SLACK_GOOD_CODE = 'slack-good-code';
export const SLACK_WEBHOOK_PATH = '/services/T0001/B0001/abcdefghijklmnop';

export type SlackPost = { channel: string; text: string; blocks: unknown[]; metadata: unknown };

const text = (status: number, body: string): Reply => ({
  status,
  raw: body,
  headers: { 'content-type': 'text/plain' },
});

const HEADER_MAX = 150;
const SECTION_MAX = 3000;
const FIELD_MAX = 2000;

/** The Block Kit rules a real Slack enforces that a message could break ("invalid_blocks"). */
function blocksProblem(blocks: unknown): string | null {
  if (!Array.isArray(blocks) || blocks.length > 50) return 'invalid_blocks';
  for (const block of blocks as Array<Record<string, any>>) {
    if (block.type === 'header' && (block.text?.type !== 'plain_text' || block.text.text.length > HEADER_MAX))
      return 'invalid_blocks';
    if (block.type === 'section') {
      if (!block.text && !(block.fields?.length > 0)) return 'invalid_blocks';
      if (block.text && (block.text.text.length === 0 || block.text.text.length > SECTION_MAX))
        return 'invalid_blocks';
      if (
        block.fields &&
        (block.fields.length > 10 || block.fields.some((f: any) => f.text.length > FIELD_MAX))
      )
        return 'invalid_blocks';
    }
  }
  return null;
}

export async function startFakeSlack(
  channels = [
    { id: 'C0LEADS', name: 'leads' },
    { id: 'C0SALES', name: 'sales' },
  ],
) {
  const posts: SlackPost[] = [];
  const webhookPosts: Array<Record<string, unknown>> = [];
  const usedCodes = new Set<string>();
  const issuedCodes = new Set<string>([SLACK_GOOD_CODE]);
  const fields = (request: Recorded) => request.form ?? new URLSearchParams();
  const server = await startFakeServer((request) => {
    // Slack's install page, as a person who clicks "Allow" on it: back to the app with a fresh code.
    if (request.method === 'GET' && request.path === '/oauth/v2/authorize') {
      const back = new URL(request.query.get('redirect_uri') ?? '');
      const code = `slack-code-${issuedCodes.size}`;
      issuedCodes.add(code);
      back.searchParams.set('code', code);
      back.searchParams.set('state', request.query.get('state') ?? '');
      return { status: 302, raw: '', headers: { location: back.href } };
    }
    // What the browser tests read back: every alert posted so far.
    if (request.method === 'GET' && request.path === '/__test/posts')
      return json(200, { posts, webhookPosts });
    if (request.method !== 'POST') return json(405, { ok: false, error: 'method_not_allowed' });
    if (request.path.startsWith('/services/')) {
      if (request.path !== SLACK_WEBHOOK_PATH) return text(404, 'no_service');
      const body = request.json as Record<string, unknown> | undefined;
      if (!body || (typeof body.text !== 'string' && !Array.isArray(body.blocks)))
        return text(400, 'no_text');
      if (body.blocks !== undefined && blocksProblem(body.blocks)) return text(400, 'invalid_blocks');
      webhookPosts.push(body);
      return text(200, 'ok');
    }
    const method = request.path.replace(/^\/api\//, '');
    const form = fields(request);
    if (method === 'oauth.v2.access') {
      if (form.get('client_id') !== SLACK_CLIENT_ID || form.get('client_secret') !== SLACK_CLIENT_SECRET)
        return json(200, { ok: false, error: 'invalid_client_id' });
      const code = form.get('code') ?? '';
      if (!issuedCodes.has(code) || usedCodes.has(code))
        return json(200, { ok: false, error: 'invalid_code' });
      usedCodes.add(code);
      return json(200, {
        ok: true,
        access_token: SLACK_BOT_TOKEN,
        token_type: 'bot',
        scope: form.get('scope') ?? 'chat:write',
        bot_user_id: 'U0BOT',
        app_id: 'A0APP',
        team: { id: 'T0001', name: 'Acme Dental' },
        enterprise: null,
        incoming_webhook: {
          channel: '#leads',
          channel_id: 'C0LEADS',
          configuration_url: 'https://acme.slack.test/services/B0001',
          url: `https://hooks.slack.test${SLACK_WEBHOOK_PATH}`,
        },
      });
    }
    const auth = request.headers.authorization;
    if (auth === `Bearer ${SLACK_REVOKED_TOKEN}`) return json(200, { ok: false, error: 'token_revoked' });
    if (auth !== `Bearer ${SLACK_BOT_TOKEN}`) return json(200, { ok: false, error: 'invalid_auth' });
    if (method === 'auth.test')
      return json(200, {
        ok: true,
        url: 'https://acme.slack.test/',
        team: 'Acme Dental',
        user: 'leadbot',
        team_id: 'T0001',
        user_id: 'U0BOT',
        bot_id: 'B0BOT',
      });
    if (method === 'conversations.list') {
      const limit = Number(form.get('limit') ?? 100);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
        return json(200, { ok: false, error: 'invalid_limit' });
      const start = Number(
        form.get('cursor') ? Buffer.from(form.get('cursor') ?? '', 'base64').toString() : 0,
      );
      const page = channels.slice(start, start + limit);
      const next =
        start + limit < channels.length ? Buffer.from(String(start + limit)).toString('base64') : '';
      return json(200, {
        ok: true,
        channels: page.map((channel) => ({ ...channel, is_channel: true, is_archived: false })),
        response_metadata: { next_cursor: next },
      });
    }
    if (method === 'conversations.history') {
      const channel = form.get('channel') ?? '';
      if (!channels.some((known) => known.id === channel))
        return json(200, { ok: false, error: 'channel_not_found' });
      const shown = form.get('include_all_metadata') === 'true';
      return json(200, {
        ok: true,
        messages: posts
          .filter((post) => post.channel === channel)
          .reverse()
          .map((post) => ({
            type: 'message',
            text: post.text,
            ...(shown ? { metadata: post.metadata } : {}),
          })),
        has_more: false,
      });
    }
    if (method === 'chat.postMessage') {
      const channel = form.get('channel');
      if (!channel) return json(200, { ok: false, error: 'channel_not_found' });
      if (!channels.some((known) => known.id === channel))
        return json(200, { ok: false, error: 'channel_not_found' });
      let blocks: unknown[] = [];
      try {
        blocks = JSON.parse(form.get('blocks') ?? '[]') as unknown[];
      } catch {
        return json(200, { ok: false, error: 'invalid_blocks_format' });
      }
      if (!form.get('text') && blocks.length === 0) return json(200, { ok: false, error: 'no_text' });
      if (blocksProblem(blocks)) return json(200, { ok: false, error: 'invalid_blocks' });
      const metadata = form.get('metadata') ? JSON.parse(form.get('metadata') ?? 'null') : null;
      posts.push({ channel, text: form.get('text') ?? '', blocks, metadata });
      return json(200, {
        ok: true,
        channel,
        ts: `1700000000.${String(posts.length).padStart(6, '0')}`,
        message: { text: form.get('text') },
      });
    }
    return json(200, { ok: false, error: 'unknown_method' });
  });
  return { ...server, posts, webhookPosts, webhookUrl: `${server.url}${SLACK_WEBHOOK_PATH}` };
}
