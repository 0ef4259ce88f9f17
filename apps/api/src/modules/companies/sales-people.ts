// Sales people of an agency (part 2 §7 getSalesList, setSalesPerson): sales users of the platform as
// sales rep, account executive and referral; and the platform root list.
import { messages } from '@lead/shared';
import { and, asc, eq } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { companyOwnOrManaged, platformRoot } from '../../platform/access/companies.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { editableAgency } from './agency-billing.ts';

async function platformSalesPeople(db: Queryable, actor: Actor) {
  const root = await platformRoot(db, actor);
  return db
    .select({ id: users.id, name: users.name, isAccExecutive: users.isAccExecutive })
    .from(users)
    .where(and(eq(users.companyId, root.id), eq(users.userType, 'sales'), eq(users.active, true)))
    .orderBy(asc(users.name), asc(users.id));
}

export async function salesList(ctx: AppContext, actor: Actor, companyId?: number) {
  if (companyId !== undefined) await companyOwnOrManaged(ctx.db, actor, companyId);
  const people = await platformSalesPeople(ctx.db, actor);
  return {
    params: people.map((person) => ({
      id: person.id,
      name: person.name,
      isAccExecutive: person.isAccExecutive ? ('T' as const) : ('F' as const),
    })),
  };
}

export async function setSalesPeople(
  ctx: AppContext,
  actor: Actor,
  input: { companyID: number; salesRep: number | null; salesAE: number | null; salesRef: number | null },
  ip: string | null,
) {
  const agency = await editableAgency(ctx, actor, input.companyID);
  const chosen = [input.salesRep, input.salesAE, input.salesRef].filter((id): id is number => id !== null);
  const known = chosen.length
    ? (await platformSalesPeople(ctx.db, actor)).filter((person) => chosen.includes(person.id))
    : [];
  const problems: Record<string, string> = {};
  for (const field of ['salesRep', 'salesAE', 'salesRef'] as const) {
    const id = input[field];
    if (id !== null && !known.some((person) => person.id === id))
      problems[field] = messages.salesPersonUnknown;
  }
  const executive = known.find((person) => person.id === input.salesAE);
  if (input.salesAE !== null && executive && !executive.isAccExecutive)
    problems.salesAE = messages.salesPersonNotExecutive;
  if (Object.keys(problems).length > 0) throw invalid(problems);

  await ctx.db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({ salesRepId: input.salesRep, accountExecutiveId: input.salesAE, accountRefId: input.salesRef })
      .where(eq(companies.id, agency.id));
    const nameOf = (id: number | null) => known.find((person) => person.id === id)?.name ?? 'none';
    await logActorAction(
      tx,
      actor,
      ip,
      'sales-person',
      `Sales people of ${agency.companyName}: rep ${nameOf(input.salesRep)}, account executive ${nameOf(input.salesAE)}, referral ${nameOf(input.salesRef)}`,
    );
  });
  return { message: messages.salesPersonSaved };
}

/** The platform root the actor belongs to (GET /configuration/root/list). */
export async function rootList(ctx: AppContext, actor: Actor) {
  const root = await platformRoot(ctx.db, actor);
  return { params: [{ id: root.id, name: root.companyName }] };
}
