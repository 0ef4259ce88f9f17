// The end-date stop (issue 5 point 2): active and paused campaigns whose end date has passed in their
// own time zone become 'stopped' from the local midnight after it, logged once; the pg-boss schedule
// runs it every minute.
import { messages } from '@lead/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopEndedCampaigns } from '../../src/modules/campaigns/end-date.ts';
import { endDateJob } from '../../src/modules/campaigns/end-date-job.ts';
import { startJobs } from '../../src/platform/jobs.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { statusKit } from './status-kit.ts';

let test: TestApp;
const k = statusKit(() => test);
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const stop = (iso: string) => stopEndedCampaigns(test.ctx.db, new Date(iso));

describe('stopEndedCampaigns around local midnight (end date 2026-03-09, after the March DST switch)', () => {
  it('stops each campaign at the midnight of its own zone, once', async () => {
    const la = await k.campaign('active', { endDate: '2026-03-09', timezone: 'America/Los_Angeles' });
    const ny = await k.campaign('paused', { endDate: '2026-03-09', timezone: 'America/New_York' });
    const id = (rows: { leadspeek_api_id: string }[]) =>
      rows
        .map((row) => row.leadspeek_api_id)
        .filter((x) => [la.leadspeekApiId, ny.leadspeekApiId].includes(x));

    // 23:59 in New York (EDT, UTC-4), 20:59 in Los Angeles: both still run through their end date.
    expect(id(await stop('2026-03-10T03:59:00Z'))).toEqual([]);
    // 00:01 on the 10th in New York, 21:01 on the 9th in Los Angeles: only New York has ended.
    expect(id(await stop('2026-03-10T04:01:00Z'))).toEqual([ny.leadspeekApiId]);
    expect((await k.row(ny.leadspeekApiId))?.status).toBe('stopped');
    expect((await k.row(ny.leadspeekApiId))?.stoppedAt?.toISOString()).toBe('2026-03-10T04:01:00.000Z');
    // 23:30 in Los Angeles (PDT, UTC-7): not ended yet.
    expect(id(await stop('2026-03-10T06:30:00Z'))).toEqual([]);
    expect((await k.row(la.leadspeekApiId))?.status).toBe('active');
    // 00:01 on the 10th in Los Angeles.
    expect(id(await stop('2026-03-10T07:01:00Z'))).toEqual([la.leadspeekApiId]);
    expect((await k.row(la.leadspeekApiId))?.status).toBe('stopped');

    // Idempotent: a second run at the same or a later time changes and logs nothing more.
    expect(id(await stop('2026-03-10T07:01:00Z'))).toEqual([]);
    expect(id(await stop('2026-03-11T12:00:00Z'))).toEqual([]);
    const logs = await k.logs(ny.leadspeekApiId);
    expect(logs.map((log) => log.description)).toEqual([
      `Campaign ${ny.leadspeekApiId} stopped: its end date 2026-03-09 passed (America/New_York); was paused`,
    ]);
    expect(logs[0]?.userId).toBeNull();
    expect(logs[0]?.companyId).toBe(ny.companyId);
    expect(await k.logs(la.leadspeekApiId)).toHaveLength(1);
  });

  it('leaves drafts, archived and already stopped campaigns and campaigns without an end date alone', async () => {
    const untouched = [
      await k.campaign('draft', { endDate: '2020-01-01' }),
      await k.campaign('archived', { endDate: '2020-01-01' }),
      await k.campaign('stopped', { endDate: '2020-01-01' }),
      await k.campaign('active', { endDate: null }),
    ];
    await stop('2026-06-01T12:00:00Z');
    for (const campaign of untouched) {
      expect(await k.row(campaign.leadspeekApiId)).toEqual(campaign);
      expect(await k.logs(campaign.leadspeekApiId)).toEqual([]);
    }
  });

  it('an unknown time zone falls back to America/Chicago instead of failing the whole run', async () => {
    const odd = await k.campaign('active', { endDate: '2026-07-01', timezone: 'Mars/Olympus' });
    const fine = await k.campaign('active', { endDate: '2026-07-01', timezone: 'America/New_York' });
    // 23:30 on July 1 in Chicago (CDT, UTC-5), 00:30 on July 2 in New York.
    const stopped = (await stop('2026-07-02T04:30:00Z')).map((row) => row.leadspeek_api_id);
    expect(stopped).toContain(fine.leadspeekApiId);
    expect(stopped).not.toContain(odd.leadspeekApiId);
    expect((await stop('2026-07-02T05:30:00Z')).map((row) => row.leadspeek_api_id)).toEqual([
      odd.leadspeekApiId,
    ]);
  });

  it('a stopped campaign cannot be started again by hand (409)', async () => {
    const campaign = await k.campaign('active', { endDate: '2020-01-31' });
    await stop('2026-01-01T00:00:00Z');
    const response = await k.activePause('agency@demo.test', campaign.leadspeekApiId, 'active');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.campaignCannotActivate.replace('{status}', 'stopped'));
  });
});

describe('pg-boss schedule', () => {
  it('registers the every-minute schedule and its worker runs the stop', async () => {
    const campaign = await k.campaign('active', { endDate: '2020-01-31' });
    const url = test.ctx.config.DATABASE_URL;
    if (!url) throw new Error('the test app has a database url');
    const jobs = await startJobs(url, test.ctx.db, [endDateJob], { pollingIntervalSeconds: 0.5 });
    try {
      const schedules = await jobs.boss.getSchedules();
      expect(schedules.map((entry) => [entry.name, entry.cron])).toContainEqual([
        'campaign-end-date',
        '* * * * *',
      ]);
      // Not waiting up to a minute for cron: queue one run the way the schedule does.
      await jobs.boss.send(endDateJob.name, {});
      const deadline = Date.now() + 15_000;
      while ((await k.row(campaign.leadspeekApiId))?.status !== 'stopped' && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await k.row(campaign.leadspeekApiId))?.status).toBe('stopped');
      expect(await k.logs(campaign.leadspeekApiId)).toHaveLength(1);
    } finally {
      await jobs.stop();
    }
  }, 30_000);
});
