// The velocity guard's "leads of the last hour" (issue 12 item 4) read from each campaign's per-minute
// counts (campaign_minute_leads, kept by a trigger on leads) instead of counting the hour's leads in
// every batch: the figure must be the count of the leads themselves, whatever minute the hour starts in.
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paceOfCampaigns } from '../../src/modules/lead-engine/flood-facts.ts';
import { insertDemoCampaign } from '../demo-lookup.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

const HOUR_MS = 3_600_000;
let test: TestApp;
let campaign: number;
let neighbour: number;

beforeAll(async () => {
  test = await createTestApp();
  campaign = (await insertDemoCampaign(test.ctx.db, '93000001')).id;
  neighbour = (await insertDemoCampaign(test.ctx.db, '93000002')).id;
});
afterAll(() => test.close());

/** Leads of `campaignId` at the given instants, one statement (one batch, as resolution writes them). */
async function leadsAt(campaignId: number, instants: Date[], source = 'pixel') {
  await test.ctx.db.execute(sql`
    insert into leads (campaign_id, company_id, module, person_key, source, created_at)
    select k.id, k.company_id, k.module, 'minute-' || gen_random_uuid(), ${source}, t
    from campaigns k, unnest(${sql.param(instants.map((instant) => instant.toISOString()))}::timestamptz[]) t
    where k.id = ${campaignId}`);
}

/** What the guard counted before the minutes: every lead of the hour, tests left out. */
async function countedDirectly(campaignId: number, now: Date): Promise<number> {
  const { rows } = await test.ctx.db.execute<{ n: number }>(sql`
    select count(*)::int as n from leads
    where campaign_id = ${campaignId} and created_at >= ${new Date(now.getTime() - HOUR_MS)}
      and source <> 'test'`);
  return rows[0]?.n ?? -1;
}

const lastHour = async (campaignId: number, now: Date) =>
  (await paceOfCampaigns(test.ctx.db, [campaignId], now, new LRUCache({ max: 10 }))).get(campaignId)
    ?.lastHour;

const at = (iso: string) => new Date(iso);

describe("a campaign's leads of the last hour", () => {
  // Each row: the instant the guard asks at, and the leads written before it (in separate batches).
  const cases = [
    {
      name: 'an hour starting mid-minute: the leads of its first minute before the start are left out',
      now: at('2026-11-30T10:15:30Z'),
      batches: [
        ['2026-11-30T09:15:20Z', '2026-11-30T09:15:40Z', '2026-11-30T09:20:00Z'],
        ['2026-11-30T09:15:59.999Z', '2026-11-30T10:15:29Z', '2026-11-30T09:14:59Z'],
      ],
      expected: 4,
    },
    {
      name: 'an hour starting on a whole minute counts that minute whole',
      now: at('2026-11-30T12:00:00Z'),
      batches: [
        ['2026-11-30T10:59:59.999Z', '2026-11-30T11:00:00Z', '2026-11-30T11:00:01Z', '2026-11-30T11:59:00Z'],
      ],
      expected: 3,
    },
    {
      name: 'leads of one minute written by several batches add up',
      now: at('2026-11-30T14:30:10Z'),
      batches: [
        ['2026-11-30T14:00:05Z'],
        ['2026-11-30T14:00:06Z'],
        ['2026-11-30T14:00:07Z', '2026-11-30T14:29:00Z'],
      ],
      expected: 4,
    },
  ];

  it.each(cases)('$name', async ({ now, batches, expected }) => {
    const fresh = (await insertDemoCampaign(test.ctx.db, String(93100000 + now.getUTCHours()))).id;
    for (const batch of batches) await leadsAt(fresh, batch.map(at));
    expect(await lastHour(fresh, now)).toBe(expected);
    expect(await countedDirectly(fresh, now)).toBe(expected);
  });

  it("leaves out test leads and another campaign's leads", async () => {
    const now = at('2026-11-30T16:00:30Z');
    await leadsAt(campaign, [at('2026-11-30T15:30:00Z'), at('2026-11-30T15:45:00Z')]);
    await leadsAt(campaign, [at('2026-11-30T15:40:00Z')], 'test');
    await leadsAt(neighbour, [
      at('2026-11-30T15:40:00Z'),
      at('2026-11-30T15:41:00Z'),
      at('2026-11-30T15:42:00Z'),
    ]);
    expect(await lastHour(campaign, now)).toBe(2);
    expect(await lastHour(neighbour, now)).toBe(3);
  });

  it("keeps two hours of minutes: a batch drops its campaigns' older ones, no other campaign's", async () => {
    const minutesOf = async (campaignId: number) => {
      const { rows } = await test.ctx.db.execute<{ minute: string }>(sql`
        select to_char(minute at time zone 'UTC', 'HH24:MI') as minute from campaign_minute_leads
        where campaign_id = ${campaignId} order by minute`);
      return rows.map((row) => row.minute);
    };
    const early = (await insertDemoCampaign(test.ctx.db, '93000003')).id;
    const other = (await insertDemoCampaign(test.ctx.db, '93000004')).id;
    await leadsAt(early, [at('2026-11-29T01:00:10Z'), at('2026-11-29T02:30:00Z')]);
    await leadsAt(other, [at('2026-11-29T01:00:10Z')]);
    expect(await minutesOf(early)).toEqual(['01:00', '02:30']);
    await leadsAt(early, [at('2026-11-29T03:30:00Z')]);
    expect(await minutesOf(early)).toEqual(['02:30', '03:30']);
    expect(await minutesOf(other)).toEqual(['01:00']);
    expect(await lastHour(early, at('2026-11-29T04:00:00Z'))).toBe(1);
  });

  it('are removed with their campaign', async () => {
    const gone = (await insertDemoCampaign(test.ctx.db, '93000005')).id;
    await leadsAt(gone, [at('2026-11-30T18:00:00Z')]);
    await test.ctx.db.execute(sql`delete from leads where campaign_id = ${gone}`);
    await test.ctx.db.execute(sql`delete from campaigns where id = ${gone}`);
    const { rows } = await test.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from campaign_minute_leads where campaign_id = ${gone}`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
