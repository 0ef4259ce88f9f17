// What a set is drawn with, decided at render time: its own text and background, and the brand of
// the client it is for (else the agency's own): the white-label appearance's text and link colours,
// and the logo, a client's falling back to its agency's (part 1 §2). Logos the renderer cannot draw
// (GIF, WebP) are left out rather than failing the banner.
import { and, eq, inArray } from 'drizzle-orm';
import { companies, uploads } from '../../db/schema/index.ts';
import type { InScope } from '../../platform/access/proof.ts';
import type { Queryable } from '../../platform/db.ts';
import { appearanceFor, brandLineageIds } from '../white-label/company-settings.ts';
import type { BannerSet } from './banner-rows.ts';
import type { BannerArt } from './render-banner.ts';

const DRAWN_TYPES = new Set(['image/png', 'image/jpeg']);
const UPLOAD_PATH = /^\/api\/uploads\/([0-9a-f-]{36})$/;

export async function bannerArtOf(
  db: Queryable,
  agency: InScope<'company'>,
  set: Pick<
    BannerSet,
    'headline' | 'body' | 'callToAction' | 'backgroundColor' | 'backgroundUploadId' | 'clientCompanyId'
  >,
): Promise<BannerArt> {
  /** An upload of the set's brand (or the agency's) as a data: URL, when the renderer can draw it. */
  const imageOf = async (companyIds: number[], uploadId: string | null | undefined) => {
    if (!uploadId) return null;
    const [file] = await db
      .select({ contentType: uploads.contentType, bytes: uploads.bytes })
      .from(uploads)
      .where(and(eq(uploads.id, uploadId), inArray(uploads.companyId, companyIds)));
    return file && DRAWN_TYPES.has(file.contentType)
      ? `data:${file.contentType};base64,${file.bytes.toString('base64')}`
      : null;
  };
  const brandIds = [set.clientCompanyId, agency.id].filter((id): id is number => id !== null);
  const owners = await db
    .select({ id: companies.id, path: companies.path, logo: companies.logo })
    .from(companies)
    .where(inArray(companies.id, brandIds));
  const nearest = owners.find((owner) => owner.id === brandIds[0]);
  const appearance = await appearanceFor(db, nearest ? await brandLineageIds(db, nearest.path) : [agency.id]);
  let logo: string | null = null;
  for (const id of brandIds) {
    const owner = owners.find((candidate) => candidate.id === id);
    logo = await imageOf(brandIds, UPLOAD_PATH.exec(owner?.logo ?? '')?.[1]);
    if (logo) break;
  }
  return {
    headline: set.headline,
    body: set.body,
    callToAction: set.callToAction,
    backgroundColor: set.backgroundColor,
    backgroundImage: await imageOf([agency.id], set.backgroundUploadId),
    textColor: appearance.textcolor,
    buttonColor: appearance.linkcolor,
    logo,
  };
}
