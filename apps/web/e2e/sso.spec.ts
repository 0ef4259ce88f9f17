import { messages } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { apiSignIn, apiUser, callApi } from './api.ts';
import { browserPerFile, urlOn } from './browser.ts';
import { storedToken, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

describe('single sign-on (/sso?token=)', () => {
  it('signs a client in and lands on its module dashboard (ssoRedirect case 2)', async () => {
    const client = await apiUser(await apiSignIn('client@demo.test', 'acme.localhost'));
    const rootToken = await apiSignIn('root@demo.test', 'localhost');
    const issued = await callApi<{ token: string }>('POST', '/v1/developer/sso/token', {
      token: rootToken,
      body: { user_id: client.id },
    });
    expect(issued.status).toBe(200);

    const page = browser.page();
    await page.goto(urlOn('acme.localhost', `/sso?token=${encodeURIComponent(issued.body.token)}`));
    await waitForPath(page, `/${client.leadlocalurl}/dashboard`);
    await visible(page.getByRole('heading', { name: `${client.leadlocalname} Dashboard` }));
    expect(await storedToken(page)).toBeTruthy();
  });

  it('shows the server message for an invalid token', async () => {
    const page = browser.page();
    await page.goto(urlOn('localhost', '/sso?token=not-a-real-token'));
    await visible(page.getByRole('alert').filter({ hasText: messages.ssoTokenInvalid }));
    expect(await storedToken(page)).toBeNull();
  });
});
