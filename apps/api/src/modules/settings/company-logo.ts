// The brand's logo from General Settings (issue 14): one image, checked by its first bytes (PNG,
// JPEG, GIF, WebP; SVG is refused since it can carry script), at most 2 MB, stored like every upload.
import { messages } from '@lead/shared';
import { and, eq } from 'drizzle-orm';
import { companies, uploads } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { ProvenCompany } from '../../platform/access/companies.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import type { UploadedImage } from '../users/image-upload.ts';
import { settingsCompany } from './settings-company.ts';

async function setLogo(
  ctx: AppContext,
  actor: Actor,
  company: ProvenCompany,
  image: UploadedImage | null,
  ip: string | null,
) {
  return ctx.db.transaction(async (tx) => {
    let logo: string | null = null;
    if (image) {
      const [row] = await tx
        .insert(uploads)
        .values({
          companyId: company.id,
          contentType: image.contentType,
          fileName: image.fileName,
          bytes: image.bytes,
        })
        .returning({ id: uploads.id });
      logo = row ? `/api/uploads/${row.id}` : null;
    }
    await tx.update(companies).set({ logo }).where(eq(companies.id, company.id));
    // The replaced image is the company's own upload and nothing else names it: it goes too.
    const replaced = /^\/api\/uploads\/([0-9a-f-]{36})$/.exec(company.logo ?? '')?.[1];
    if (replaced)
      await tx.delete(uploads).where(and(eq(uploads.id, replaced), eq(uploads.companyId, company.id)));
    const what = image ? 'Uploaded a new logo' : 'Removed the logo';
    await logActorAction(tx, actor, ip, 'setting', `${what} of ${company.companyName}`);
    return { message: messages.settingHasBeenSaved, logo };
  });
}

export async function uploadLogo(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  image: UploadedImage | null,
  ip: string | null,
) {
  const company = await settingsCompany(ctx, actor, companyId);
  if (!image) throw new AppError(422, 'invalidInput', { logo: messages.uploadNotImage });
  return setLogo(ctx, actor, company, image, ip);
}

export async function removeLogo(ctx: AppContext, actor: Actor, companyId: number, ip: string | null) {
  return setLogo(ctx, actor, await settingsCompany(ctx, actor, companyId), null, ip);
}
