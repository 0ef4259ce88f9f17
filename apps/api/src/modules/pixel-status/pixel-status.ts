// "Is my pixel installed?" (issue 25 item 6): a Site ID campaign's pixel state from where its page
// views were seen (pixel_sightings, written by the pixel's ingestion): the hosts of its own site and
// the others, newest first, and the state the shared rule gives them.
import {
  hostOnSite,
  messages,
  type PixelHostSeen,
  type PixelStatusResponse,
  pixelStateOf,
} from '@lead/shared';
import { desc, eq } from 'drizzle-orm';
import { pixelSightings } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { type VisibleCampaign, visibleCampaign } from '../../platform/access/campaigns.ts';
import type { Queryable } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import { siteHostOf } from '../ingest/site-match.ts';

/** Where the pixel of a campaign the caller proved it may see was seen, newest first. */
export async function sightingsOf(db: Queryable, proven: VisibleCampaign): Promise<PixelHostSeen[]> {
  const rows = await db
    .select()
    .from(pixelSightings)
    .where(eq(pixelSightings.campaignId, proven.campaign.id))
    .orderBy(desc(pixelSightings.lastSeenAt));
  return rows.map((row) => ({
    host: row.host,
    page_views: row.pageViews,
    first_seen_at: row.firstSeenAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
  }));
}

/** The state of a campaign's pixel from its sightings (also the silence job's reading). */
export function pixelStatusOf(
  campaign: { urlCode: string | null; status: string },
  seen: PixelHostSeen[],
  now: Date,
): PixelStatusResponse {
  const siteHost = siteHostOf(campaign.urlCode);
  const onSite = seen.filter((row) => hostOnSite(row.host, siteHost));
  const elsewhere = seen.filter((row) => !hostOnSite(row.host, siteHost));
  const newest = onSite[0];
  return {
    state: pixelStateOf(
      {
        lastOnSite: newest ? new Date(newest.last_seen_at) : null,
        elsewhereHosts: elsewhere.length,
        active: campaign.status === 'active',
      },
      now,
    ),
    site_host: siteHost,
    on_site: onSite,
    elsewhere,
  };
}

export async function readPixelStatus(
  db: Queryable,
  actor: Actor,
  leadspeekApiId: string,
): Promise<PixelStatusResponse> {
  const proven = await visibleCampaign(db, actor, leadspeekApiId);
  if (proven.campaign.module !== 'local') throw invalid({ leadspeek_api_id: messages.pixelStatusSiteIdOnly });
  return pixelStatusOf(proven.campaign, await sightingsOf(db, proven), new Date());
}
