// A company managed from a configuration page: in scope, and an agency or the platform (clients have
// no settings). Routes that declare their page and Settings permission use companyWithSettings;
// managedCompany still checks both by hand for the settings/ and roles/ handlers until theirs do.
import type { ConfigurationRoute, PermissionAction } from '@lead/shared';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { requireConfigurationRoute, requirePermission } from '../users/shell-access.ts';
import { companyInScope } from './companies-in-scope.ts';

/** The company, when it is in the actor's scope and not a client; else 404. */
export async function companyWithSettings(db: Queryable, actor: Actor, companyId: number) {
  const company = await companyInScope(db, actor.scope, companyId);
  if (company.kind === 'client') throw notFound();
  return company;
}

export async function managedCompany(
  ctx: AppContext,
  actor: Actor,
  page: ConfigurationRoute,
  companyId: number,
  settingsAction?: PermissionAction,
) {
  const facts = await requireConfigurationRoute(ctx, actor, page);
  if (settingsAction) requirePermission(facts, 'Settings', settingsAction);
  return companyWithSettings(ctx.db, actor, companyId);
}
