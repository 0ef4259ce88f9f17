// The facts the shell rules take (contracts/shell.ts), gathered for the signed-in actor.
import {
  agencyModules,
  clientModules,
  effectivePermissions,
  paymentAccountState,
  type ShellFacts,
} from '@lead/shared';
import { roleOf } from '../../platform/access/access-facts.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { Queryable } from '../../platform/db.ts';
import { betaStateFor } from '../features/beta-features.ts';
import { moduleNamesFor } from '../white-label/company-settings.ts';
import { actorCompanies } from './actor-companies.ts';

const flag = (value: boolean) => (value ? 'T' : 'F');

export type ActorCompanies = Awaited<ReturnType<typeof actorCompanies>>;

export async function shellFactsOf(
  db: Queryable,
  actor: Actor,
  supportUrl: string | null,
): Promise<ShellFacts> {
  return shellFactsFrom(db, actor, supportUrl, await actorCompanies(db, actor));
}

/** The facts from the actor's companies already read (the role/module answer reads them too). */
export async function shellFactsFrom(
  db: Queryable,
  actor: Actor,
  supportUrl: string | null,
  { user, lineage, company, agency }: ActorCompanies,
): Promise<ShellFacts> {
  const [moduleNames, beta, role] = await Promise.all([
    moduleNamesFor(db, lineage),
    betaStateFor(db, user, actor.rootCompanyId),
    user.roleId === null ? null : roleOf(db, user.roleId),
  ]);
  const accountState = paymentAccountState({
    status_acc: user.userType === 'sales' ? user.accountStatus : agency.accountStatus,
    package_id: agency.packageId,
    manual_bill: flag(agency.manualBill),
    paymentgateway: agency.paymentGateway,
  });
  const agencyStaff = (user.userType === 'user' || user.userType === 'userdownline') && !user.isSystemUser;

  return {
    user_id: user.id,
    user_type: user.userType,
    systemuser: user.isSystemUser,
    rootcomp: company.kind === 'root',
    isViewMode: actor.viewerUserId !== null,
    isAccExecutive: flag(user.isAccExecutive),
    salesAccountConnected: user.userType === 'sales' && user.accountStatus === 'completed',
    user_permissions: user.userPermissions ?? null,
    manual_bill: flag(agency.manualBill),
    cardSetUp: user.customerCardId !== null,
    paymentAccountState: accountState,
    paymentAccountConnected: accountState === 'connected',
    agencyPaymentFailed: agency.kind === 'agency' && agency.paymentStatus === 'failed',
    clientPaymentFailed: company.kind === 'client' && company.paymentStatus === 'failed',
    profile_setup_completed: flag(user.profileSetupCompleted),
    disable_client_add_campaign: flag(user.disableClientAddCampaign),
    agencyModules: agencyModules(moduleNames),
    clientModules: company.kind === 'client' ? clientModules(company.leadspeekType) : [],
    moduleNames,
    permissions: effectivePermissions({ user_type: user.userType, systemuser: user.isSystemUser }, role),
    ...beta,
    connectedAccount: {
      charges_enabled: agency.chargesEnabled,
      payouts_enabled: agency.payoutsEnabled,
      account_requirements: agency.accountRequirements,
    },
    supportUrl: agencyStaff && agency.kind === 'agency' ? supportUrl : null,
  };
}
