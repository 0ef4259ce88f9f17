// A company whose settings and roles are managed: in the caller's scope, and an agency or the platform
// (clients have no settings). Who may manage them, the page rule and the Settings permission, is the
// route's declaration (settingsRoutes, roleRoutes), checked before the handler.

import type { Actor } from '../../platform/access/actor.ts';
import { companyInTenantScope, type ProvenCompany } from '../../platform/access/companies.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { notFound } from '../../platform/errors.ts';

export async function settingsCompany(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
): Promise<ProvenCompany> {
  const company = await companyInTenantScope(ctx.db, actor.scope, companyId);
  if (company.kind === 'client') throw notFound();
  return company;
}
