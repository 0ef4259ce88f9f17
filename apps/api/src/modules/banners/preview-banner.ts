// The editor's live preview: one size drawn from the form as typed, in the brand of the client chosen
// (one of the caller's agency's, else 404) and with the saved set's background image when editing.
// Nothing is written.
import type { BannerPreviewRequest, BannerSize } from '@lead/shared';
import type { Actor } from '../../platform/access/actor.ts';
import { selfCompanyOf } from '../../platform/access/companies.ts';
import type { Queryable } from '../../platform/db.ts';
import { bannerArtOf } from './banner-brand.ts';
import { agencyClient } from './banner-client.ts';
import { bannerSetOf } from './banner-rows.ts';
import { renderBanner } from './render-banner.ts';

export async function bannerPreviewOf(
  db: Queryable,
  actor: Actor,
  size: BannerSize,
  form: BannerPreviewRequest,
): Promise<Uint8Array> {
  const agency = selfCompanyOf(actor);
  const client = await agencyClient(db, actor, form.clientID);
  const saved = form.bannerSetID ? await bannerSetOf(db, agency, form.bannerSetID) : null;
  const art = await bannerArtOf(db, agency, {
    headline: form.headline,
    body: form.body ?? '',
    callToAction: form.callToAction,
    backgroundColor: form.backgroundColor,
    backgroundUploadId: saved?.backgroundUploadId ?? null,
    clientCompanyId: client?.id ?? null,
  });
  return (await renderBanner(size, art)).png;
}
