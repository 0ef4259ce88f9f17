// View mode's switch (part 1 §4): the page on screen keeps the viewer's token until it leaves, then
// asks nothing more; a landing that cannot be read ends the view again instead of leaving it open.
import { userRoutes } from '@lead/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Call = { path: string; token: string | undefined; storedAtTheTime: string | null };
const calls: Call[] = [];
let shellFactsFail = false;

vi.mock('../../lib/api-client.ts', () => ({
  call: vi.fn(async (route: { path: string }, _input?: unknown, options?: { token?: string }) => {
    const { tokenStore } = await import('../../lib/token-store.ts');
    calls.push({ path: route.path, token: options?.token, storedAtTheTime: tokenStore.get() });
    if (route.path === userRoutes.switchUser.path) return { access_token: 'viewed-token' };
    if (route.path === userRoutes.shellFacts.path) {
      if (shellFactsFail) throw new Error('the facts could not be read');
      return { systemuser: false, modules: [] };
    }
    return { message: 'ok' };
  }),
}));
vi.mock('../../lib/session.tsx', () => ({ signOut: vi.fn() }));
vi.mock('@lead/shared', async (original) => ({
  ...(await original<typeof import('@lead/shared')>()),
  viewAsLanding: () => '/siteid/dashboard',
}));

const storage = new Map<string, string>();
const opened: string[] = [];
vi.stubGlobal('window', {
  addEventListener: () => {},
  localStorage: {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  },
  location: { assign: (path: string) => opened.push(path) },
});
storage.set('access_token', 'agency-token');

beforeEach(() => {
  calls.length = 0;
  opened.length = 0;
  shellFactsFail = false;
  vi.resetModules();
});

const load = () => import('./view-as.ts');

describe('startViewAs', () => {
  it('reads the landing with the viewed token while the page keeps the viewer’s, then stores and opens it', async () => {
    storage.set('access_token', 'agency-token');
    const { startViewAs } = await load();
    await startViewAs(12);
    const facts = calls.find((call) => call.path === userRoutes.shellFacts.path);
    expect(facts).toEqual({
      path: userRoutes.shellFacts.path,
      token: 'viewed-token',
      storedAtTheTime: 'agency-token',
    });
    expect(storage.get('access_token')).toBe('viewed-token');
    expect(storage.get('access_token_ori')).toBe('agency-token');
    expect(opened).toEqual(['/siteid/dashboard']);
  });

  it('then sends no call of the page it leaves', async () => {
    storage.set('access_token', 'agency-token');
    const { startViewAs } = await load();
    await startViewAs(12);
    const { apiRequest } = await import('../../lib/api-request.ts');
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    void apiRequest('GET', '/configuration/role-list');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('ends the view again, and stays on the viewer’s account, when the landing cannot be read', async () => {
    storage.set('access_token', 'agency-token');
    storage.delete('access_token_ori');
    shellFactsFail = true;
    const { startViewAs } = await load();
    await expect(startViewAs(12)).rejects.toThrow('the facts could not be read');
    expect(calls.at(-1)).toMatchObject({ path: userRoutes.revertSwitch.path, token: 'viewed-token' });
    expect(storage.get('access_token')).toBe('agency-token');
    expect(storage.has('access_token_ori')).toBe(false);
    expect(opened).toEqual([]);
  });
});

describe('revertViewAs', () => {
  it('ends the view, reads the viewer’s facts with the viewer’s token and opens the client list', async () => {
    storage.set('access_token', 'viewed-token');
    storage.set('access_token_ori', 'agency-token');
    const { revertViewAs } = await load();
    await revertViewAs();
    expect(calls.map((call) => [call.path, call.token ?? call.storedAtTheTime])).toEqual([
      [userRoutes.revertSwitch.path, 'viewed-token'],
      [userRoutes.shellFacts.path, 'agency-token'],
    ]);
    expect(storage.get('access_token')).toBe('agency-token');
    expect(storage.has('access_token_ori')).toBe(false);
    expect(opened).toEqual(['/configuration/client-management']);
  });
});
