// The embed-code check with the default config: loopback and private addresses are refused (422
// naming the field), whether written as an IP, as a name that resolves to one, or reached through a
// redirect, and the site is never asked.
import { LEAD_TOOL_MESSAGES } from '@lead/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { type FakeSite, htmlWith, startFakeSite } from './fake-site.ts';
import { toolKit } from './tool-kit.ts';

let test: TestApp;
let site: FakeSite;
const kit = toolKit(() => test);

beforeAll(async () => {
  test = await createTestApp();
  site = await startFakeSite(100);
  site.page('/landing', htmlWith('<p>hello</p>'));
});
afterAll(async () => {
  await site.close();
  await test.close();
});

describe('private addresses are not fetched', () => {
  it.each([
    ['a loopback IP', (port: string) => `http://127.0.0.1:${port}/landing`, 'urlCode'],
    ['a name resolving to loopback', (port: string) => `http://localhost:${port}/landing`, 'urlCode'],
    ['an IPv6 loopback', (port: string) => `http://[::1]:${port}/landing`, 'urlCode'],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/', 'urlCode'],
  ])('%s', async (_, urlOf, field) => {
    const port = new URL(site.origin).port;
    const campaign = await kit.campaign({ urlCode: urlOf(port) });
    const fetched = site.requests.length;
    const response = await kit.call('client@demo.test', 'POST', '/check-site-embeded-code', {
      leadspeek_api_id: campaign.leadspeekApiId,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ [field]: LEAD_TOOL_MESSAGES.urlPrivate });
    expect(site.requests.length).toBe(fetched);
    expect(await kit.logsOf(campaign.leadspeekApiId)).toEqual([]);
  });

  it('names the url field when the address was typed in', async () => {
    const campaign = await kit.campaign({ urlCode: null });
    const response = await kit.call('client@demo.test', 'POST', '/check-site-embeded-code', {
      leadspeek_api_id: campaign.leadspeekApiId,
      url: `${site.origin}/landing`,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ url: LEAD_TOOL_MESSAGES.urlPrivate });
  });
});
