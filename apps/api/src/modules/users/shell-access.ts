// API-side enforcement of the shell rules: what the menu hides, the API refuses.
import {
  type ConfigurationRoute,
  can,
  configurationRouteAllowed,
  type ModulePermissions,
  type PermissionAction,
  type RoleModule,
} from '@lead/shared';
import { type AccessFacts, accessFactsOf } from '../../platform/access/access-facts.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { type ActorCompanies, shellFactsFrom, shellFactsOf } from './shell-facts.ts';

export const factsFor = (ctx: AppContext, actor: Actor) =>
  shellFactsOf(ctx.db, actor, ctx.config.SUPPORT_URL);

/** The facts from the actor's companies already read. */
export const factsFrom = (ctx: AppContext, actor: Actor, companies: ActorCompanies) =>
  shellFactsFrom(ctx.db, actor, ctx.config.SUPPORT_URL, companies);

/** A configuration page the rules hide answers 404, as the web shows its not-found page. */
export async function requireConfigurationRoute(
  ctx: AppContext,
  actor: Actor,
  route: ConfigurationRoute,
): Promise<AccessFacts> {
  const facts = await accessFactsOf(ctx.db, actor);
  if (!configurationRouteAllowed(route, facts)) throw notFound();
  return facts;
}

export function requirePermission(
  facts: { permissions: ModulePermissions },
  module: RoleModule,
  action: PermissionAction,
): void {
  if (!can(facts.permissions, module, action)) throw forbidden();
}
