// Editing a row of agency and client management (part 2 §2 inline edit form, §7 UpdateClient):
// the company and its owner, or a staff member. A product with active campaigns stays enabled.
import { type downlineUpdateRequest, messages } from '@lead/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { companies, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { ProvenCompany } from '../../platform/access/companies.ts';
import { managedAccount, ownsCompany } from '../../platform/access/managed-accounts.ts';
import { isPlatformStaff } from '../../platform/access/platform-staff.ts';
import { inSubtreeOf } from '../../platform/access/subtree.ts';
import { platformDomainOf, takenProblems } from '../../platform/access/uniqueness.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { activeCampaignIds, lockCompany } from './active-campaigns.ts';
import {
  companyColumns,
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
import { type ProductChange, productChange } from './product-selection.ts';
import { tenantRowOfUser } from './tenant-rows.ts';

export type DownlineUpdateInput = z.output<typeof downlineUpdateRequest>;

/** Refuses (422), before anything is written, to disable products whose campaigns still run. */
async function refuseDisablingActiveProducts(db: Queryable, company: ProvenCompany, change: ProductChange) {
  const active = await activeCampaignIds(db, company, change.disabledModules);
  if (Object.keys(active).length > 0)
    throw new AppError(422, 'productHasActiveCampaigns', undefined, undefined, {
      active_campaign_id: active,
    });
}

/** An agency that loses a product takes it from its clients too. */
async function withdrawFromClients(db: Queryable, agency: ProvenCompany, change: ProductChange) {
  if (change.disabledModules.length === 0) return;
  const withdrawn = `{${change.disabledModules.join(',')}}`;
  await db.execute(sql`
    update companies set leadspeek_type = array_to_string(array(
      select kept from unnest(string_to_array(leadspeek_type, '|')) kept
      where kept <> all(${withdrawn}::text[])), '|')
    where ${inSubtreeOf(agency, sql`path`)} and kind = 'client'`);
}

export async function updateAccount(
  ctx: AppContext,
  actor: Actor,
  input: DownlineUpdateInput,
  ip: string | null,
) {
  const rowType = input.userType;
  const { user, company } = await managedAccount(ctx.db, actor, input.ClientID, rowType);
  const change = ownsCompany(rowType) ? await productChange(ctx.db, actor.scope, company, input) : null;
  const problems = {
    ...formProblems(rowType, 'edit', input, change?.termsForm, { phone: user.phonenum }),
    ...change?.problems,
    ...(rowType === 'administrator' ? await roleProblem(ctx.db, actor, company.id, input.ClientRole) : {}),
  };
  if (hasProblems(problems)) throw refusal(problems);
  // What an agency may sell is the platform's decision (part 2 §6: system users).
  if (rowType === 'userdownline' && change?.changed && !isPlatformStaff(actor)) throw forbidden();
  const isAgency = rowType === 'userdownline';
  const taken = await takenProblems(
    ctx.db,
    {
      email: emailOf(input),
      subdomain: isAgency ? subdomainOf(input) : null,
      domain: isAgency ? domainOf(input) : null,
      platformDomain: await platformDomainOf(ctx.db, company.path),
    },
    { userId: user.id, companyId: company.id },
  );
  if (hasProblems(taken)) throw refusal(taken);

  await ctx.db
    .transaction(async (tx) => {
      if (ownsCompany(rowType) && change) {
        await lockCompany(tx, company);
        await refuseDisablingActiveProducts(tx, company, change);
        await tx
          .update(companies)
          .set({ ...companyColumns(rowType, input), ...change.columns })
          .where(eq(companies.id, company.id));
        if (isAgency) await withdrawFromClients(tx, company, change);
      }
      await tx
        .update(users)
        .set({
          ...userColumns(rowType, input),
          // A form without the role field leaves the role as it is.
          ...(rowType === 'administrator' && input.ClientRole !== undefined
            ? { roleId: input.ClientRole }
            : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id));
      await logActorAction(
        tx,
        actor,
        ip,
        'user-update',
        `Updated ${ROW_LABEL[rowType]} ${input.ClientFullName.trim()} (${emailOf(input)}) of ${company.companyName}`,
      );
    })
    .catch((error: unknown) => {
      const race = takenByRace(error);
      throw race ? refusal(race) : error;
    });

  const row = await tenantRowOfUser(ctx.db, user);
  return { result: 'success' as const, message: messages.dataUpdated, data: row ? [row] : [] };
}
