// General Settings of an agency or the platform: module names/slugs and appearance (part 1 §3).
import { appearanceSetting, messages, moduleNamesSetting, type SettingName } from '@lead/shared';
import { and, eq } from 'drizzle-orm';
import { companySettings } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { parseOrThrow } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { lineageIds, moduleNamesFor } from '../white-label/company-settings.ts';
import { appearanceSettingOf, saveAppearance } from './appearance-setting.ts';
import { settingsCompany } from './settings-company.ts';

const settingOf = (db: Queryable, path: string, name: SettingName) =>
  name === 'modules' ? moduleNamesFor(db, lineageIds(path)) : appearanceSettingOf(db, lineageIds(path));

export async function readCompanySetting(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  name: SettingName,
) {
  const company = await settingsCompany(ctx, actor, companyId);
  return settingOf(ctx.db, company.path, name);
}

export async function saveCompanySetting(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  name: SettingName,
  body: unknown,
  ip: string | null,
) {
  const company = await settingsCompany(ctx, actor, companyId);
  if (name === 'appearance')
    return saveAppearance(ctx, actor, company, parseOrThrow(appearanceSetting, body), ip);
  const value = parseOrThrow(moduleNamesSetting, body);
  await ctx.db
    .insert(companySettings)
    .values({ companyId: company.id, name, value: value })
    .onConflictDoUpdate({
      target: [companySettings.companyId, companySettings.name],
      set: { value: value, updatedAt: new Date() },
    });
  await logActorAction(ctx.db, actor, ip, 'setting', `Saved ${name} settings of ${company.companyName}`);
  return { message: messages.settingSaved };
}

/** "Reset to defaults": the company's own value goes, so it inherits its parent's (or the built-in) again. */
export async function resetCompanySetting(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  name: SettingName,
  ip: string | null,
) {
  const company = await settingsCompany(ctx, actor, companyId);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(companySettings)
      .where(and(eq(companySettings.companyId, company.id), eq(companySettings.name, name)));
    await logActorAction(tx, actor, ip, 'setting', `Reset the ${name} settings of ${company.companyName}`);
  });
  return settingOf(ctx.db, company.path, name);
}
