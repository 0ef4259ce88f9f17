// An agency's embedded code (part 1 §3 "Embedded-code setting"): read and saved by the agency itself
// for its own company only; white-label/embedded-page.ts puts it into the pages of the agency's host.
import {
  EMBEDDED_CODE_SETTING,
  type EmbeddedCode,
  embeddedCodeSetting,
  messages,
  NO_EMBEDDED_CODE,
} from '@lead/shared';
import { and, eq } from 'drizzle-orm';
import { companySettings } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { ownCompany, type ProvenCompany } from '../../platform/access/companies.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { notFound } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';

/** The caller's own agency; any other id (a client below, a sibling, the platform) is 404. */
async function ownAgency(ctx: AppContext, actor: Actor, companyId: number): Promise<ProvenCompany> {
  if (companyId !== actor.companyId) throw notFound();
  const company = await ownCompany(ctx.db, actor);
  if (company.kind !== 'agency') throw notFound();
  return company;
}

async function storedCode(ctx: AppContext, agency: ProvenCompany): Promise<EmbeddedCode> {
  const [row] = await ctx.db
    .select({ value: companySettings.value })
    .from(companySettings)
    .where(and(eq(companySettings.companyId, agency.id), eq(companySettings.name, EMBEDDED_CODE_SETTING)));
  const parsed = embeddedCodeSetting.safeParse(row?.value);
  return parsed.success ? parsed.data : NO_EMBEDDED_CODE;
}

export async function readEmbeddedCode(ctx: AppContext, actor: Actor, companyId: number) {
  return storedCode(ctx, await ownAgency(ctx, actor, companyId));
}

export async function saveEmbeddedCode(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  code: EmbeddedCode,
  ip: string | null,
) {
  const agency = await ownAgency(ctx, actor, companyId);
  const value = { placeEmbedded: code.placeEmbedded, embeddedcode: code.embeddedcode.trim() };
  await ctx.db.transaction(async (tx) => {
    if (value.embeddedcode === '')
      await tx
        .delete(companySettings)
        .where(
          and(eq(companySettings.companyId, agency.id), eq(companySettings.name, EMBEDDED_CODE_SETTING)),
        );
    else
      await tx
        .insert(companySettings)
        .values({ companyId: agency.id, name: EMBEDDED_CODE_SETTING, value })
        .onConflictDoUpdate({
          target: [companySettings.companyId, companySettings.name],
          set: { value, updatedAt: new Date() },
        });
    const what =
      value.embeddedcode === ''
        ? 'Removed the embedded code'
        : `Saved the embedded code (${value.placeEmbedded})`;
    await logActorAction(tx, actor, ip, 'setting', `${what} of ${agency.companyName}`);
  });
  return { message: messages.settingHasBeenSaved };
}
