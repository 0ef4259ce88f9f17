// The editor's live preview: one size drawn from the form as typed, in the brand of the client chosen
// (one of the caller's agency's, else 404), with the image chosen in the form (not yet saved, already
// checked by readBackgroundForm) or else the saved set's background when editing. Nothing is written.
import type { BannerPreviewRequest, BannerSize } from '@lead/shared';
import type { Actor } from '../../platform/access/actor.ts';
import { selfCompanyOf } from '../../platform/access/companies.ts';
import type { Queryable } from '../../platform/db.ts';
import type { UploadedImage } from '../users/image-upload.ts';
import { imageDataUrl } from './banner-background.ts';
import { bannerArtOf } from './banner-brand.ts';
import { agencyClient } from './banner-client.ts';
import { bannerSetOf } from './banner-rows.ts';
import { renderBanner } from './render-banner.ts';

export async function bannerPreviewOf(
  db: Queryable,
  actor: Actor,
  size: BannerSize,
  form: BannerPreviewRequest,
  chosenImage: UploadedImage | null,
): Promise<Uint8Array> {
  const agency = selfCompanyOf(actor);
  const client = await agencyClient(db, actor, form.clientID);
  const saved = form.bannerSetID ? await bannerSetOf(db, agency, form.bannerSetID) : null;
  const art = await bannerArtOf(db, agency, {
    headline: form.headline,
    body: form.body ?? '',
    callToAction: form.callToAction,
    backgroundColor: form.backgroundColor,
    // A chosen image replaces the saved one, as saving it will.
    backgroundUploadId: chosenImage ? null : (saved?.backgroundUploadId ?? null),
    clientCompanyId: client?.id ?? null,
  });
  if (chosenImage) art.backgroundImage = imageDataUrl(chosenImage);
  return (await renderBanner(size, art)).png;
}
