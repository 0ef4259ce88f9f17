// Adding an account from agency and client management (part 2 §2 inline add form, §7 CreateClient):
// an agency under the platform, a client under an agency, or a staff member; invited by e-mail.
import { randomBytes } from 'node:crypto';
import {
  type ListUserType,
  type MessageKey,
  messages,
  type PaymentAccountState,
  paymentAccountState,
} from '@lead/shared';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { companyInTenantScope } from '../../platform/access/companies.ts';
import {
  type Company,
  ownOrManagedAgency,
  ownsCompany,
  staffCompany,
} from '../../platform/access/managed-accounts.ts';
import { platformDomainOf, takenProblems } from '../../platform/access/uniqueness.ts';
import { userInTenantScope } from '../../platform/access/users.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { hashPassword, newToken } from '../../platform/secrets.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { chosenClientPreset, giveClientPreset } from './client-price-preset.ts';
import { createCompany, freeSubdomain } from './create-company.ts';
import {
  companyColumns,
  companyNameOf,
  type DownlineInput,
  domainOf,
  emailOf,
  formProblems,
  hasProblems,
  ROW_LABEL,
  refusal,
  roleProblem,
  subdomainOf,
  takenByRace,
  userColumns,
} from './downline-fields.ts';
import { sendInvitation } from './invitation.ts';
import { tenantRowOfUser } from './tenant-rows.ts';

/** New clients get the agency's Site ID and Search ID, as far as the agency has them. */
const DEFAULT_CLIENT_MODULES = ['local', 'locator'] as const;

const NOT_CONNECTED: Record<Exclude<PaymentAccountState, 'connected'>, MessageKey> = {
  'not-connected': 'paymentNoticeAgencyNotConnected',
  pending: 'paymentNoticeAgencyPending',
  inverification: 'paymentNoticeUnderReview',
};

/** Sales people bring agencies through a referral code of their own. */
const newReferralCode = () => randomBytes(5).toString('hex').toUpperCase();

/**
 * The company the new account is added under (agencies, clients) or into (staff). Only platform
 * staff get here for agencies and sales people (the route's rule).
 */
async function homeOf(db: Queryable, actor: Actor, rowType: ListUserType, companyId: number) {
  if (rowType === 'userdownline') {
    if (companyId !== actor.rootCompanyId) throw notFound();
    return companyInTenantScope(db, actor.scope, companyId);
  }
  if (rowType === 'client') return ownOrManagedAgency(db, actor, companyId);
  return staffCompany(db, actor, rowType, companyId);
}

/** An agency adds clients only once its payment account is connected (part 2 §8); else 409. */
function refuseUnconnectedAgency(agency: Company): void {
  const state = paymentAccountState({
    status_acc: agency.accountStatus,
    package_id: agency.packageId,
    manual_bill: agency.manualBill ? 'T' : 'F',
    paymentgateway: agency.paymentGateway,
  });
  if (state !== 'connected') throw new AppError(409, NOT_CONNECTED[state]);
}

export async function createAccount(ctx: AppContext, actor: Actor, input: DownlineInput, ip: string | null) {
  const rowType = input.userType;
  const home = await homeOf(ctx.db, actor, rowType, input.companyID);
  const problems = {
    ...formProblems(rowType, 'add', input),
    ...(rowType === 'administrator' ? await roleProblem(ctx.db, actor, home.id, input.ClientRole) : {}),
  };
  if (hasProblems(problems)) throw refusal(problems);
  if (rowType === 'client' && home.kind === 'agency') refuseUnconnectedAgency(home);
  const pricePreset =
    rowType === 'client' ? await chosenClientPreset(ctx.db, home, input.pricePresetID) : null;

  const subdomain =
    rowType === 'userdownline'
      ? (subdomainOf(input) ?? (await freeSubdomain(ctx.db, companyNameOf(input))))
      : null;
  const domain = rowType === 'userdownline' ? domainOf(input) : null;
  const taken = await takenProblems(
    ctx.db,
    {
      email: emailOf(input),
      subdomain,
      domain,
      platformDomain: await platformDomainOf(ctx.db, home.path),
    },
    {},
  );
  if (hasProblems(taken)) throw refusal(taken);
  // Nobody knows this password: the invitation link is how the person chooses one.
  const passwordHash = await hashPassword(newToken());

  const created = await ctx.db
    .transaction(async (tx) => {
      const company = ownsCompany(rowType)
        ? await createCompany(tx, home, {
            ...companyColumns(rowType, input),
            ...(rowType === 'userdownline'
              ? {
                  kind: 'agency' as const,
                  subdomain,
                  domain,
                  selectedTerms: home.selectedTerms,
                  selectedModules: home.selectedModules,
                }
              : {
                  kind: 'client' as const,
                  leadspeekType: DEFAULT_CLIENT_MODULES.filter((module) =>
                    home.selectedModules.includes(module),
                  ).join('|'),
                }),
          })
        : home;
      const [user] = await tx
        .insert(users)
        .values({
          ...userColumns(rowType, input),
          companyId: company.id,
          userType: rowType,
          passwordHash,
          // Staff of the platform itself are its system users.
          isSystemUser: !ownsCompany(rowType) && company.kind === 'root',
          roleId: rowType === 'administrator' ? (input.ClientRole ?? null) : null,
          referralCode: rowType === 'sales' ? newReferralCode() : null,
        })
        .returning();
      if (!user) throw new Error('user insert returned nothing');
      await giveClientPreset(tx, home, company.id, pricePreset);
      await logActorAction(
        tx,
        actor,
        ip,
        'user-create',
        `Added ${ROW_LABEL[rowType]} ${user.name} (${user.email}) to ${company.companyName}`,
      );
      return { user, company };
    })
    .catch((error: unknown) => {
      const race = takenByRace(error);
      throw race ? refusal(race) : error;
    });

  // The account exists either way; a failed mail is in the outbox and the invitation can be resent.
  await sendInvitation(ctx, created).catch(() => undefined);
  const { user } = await userInTenantScope(ctx.db, actor, created.user.id);
  const row = await tenantRowOfUser(ctx.db, user);
  return { result: 'success' as const, message: messages.dataAdded, data: row ? [row] : [] };
}
