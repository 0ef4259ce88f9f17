// A banner set's background image (the form's file part `background`), checked by content like the
// brand's logo (users/image-upload.ts: the first bytes decide, SVG is refused, at most 2 MB), and kept
// to PNG and JPEG, which the renderer draws. A new image replaces the old one. The editor's preview
// reads its not yet saved image with the same checks.
import { BANNER_MESSAGES as M } from '@lead/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { bannerSets, uploads } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { selfCompanyOf } from '../../platform/access/companies.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { readImageForm, type UploadedImage } from '../users/image-upload.ts';
import { bannerSetOf, bannerSetViewOf } from './banner-rows.ts';
import { dropUpload } from './banner-uploads.ts';

const DRAWN_TYPES = new Set(['image/png', 'image/jpeg']);

/**
 * The form's fields and its image, if any: a PNG or JPEG in the part `background`. A refusal names
 * the form's field, `background`.
 */
export async function readBackgroundForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: UploadedImage | null }> {
  let form: Awaited<ReturnType<typeof readImageForm>>;
  try {
    form = await readImageForm(request);
  } catch (error) {
    if (error instanceof AppError && error.messageKey === 'uploadTooLarge')
      throw invalid({ background: M.backgroundTooLarge });
    if (error instanceof AppError && error.status === 422)
      throw invalid({ background: M.backgroundNotImage });
    throw error;
  }
  const { fields, image } = form;
  if (image && (image.field !== 'background' || !DRAWN_TYPES.has(image.contentType)))
    throw invalid({ background: M.backgroundNotImage });
  return { fields, file: image };
}

/** The image as the renderer takes it. */
export const imageDataUrl = (image: UploadedImage) =>
  `data:${image.contentType};base64,${image.bytes.toString('base64')}`;

export async function uploadBannerBackground(
  ctx: AppContext,
  actor: Actor,
  id: number,
  image: UploadedImage | null,
  ip: string | null,
) {
  const agency = selfCompanyOf(actor);
  const set = await bannerSetOf(ctx.db, agency, id);
  if (!image) throw invalid({ background: M.backgroundNotImage });
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(uploads)
      .values({
        companyId: agency.id,
        contentType: image.contentType,
        fileName: image.fileName,
        bytes: image.bytes,
      })
      .returning({ id: uploads.id });
    await tx
      .update(bannerSets)
      .set({ backgroundUploadId: row?.id ?? null, updatedAt: new Date() })
      .where(and(eq(bannerSets.companyId, agency.id), eq(bannerSets.id, set.id)));
    await dropUpload(tx, agency, set.backgroundUploadId);
    await logActorAction(
      tx,
      actor,
      ip,
      'banner',
      `Uploaded a background image for the banner set ${set.name}`,
    );
  });
  return { message: M.backgroundSaved, bannerSet: await bannerSetViewOf(ctx.db, agency, set.id) };
}
