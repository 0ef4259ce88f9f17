// The spec's role/module response (part 1 §3), read by GET /configuration/role-module/getrolemodule/…
import { type ShellFacts, shellView } from '@lead/shared';
import { roleOf } from '../../platform/access/access-facts.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { companyInTenantScope } from '../../platform/access/companies.ts';
import { ownUser } from '../../platform/access/users.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { notFound } from '../../platform/errors.ts';
import { factsFor } from '../users/shell-access.ts';

export async function roleModuleResponse(
  ctx: AppContext,
  actor: Actor,
  params: { companyID: number; roleID: number; usrID: number },
) {
  const user = await ownUser(ctx.db, actor, params.usrID);
  const company = await companyInTenantScope(ctx.db, actor.scope, params.companyID);
  if (company.id !== user.companyId) throw notFound();
  const facts: ShellFacts = await factsFor(ctx, actor);
  const view = shellView(facts);
  const role = params.roleID === user.roleId ? await roleOf(ctx.db, params.roleID) : null;
  return {
    isBeta: facts.betaUserOf.b2b_module,
    betaFeature: facts.betaFeatures.b2b_module,
    paymentStatusFailed: facts.agencyPaymentFailed,
    agencyFilteredModules: facts.agencyModules,
    sidemenu: view.sidebar,
    modules: role ?? facts.permissions,
    setupcomplete: facts.cardSetUp && facts.profile_setup_completed === 'T' ? 'T' : 'F',
    accountconnected: facts.paymentAccountState,
    is_whitelabeling: company.isWhitelabeling ? 'T' : 'F',
    package_id: company.packageId,
    paymentgateway: company.paymentGateway,
  };
}
