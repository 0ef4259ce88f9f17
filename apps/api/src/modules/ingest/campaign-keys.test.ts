import { describe, expect, it } from 'vitest';
import { createCampaignKeys, type PixelCampaign } from './campaign-keys.ts';

const acme: PixelCampaign = { id: 1, companyId: 7, siteHost: 'acme.example.com', running: true };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the campaign key cache of ingestion', () => {
  it('lets page views that arrive during a lookup share it', async () => {
    let lookups = 0;
    const campaignOfKey = createCampaignKeys(async () => {
      lookups += 1;
      await pause(5);
      return acme;
    });
    const answers = await Promise.all([1, 2, 3, 4].map(() => campaignOfKey('100')));
    expect(answers).toEqual([acme, acme, acme, acme]);
    expect(lookups).toBe(1);
    expect(await campaignOfKey('100')).toEqual(acme);
    expect(lookups).toBe(1);
  });

  it('remembers an unknown key too, and asks again once the time is up', async () => {
    const asked: string[] = [];
    const campaignOfKey = createCampaignKeys(async (key) => {
      asked.push(key);
      return null;
    }, 20);
    expect(await campaignOfKey('404')).toBeNull();
    expect(await campaignOfKey('404')).toBeNull();
    expect(asked).toEqual(['404']);
    await pause(40);
    expect(await campaignOfKey('404')).toBeNull();
    expect(asked).toEqual(['404', '404']);
  });

  it('does not keep a failed lookup', async () => {
    let calls = 0;
    const campaignOfKey = createCampaignKeys(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return acme;
    });
    await expect(campaignOfKey('100')).rejects.toThrow('connection lost');
    expect(await campaignOfKey('100')).toEqual(acme);
    expect(calls).toBe(2);
  });
});
