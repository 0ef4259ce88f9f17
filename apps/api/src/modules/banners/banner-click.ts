// The hosted click-through link (public): finds the set by its slug, counts one click for the size
// and answers where to send the browser. The link lives on its agency's white-label host (or its
// platform's): on another agency's host it does not exist (404), so nobody points one agency's host
// at another's landing pages. One address counts a bounded number of clicks a minute (in memory, like
// the pixel's limits); further clicks still redirect, uncounted.
import type { BannerSize } from '@lead/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { bannerClicks, bannerSets, companies } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import type { WindowCounter } from '../ingest/window-counter.ts';
import { lineageIds } from '../white-label/company-settings.ts';
import { resolveHostCompany } from '../white-label/host-company.ts';

export async function clickThrough(
  db: Database,
  click: { slug: string; size: BannerSize; host: string; addressKey: string },
  perAddress: WindowCounter,
): Promise<string> {
  const [set] = await db
    .select({
      id: bannerSets.id,
      agencyId: bannerSets.companyId,
      path: companies.path,
      landingUrl: bannerSets.landingUrl,
    })
    .from(bannerSets)
    .innerJoin(companies, eq(companies.id, bannerSets.companyId))
    .where(and(eq(bannerSets.slug, click.slug), isNull(companies.removedAt)))
    .limit(1);
  if (!set) throw notFound();
  const host = await resolveHostCompany(db, click.host);
  const platformId = lineageIds(set.path).at(-1);
  const onOwnHost = host.id === set.agencyId || (host.kind === 'root' && host.id === platformId);
  if (!onOwnHost) throw notFound();
  if (perAddress.take(click.addressKey)) {
    await db
      .insert(bannerClicks)
      .values({ bannerSetId: set.id, size: click.size, clicks: 1 })
      .onConflictDoUpdate({
        target: [bannerClicks.bannerSetId, bannerClicks.size],
        set: { clicks: sql`${bannerClicks.clicks} + 1` },
      });
  }
  return set.landingUrl;
}
