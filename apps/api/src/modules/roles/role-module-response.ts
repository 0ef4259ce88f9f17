// The spec's role/module response (part 1 §3), read by GET /configuration/role-module/getrolemodule/…
// Every field comes from what the shell already reads for the caller (its facts and companies);
// contracts/role-module.ts says what each carries.
import {
  LEAD_MODULE_KINDS,
  PAYMENT_TERMS,
  type RoleModuleResponse,
  type ShellFacts,
  shellView,
} from '@lead/shared';
import { roleOf } from '../../platform/access/access-facts.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { companyInTenantScope } from '../../platform/access/companies.ts';
import { ownUser } from '../../platform/access/users.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { notFound } from '../../platform/errors.ts';
import { actorCompanies } from '../users/actor-companies.ts';
import { factsFrom } from '../users/shell-access.ts';
import { appearanceFor, brandLineageIds, moduleNamesFor } from '../white-label/company-settings.ts';
import { agencyOnboardingOf } from './agency-onboarding.ts';
import { failedPaymentOf } from './failed-payment.ts';

export async function roleModuleResponse(
  ctx: AppContext,
  actor: Actor,
  params: { companyID: number; roleID: number; usrID: number },
): Promise<RoleModuleResponse> {
  const user = await ownUser(ctx.db, actor, params.usrID);
  const company = await companyInTenantScope(ctx.db, actor.scope, params.companyID);
  if (company.id !== user.companyId) throw notFound();
  const companies = await actorCompanies(ctx.db, actor);
  const { agency, root } = companies;
  const facts: ShellFacts = await factsFrom(ctx, actor, companies);
  const view = shellView(facts);
  // The colours above the caller's company: its agency's for a client, its platform's for an agency.
  const brandAbove = (await brandLineageIds(ctx.db, company.path)).filter((id) => id !== company.id);
  const [role, failedPayment, onboarding, rootSideMenu, colorsParent] = await Promise.all([
    params.roleID === user.roleId ? roleOf(ctx.db, params.roleID) : null,
    failedPaymentOf(ctx.db, actor, company),
    agencyOnboardingOf(ctx.db, company, facts),
    moduleNamesFor(ctx.db, [root.id]),
    appearanceFor(ctx.db, brandAbove),
  ]);
  return {
    isBeta: facts.betaUserOf.b2b_module,
    betaFeature: facts.betaFeatures.b2b_module,
    paymentStatusFailed: facts.agencyPaymentFailed,
    accessmodule_agency: facts.agencyPaymentFailed
      ? ['paymentfailed']
      : LEAD_MODULE_KINDS.filter((kind) => agency.selectedModules.includes(kind)),
    ...failedPayment,
    agencyFilteredModules: facts.agencyModules,
    // Clients cannot name modules (no configuration routes), so the caller's lineage names are its agency's.
    agency_side_menu: facts.moduleNames,
    rootsidemenu: rootSideMenu,
    sidemenu: view.sidebar,
    agency_onboarding_status: onboarding,
    is_whitelabeling: company.isWhitelabeling ? 'T' : 'F',
    colors_parent: colorsParent,
    paymenttermlist: PAYMENT_TERMS.filter((term) => agency.selectedTerms.includes(term)),
    rootPaymentTermsNewAgencies: PAYMENT_TERMS.map((term) => ({
      term,
      status: root.selectedTerms.includes(term),
    })),
    agencyDefaultModules: LEAD_MODULE_KINDS.map((type) => ({
      type,
      status: root.selectedModules.includes(type),
    })),
    modules: role ?? facts.permissions,
    setupcomplete: facts.cardSetUp && facts.profile_setup_completed === 'T' ? 'T' : 'F',
    accountconnected: facts.paymentAccountState,
    package_id: company.packageId,
    paymentgateway: company.paymentGateway,
  };
}
