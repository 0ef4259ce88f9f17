// Makes and changes the agency's banner sets. The client a set is for must be one of the
// agency's own (else 404, nothing written); each set gets a short random slug for its click link.
import { randomBytes } from 'node:crypto';
import { type bannerSetRequest, BANNER_MESSAGES as M } from '@lead/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { bannerSets } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { selfCompanyOf } from '../../platform/access/companies.ts';
import type { InScope } from '../../platform/access/proof.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { agencyClient } from './banner-client.ts';
import { bannerSetOf, bannerSetViewOf } from './banner-rows.ts';
import { dropUpload, withName } from './banner-uploads.ts';

type BannerInput = z.output<typeof bannerSetRequest>;

/** 8 random bytes: 11 URL-safe characters, never guessed from another set's. */
export const newSlug = () => randomBytes(8).toString('base64url');

const fieldsOf = (input: BannerInput, client: InScope<'company'> | null) => ({
  name: input.name,
  clientCompanyId: client?.id ?? null,
  headline: input.headline,
  body: input.body,
  callToAction: input.callToAction,
  landingUrl: input.landingUrl,
  backgroundColor: input.backgroundColor.toLowerCase(),
});

export async function createBannerSet(ctx: AppContext, actor: Actor, input: BannerInput, ip: string | null) {
  const agency = selfCompanyOf(actor);
  const client = await agencyClient(ctx.db, actor, input.clientID);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bannerSets)
      .values({ companyId: agency.id, ...fieldsOf(input, client), slug: newSlug() })
      .returning({ id: bannerSets.id });
    await logActorAction(tx, actor, ip, 'banner', `Created the banner set ${input.name}`);
    return (row as { id: number }).id;
  });
  const bannerSet = await bannerSetViewOf(ctx.db, agency, id);
  return { message: withName(M.created, bannerSet.name), bannerSet };
}

export async function updateBannerSet(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: BannerInput,
  ip: string | null,
) {
  const agency = selfCompanyOf(actor);
  const before = await bannerSetOf(ctx.db, agency, id);
  const client = await agencyClient(ctx.db, actor, input.clientID);
  const dropImage = input.keepBackgroundImage === false && before.backgroundUploadId !== null;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(bannerSets)
      .set({
        ...fieldsOf(input, client),
        ...(dropImage && { backgroundUploadId: null }),
        updatedAt: new Date(),
      })
      .where(and(eq(bannerSets.companyId, agency.id), eq(bannerSets.id, before.id)));
    if (dropImage) await dropUpload(tx, agency, before.backgroundUploadId);
    const renamed = before.name === input.name ? '' : ` (was ${before.name})`;
    await logActorAction(tx, actor, ip, 'banner', `Saved the banner set ${input.name}${renamed}`);
  });
  const bannerSet = await bannerSetViewOf(ctx.db, agency, before.id);
  return { message: withName(M.saved, bannerSet.name), bannerSet };
}
