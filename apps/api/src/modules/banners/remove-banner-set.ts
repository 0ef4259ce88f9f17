// Deletes one of the agency's banner sets, its click counts and its uploaded background.
import { BANNER_MESSAGES as M } from '@lead/shared';
import { and, eq } from 'drizzle-orm';
import { bannerSets } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { selfCompanyOf } from '../../platform/access/companies.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { bannerSetOf } from './banner-rows.ts';
import { dropUpload, withName } from './banner-uploads.ts';

export async function removeBannerSet(ctx: AppContext, actor: Actor, id: number, ip: string | null) {
  const agency = selfCompanyOf(actor);
  const set = await bannerSetOf(ctx.db, agency, id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(bannerSets).where(and(eq(bannerSets.companyId, agency.id), eq(bannerSets.id, set.id)));
    await dropUpload(tx, agency, set.backgroundUploadId);
    await logActorAction(tx, actor, ip, 'banner', `Deleted the banner set ${set.name}`);
  });
  return { message: withName(M.removed, set.name) };
}
