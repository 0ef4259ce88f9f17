// Duplicates one of the agency's banner sets: a copy with its own click link and no clicks.
import { BANNER_LIMITS, BANNER_MESSAGES as M } from '@lead/shared';
import { and, eq } from 'drizzle-orm';
import { bannerSets, uploads } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { selfCompanyOf } from '../../platform/access/companies.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { bannerSetOf, bannerSetViewOf } from './banner-rows.ts';
import { withName } from './banner-uploads.ts';
import { newSlug } from './save-banner-set.ts';

/** A copy with its own click link and no clicks; an uploaded background is copied too. */
export async function duplicateBannerSet(ctx: AppContext, actor: Actor, id: number, ip: string | null) {
  const agency = selfCompanyOf(actor);
  const source = await bannerSetOf(ctx.db, agency, id);
  const name = withName(M.copyName, source.name).slice(0, BANNER_LIMITS.nameMax);
  const copyId = await ctx.db.transaction(async (tx) => {
    let backgroundUploadId: string | null = null;
    if (source.backgroundUploadId) {
      const [image] = await tx
        .select()
        .from(uploads)
        .where(and(eq(uploads.id, source.backgroundUploadId), eq(uploads.companyId, agency.id)));
      if (image) {
        const [copy] = await tx
          .insert(uploads)
          .values({
            companyId: agency.id,
            contentType: image.contentType,
            fileName: image.fileName,
            bytes: image.bytes,
          })
          .returning({ id: uploads.id });
        backgroundUploadId = copy?.id ?? null;
      }
    }
    const [row] = await tx
      .insert(bannerSets)
      .values({
        companyId: agency.id,
        clientCompanyId: source.clientCompanyId,
        name,
        headline: source.headline,
        body: source.body,
        callToAction: source.callToAction,
        landingUrl: source.landingUrl,
        backgroundColor: source.backgroundColor,
        backgroundUploadId,
        slug: newSlug(),
      })
      .returning({ id: bannerSets.id });
    await logActorAction(tx, actor, ip, 'banner', `Duplicated the banner set ${source.name} as ${name}`);
    return (row as { id: number }).id;
  });
  const bannerSet = await bannerSetViewOf(ctx.db, agency, copyId);
  return { message: withName(M.duplicated, source.name), bannerSet };
}
