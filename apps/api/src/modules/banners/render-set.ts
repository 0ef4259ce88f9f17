// The files of a banner set: one size's PNG, or all six zipped (fflate, stored: PNGs are compressed).
import { BANNER_SIZES, type BannerSize } from '@lead/shared';
import { zipSync } from 'fflate';
import type { InScope } from '../../platform/access/proof.ts';
import type { Queryable } from '../../platform/db.ts';
import { bannerArtOf } from './banner-brand.ts';
import { bannerSetOf } from './banner-rows.ts';
import { renderBanner } from './render-banner.ts';

/** "Spring sale!" → "spring-sale": a file name that any system takes. */
export const fileStem = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'banner';

export async function bannerPngOf(db: Queryable, agency: InScope<'company'>, id: number, size: BannerSize) {
  const set = await bannerSetOf(db, agency, id);
  const { png } = await renderBanner(size, await bannerArtOf(db, agency, set));
  return { png, fileName: `${fileStem(set.name)}-${size}.png` };
}

export async function bannerZipOf(db: Queryable, agency: InScope<'company'>, id: number) {
  const set = await bannerSetOf(db, agency, id);
  const art = await bannerArtOf(db, agency, set);
  const stem = fileStem(set.name);
  const files: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const size of BANNER_SIZES) {
    const { png } = await renderBanner(size, art);
    files[`${stem}-${size}.png`] = [png, { level: 0 }];
  }
  return { zip: Buffer.from(zipSync(files)), fileName: `${stem}-banners.zip` };
}
