// General Settings of an agency or the platform: module names/slugs and appearance (part 1 §3).
import { appearanceSetting, messages, moduleNamesSetting, type SettingName } from '@lead/shared';
import type { AppContext } from '../../app-context.ts';
import { companySettings } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { notFound, parseOrThrow } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { companyInScope } from '../companies/companies-in-scope.ts';
import { appearanceFor, lineageIds, moduleNamesFor } from '../tenancy/company-settings.ts';
import { requireConfigurationRoute, requirePermission } from '../users/shell-access.ts';

const schemas = { modules: moduleNamesSetting, appearance: appearanceSetting };

async function brandCompany(ctx: AppContext, actor: Actor, companyId: number) {
  const company = await companyInScope(ctx.db, actor.scope, companyId);
  // Clients inherit their agency's brand; they have no settings of their own.
  if (company.kind === 'client') throw notFound();
  return company;
}

export async function readCompanySetting(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  name: SettingName,
) {
  await requireConfigurationRoute(ctx, actor, 'general-setting');
  const company = await brandCompany(ctx, actor, companyId);
  const lineage = lineageIds(company.path);
  return name === 'modules' ? moduleNamesFor(ctx.db, lineage) : appearanceFor(ctx.db, lineage);
}

export async function saveCompanySetting(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  name: SettingName,
  body: unknown,
  ip: string | null,
) {
  const facts = await requireConfigurationRoute(ctx, actor, 'general-setting');
  requirePermission(facts, 'Settings', 'update');
  const company = await brandCompany(ctx, actor, companyId);
  const value = parseOrThrow(schemas[name], body);
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
