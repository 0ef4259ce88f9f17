// A company managed from a configuration page: the page is the actor's, the Settings permission is
// held, the company is in scope, and it is an agency or the platform (clients have no settings).
import type { ConfigurationRoute, PermissionAction } from '@lead/shared';
import { companyInTenantScope } from '../../platform/access/companies.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { notFound } from '../../platform/errors.ts';
import { requireConfigurationRoute, requirePermission } from '../users/shell-access.ts';

export async function managedCompany(
  ctx: AppContext,
  actor: Actor,
  page: ConfigurationRoute,
  companyId: number,
  settingsAction?: PermissionAction,
) {
  const facts = await requireConfigurationRoute(ctx, actor, page);
  if (settingsAction) requirePermission(facts, 'Settings', settingsAction);
  const company = await companyInTenantScope(ctx.db, actor.scope, companyId);
  if (company.kind === 'client') throw notFound();
  return company;
}
