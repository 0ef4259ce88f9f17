// The demo is whole (issue 23 point 15): the seeded Site ID campaign's landing page is the demo site
// on localhost. An edit that keeps it saves; a new private address is still refused, naming the field.
import { URL_PROBLEMS } from '@lead/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { campaignKit } from './campaign-kit.ts';

let test: TestApp;
const t = campaignKit(() => test);
const DEMO = '10000001';
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const saveSite = (body: object) =>
  t.call('agency@demo.test', 'PUT', '/leadspeek/client/local/update', { leadspeekID: DEMO, ...body });

describe('editing the seeded demo campaign', () => {
  it('saves with the landing and thank-you pages it already holds on localhost', async () => {
    const stored = await t.campaign(DEMO);
    expect(stored?.urlCode).toMatch(/^http:\/\/localhost/);
    const response = await saveSite({
      urlCode: stored?.urlCode,
      urlCodeThankyou: stored?.urlCodeThankyou ?? null,
      gtminstalled: !stored?.gtmInstalled,
    });
    expect(response.statusCode).toBe(200);
    expect((await t.campaign(DEMO))?.gtmInstalled).toBe(!stored?.gtmInstalled);
  });

  it('refuses a new private address, naming the field, and writes nothing', async () => {
    const stored = await t.campaign(DEMO);
    const response = await saveSite({
      urlCode: 'http://localhost:4999/other/',
      gtminstalled: !stored?.gtmInstalled,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ urlCode: URL_PROBLEMS.private });
    expect(await t.campaign(DEMO)).toEqual(stored);
  });

  it('refuses an address that is not one at all, even when unchanged in form', async () => {
    const response = await saveSite({ urlCode: 'localhost:3000/demo-site/' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors ?? {})).toEqual(['urlCode']);
  });
});
