// POST /pixel-test-page (issue 14 "Test a new campaign's pixel without a website"): a link to a page
// the platform hosts for one Site ID campaign, carrying its pixel. The token in the link is random;
// only its SHA-256 is stored, with the campaign and an expiry. Ingestion marks a page view as a test
// only when its page is such a link, still valid, of the same campaign, and sent from that page's own
// origin (pixel-test-marks.ts): the mark is the server's, never the page view's.
import { type OpenPixelTestPageResponse, PIXEL_TEST_PAGE_LIMITS, PIXEL_TEST_PAGE_PATH } from '@lead/shared';
import { pixelTestPages } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { newToken, sha256 } from '../../platform/secrets.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { siteIdCampaign } from './tool-campaign.ts';

export async function openPixelTestPage(
  ctx: AppContext,
  actor: Actor,
  leadspeekApiId: string,
  ip: string | null,
): Promise<OpenPixelTestPageResponse> {
  return ctx.db.transaction(async (tx) => {
    const { campaign } = await siteIdCampaign(tx, actor, leadspeekApiId);
    const token = newToken();
    const expiresAt = new Date(Date.now() + PIXEL_TEST_PAGE_LIMITS.lifetimeMinutes * 60_000);
    await tx.insert(pixelTestPages).values({
      tokenHash: sha256(token),
      campaignId: campaign.id,
      createdByUserId: actor.userId,
      expiresAt,
    });
    await logActorAction(
      tx,
      actor,
      ip,
      'campaign',
      `Opened a pixel test page of campaign ${campaign.leadspeekApiId} (${campaign.campaignName})`,
      campaign.leadspeekApiId,
    );
    return { path: `${PIXEL_TEST_PAGE_PATH}${token}`, expires_at: expiresAt.toISOString() };
  });
}
