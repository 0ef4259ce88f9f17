// Ingestion of one page view: floods (per source address, per campaign), bots, unknown or paused
// campaigns and pages of another site are answered without storing anything, and counted by reason
// (in this process, and per campaign and day through DropCounts); an accepted event is answered only
// once its row is committed (group commit), and resolution is asked for.

import { INGEST_OUTCOMES, type IngestOutcome, type PixelDropReason } from '@lead/shared';
import type { Pool } from 'pg';
import type { AppContext } from '../../platform/app-context.ts';
import { ingestPageViews } from '../../platform/metrics.ts';
import { normalAddress, sourceAddressKey } from '../../platform/source-address.ts';
import { requestResolution } from '../lead-engine/resolve-job.ts';
import { isBotAgent } from './bot-agent.ts';
import { createCampaignKeys, pixelCampaignOfKey } from './campaign-keys.ts';
import type { DropCounts } from './drop-counts.ts';
import { createGroupCommit } from './group-commit.ts';
import { cleanUserAgent, occurredAt, type PixelEvent } from './pixel-event.ts';
import type { PixelSightings } from './pixel-sightings.ts';
import { createTestMarks } from './pixel-test-marks.ts';
import { pageOnSite } from './site-match.ts';
import { windowCounter } from './window-counter.ts';

type VisitRow = {
  campaignId: number;
  /** 'test': sent by the campaign's hosted test page (pixel-test-marks.ts), never billed. */
  source: 'pixel' | 'test';
  companyId: number;
  visitorId: string;
  pageUrl: string;
  pageTitle: string | null;
  referrer: string | null;
  continued: boolean | null;
  ip: string;
  sourceKey: string;
  userAgent: string;
  occurredAt: Date;
  receivedAt: Date;
};

const INSERT_VISITS = `insert into visits (campaign_id, company_id, source, visitor_id, page_url, referrer, ip,
    source_key, user_agent, occurred_at, received_at, page_title, continued)
  select c, k, p, v, u, r, i, s, a, o, t, h, n
  from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
    $8::text[], $9::timestamptz[], $10::timestamptz[], $11::text[], $12::text[], $13::boolean[])
    as x(c, k, v, u, r, i, s, a, o, t, p, h, n)`;

/**
 * One statement for the whole batch, a column array each, sent straight to the pool and prepared
 * once per connection: at thousands of page views a second the query builder's own work and the
 * planning of each insert showed in the profile.
 */
async function insertVisits(pool: Pool, rows: VisitRow[]): Promise<void> {
  const column = <K extends keyof VisitRow>(key: K) => rows.map((row) => row[key]);
  await pool.query({
    name: 'insert-visits',
    text: INSERT_VISITS,
    values: [
      column('campaignId'),
      column('companyId'),
      column('visitorId'),
      column('pageUrl'),
      column('referrer'),
      column('ip'),
      column('sourceKey'),
      column('userAgent'),
      column('occurredAt'),
      column('receivedAt'),
      column('source'),
      column('pageTitle'),
      column('continued'),
    ],
  });
}

/** What ingestion reads of the request: the source address and agent, and where it was sent from. */
export type IngestRequest = {
  ip: string;
  userAgent: string;
  host?: string;
  origin?: string;
  referer?: string;
};

export function createIngestion(ctx: AppContext, drops: DropCounts, sightings: PixelSightings) {
  const campaignOfKey = createCampaignKeys((key) => pixelCampaignOfKey(ctx.db, key));
  const perAddress = windowCounter(ctx.config.PIXEL_EVENTS_PER_IP_PER_MINUTE);
  const perCampaign = windowCounter(ctx.config.PIXEL_EVENTS_PER_CAMPAIGN_PER_MINUTE);
  const testMark = createTestMarks(ctx.db);
  const counted = Object.fromEntries(INGEST_OUTCOMES.map((outcome) => [outcome, 0])) as Record<
    IngestOutcome,
    number
  >;
  const countingSince = new Date();
  // One counter child per outcome, made once: a label lookup per page view would cost more.
  const scraped = Object.fromEntries(
    INGEST_OUTCOMES.map((outcome) => [outcome, ingestPageViews.labels(outcome)]),
  ) as Record<IngestOutcome, { inc: () => void }>;
  // One insert at a time: the page views arriving meanwhile gather into the next, bigger one, which
  // costs PostgreSQL less per row than several small inserts side by side (bench:ingest).
  const commit = createGroupCommit<VisitRow>(
    async (rows) => {
      await insertVisits(ctx.db.$client, rows);
      // Every commit asks: a running resolution takes these rows in one more round, at once (the
      // jobs' at-once runner), where a throttle here left a lone page view to the minute's sweep.
      // The rows are committed: a lost request must not fail them (the sweep asks again).
      await requestResolution(ctx).catch(() => undefined);
    },
    { writers: 1 },
  );

  async function admit(event: PixelEvent, request: IngestRequest): Promise<IngestOutcome> {
    // The address first: a flood from one source costs no campaign lookup. One key per IPv4 address
    // or IPv6 /64, whatever its spelling: the per-minute limit and the daily lead cap count by it.
    const sourceKey = sourceAddressKey(request.ip);
    if (!perAddress.take(sourceKey)) return 'rate-limited-ip';
    if (isBotAgent(request.userAgent)) return 'bot';
    const campaign = await campaignOfKey(event.c);
    if (!campaign) return 'unknown-campaign';
    // Only a page the platform hosts for this campaign makes a test (a cheap look first: the path).
    const mark = event.u.includes('/pixel-test/') ? await testMark(campaign.id, event.u, request) : null;
    if (mark === 'limited') return 'rate-limited-campaign';
    const test = mark === 'test';
    // A test page works before launch too, on the platform's host rather than the campaign's site.
    const onSite = test || pageOnSite(event.u, campaign.siteHost);
    // Issue 25 item 6: a page view of a paused campaign or of another site still shows where its pixel is.
    if (!test) sightings.seen(campaign.id, event.u, onSite);
    if (!test && !campaign.running) return 'campaign-not-running';
    if (!onSite) return 'other-site';
    if (!perCampaign.take(String(campaign.id))) return 'rate-limited-campaign';
    const now = new Date();
    await commit.add({
      campaignId: campaign.id,
      companyId: campaign.companyId,
      source: test ? 'test' : 'pixel',
      visitorId: event.v,
      pageUrl: event.u,
      pageTitle: event.i ?? null,
      referrer: event.r || null,
      continued: event.n === undefined ? null : event.n === 1,
      ip: normalAddress(request.ip),
      sourceKey,
      userAgent: cleanUserAgent(request.userAgent.slice(0, 512)),
      occurredAt: occurredAt(event, now),
      receivedAt: now,
    });
    return 'stored';
  }

  async function ingest(event: PixelEvent, request: IngestRequest) {
    const outcome = await admit(event, request);
    counted[outcome]++;
    scraped[outcome].inc();
    if (outcome !== 'stored') drops.count(outcome, event.c);
    return outcome;
  }

  /** A body that is not a page view: counted under the campaign key it named, if a valid one. */
  function refuse(campaignKey: string | null): PixelDropReason {
    counted.malformed++;
    scraped.malformed.inc();
    drops.count('malformed', campaignKey ?? '');
    return 'malformed';
  }
  /** Page views of this process by outcome since it started (each API process counts its own). */
  const counts = () => ({ since: countingSince.toISOString(), counts: { ...counted } });
  return { ingest, refuse, counts, idle: commit.idle };
}
