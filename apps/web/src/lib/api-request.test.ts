// The web's side of "every action happens once" (issue 23 item 1): a create or money call carries an
// Idempotency-Key, a fresh one per submission, and a network failure sends it again with that key.
import { campaignRoutes, companiesRoutes, IDEMPOTENCY_KEY_PATTERN, messages } from '@lead/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

type Module = typeof import('./api-request.ts');
let api: Module;
beforeAll(async () => {
  // token-store.ts reads the browser's storage when it loads.
  vi.stubGlobal('window', { addEventListener: () => {}, localStorage: { getItem: () => null } });
  api = await import('./api-request.ts');
});
afterEach(() => vi.unstubAllGlobals());

const answered = () => new Response('{"ok":true}', { status: 200 });
const headersSent = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map(([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers);
const keysSent = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map(
    ([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key'],
  );

describe('idempotencyKeyFor', () => {
  it('gives a create call a fresh valid key each time, and keeps a submission’s own key', () => {
    const first = api.idempotencyKeyFor(campaignRoutes.createCampaign);
    const second = api.idempotencyKeyFor(campaignRoutes.createCampaign);
    expect(first).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(second).not.toBe(first);
    expect(api.idempotencyKeyFor(companiesRoutes.createAccount, 'submission-0001')).toBe('submission-0001');
  });

  it('gives a call that is neither a create nor a money call no key', () => {
    expect(api.idempotencyKeyFor(companiesRoutes.updateAccount)).toBeUndefined();
  });
});

describe('apiRequest with a key', () => {
  it('sends the key as the Idempotency-Key header', async () => {
    const fetch = vi.fn(async () => answered());
    vi.stubGlobal('fetch', fetch);
    await api.apiRequest('POST', '/leadspeek/client/create', { body: {}, idempotencyKey: 'submission-0002' });
    expect(keysSent(fetch)).toEqual(['submission-0002']);
  });

  it('sends the same request again with the same key after a network failure', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answered());
    vi.stubGlobal('fetch', fetch);
    await expect(
      api.apiRequest('POST', '/leadspeek/client/create', { body: {}, idempotencyKey: 'submission-0003' }),
    ).resolves.toEqual({ ok: true });
    expect(keysSent(fetch)).toEqual(['submission-0003', 'submission-0003']);
  });

  it('never sends a call without a key twice', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    await expect(api.apiRequest('PUT', '/leadspeek/client/update', { body: {} })).rejects.toMatchObject({
      status: 0,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

// Reports, logs and documents count days in the user's zone, and only signed-in calls read them; the
// sign-in page's public calls name no zone, so it never loads the calendar data the zone needs.
describe('the time zone of a call', () => {
  it('a signed-in call names its token and the browser’s time zone', async () => {
    const fetch = vi.fn(async () => answered());
    vi.stubGlobal('fetch', fetch);
    await api.apiRequest('GET', '/reports/leads', { token: 'token-1' });
    expect(headersSent(fetch)[0]).toMatchObject({
      Authorization: 'Bearer token-1',
      'X-Timezone': Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('reads the zone from Temporal’s clock where the browser has it, without loading Intl’s calendar data', () => {
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    const withTemporal = { Temporal: { Now: { timeZoneId: () => 'Pacific/Auckland' } } };
    expect(api.readTimeZone(withTemporal)).toBe('Pacific/Auckland');
    expect(dateTimeFormat).not.toHaveBeenCalled();
    dateTimeFormat.mockRestore();
  });

  it('reads the zone from Intl where the browser has no Temporal', () => {
    expect(api.readTimeZone({})).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(api.readTimeZone({ Temporal: {} })).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('a public call names neither', async () => {
    const fetch = vi.fn(async () => answered());
    vi.stubGlobal('fetch', fetch);
    await api.apiRequest('POST', '/login', { token: null, body: {} });
    expect(Object.keys(headersSent(fetch)[0] ?? {}).sort()).toEqual(['Accept', 'Content-Type']);
  });
});

describe('failureOf a 401', () => {
  const unauthenticated = { message: messages.unauthenticated };
  const storing = async (token: string) => {
    vi.stubGlobal('window', { addEventListener: () => {}, localStorage: { setItem: () => {} } });
    const { tokenStore } = await import('./token-store.ts');
    tokenStore.set(token);
  };

  it('ends the session when the stored token is refused', async () => {
    await storing('stored-token-1');
    const ended = vi.fn();
    api.onSessionEnded(ended);
    expect(api.failureOf(401, unauthenticated, 'stored-token-1').status).toBe(401);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('ends nothing for a session this tab is ending itself (a request still out while leaving view mode)', async () => {
    await storing('viewing-token-2');
    const ended = vi.fn();
    api.onSessionEnded(ended);
    api.endingSessionOnPurpose('viewing-token-2');
    expect(api.failureOf(401, unauthenticated, 'viewing-token-2').status).toBe(401);
    expect(ended).not.toHaveBeenCalled();
  });
});

describe('a page leaving for another account (view mode)', () => {
  it('sends no call with the stored token any more, and still sends one that passes its own token', async () => {
    // A module of its own: leaving is for the rest of the page's life.
    vi.resetModules();
    vi.stubGlobal('window', {
      addEventListener: () => {},
      localStorage: { getItem: () => 'viewed-token-3' },
    });
    const leaving: Module = await import('./api-request.ts');
    const fetch = vi.fn(async () => answered());
    vi.stubGlobal('fetch', fetch);
    await leaving.apiRequest('GET', '/configuration/role-list');
    expect(headersSent(fetch)[0]?.Authorization).toBe('Bearer viewed-token-3');

    leaving.leaveForAnotherAccount();
    const unsent = vi.fn();
    void leaving.apiRequest('GET', '/configuration/role-list').then(unsent, unsent);
    await leaving.apiRequest('GET', '/user/shell', { token: 'own-token-4' });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(headersSent(fetch)[1]?.Authorization).toBe('Bearer own-token-4');
    // The held call never settles: the page on screen shows neither an answer nor an error.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unsent).not.toHaveBeenCalled();
  });
});

describe('the end of a view (view mode): calls held, calls out awaited', () => {
  it('holds a call made with the stored token until released; one with its own token goes', async () => {
    const fetch = vi.fn(async () => answered());
    vi.stubGlobal('fetch', fetch);
    const release = api.holdPageCalls();
    const held = api.apiRequest('GET', '/configuration/role-list');
    await api.apiRequest('POST', '/user/revert-switch', { token: 'viewed-token-3' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).toHaveBeenCalledTimes(1);
    release();
    await held;
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('holds a call until the last of two overlapping holds is released; a second release of one counts once', async () => {
    const fetch = vi.fn(async () => answered());
    vi.stubGlobal('fetch', fetch);
    const first = api.holdPageCalls();
    const second = api.holdPageCalls();
    const held = api.apiRequest('GET', '/configuration/role-list');
    first();
    first();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
    const later = api.apiRequest('GET', '/user');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
    second();
    await Promise.all([held, later]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('waits for a call out until it is answered, and no longer than its limit', async () => {
    let answer = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(answered());
          }),
      ),
    );
    const out = api.apiRequest('GET', '/leadspeek/report/chart');
    let awaited = false;
    const waiting = api.callsAnswered(5_000).then(() => {
      awaited = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(awaited).toBe(false);
    answer();
    await out;
    await waiting;
    expect(awaited).toBe(true);

    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    void api.apiRequest('GET', '/leadspeek/report/lead');
    const started = Date.now();
    await api.callsAnswered(50);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('a left page brought back from the browser’s page cache', () => {
  it('loads afresh for the account now signed in', async () => {
    vi.resetModules();
    const listeners: Record<string, (event: { persisted: boolean }) => void> = {};
    const reload = vi.fn();
    vi.stubGlobal('window', {
      addEventListener: (type: string, listener: (event: { persisted: boolean }) => void) => {
        listeners[type] = listener;
      },
      localStorage: { getItem: () => 'viewed-token-5' },
      location: { reload },
    });
    const leaving: Module = await import('./api-request.ts');
    leaving.leaveForAnotherAccount();
    listeners.pageshow?.({ persisted: false });
    expect(reload).not.toHaveBeenCalled();
    listeners.pageshow?.({ persisted: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
