// A sales person's commissions (issue 15 point 3): the person itself, or platform staff of its
// platform, read the rows newest first with the agency, the invoice, the role, rate and amount.
import type { CommissionsResponse } from '@lead/shared';
import { desc, eq, sql } from 'drizzle-orm';
import { commissions, companies, invoices } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { isPlatformStaff } from '../../platform/access/platform-staff.ts';
import { type ProvenUser, userInTenantScope } from '../../platform/access/users.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';

const LISTED = 500;

/** The sales person the actor may read the commissions of: itself, or (platform staff) any of its platform. */
async function salesPersonFor(db: Queryable, actor: Actor, userId: number): Promise<ProvenUser> {
  if (actor.userType === 'sales' ? userId !== actor.userId : !isPlatformStaff(actor)) throw notFound();
  const { user, company } = await userInTenantScope(db, actor, userId);
  if (user.userType !== 'sales' || company.kind !== 'root') throw notFound();
  return user;
}

async function commissionsOf(db: Queryable, person: ProvenUser) {
  const rows = await db
    .select({
      id: commissions.id,
      createdAt: commissions.createdAt,
      agencyName: companies.companyName,
      invoiceNumber: invoices.number,
      role: commissions.role,
      ratePercent: commissions.ratePercent,
      baseCents: commissions.baseCents,
      amountCents: commissions.amountCents,
      reversedCents: commissions.reversedCents,
    })
    .from(commissions)
    .innerJoin(invoices, eq(invoices.id, commissions.invoiceId))
    .innerJoin(companies, eq(companies.id, commissions.agencyCompanyId))
    .where(eq(commissions.salesUserId, person.id))
    .orderBy(desc(commissions.createdAt), desc(commissions.id))
    .limit(LISTED);
  const [totals] = await db
    .select({
      total: sql<string>`coalesce(sum(${commissions.amountCents} - ${commissions.reversedCents}), 0)`,
      count: sql<string>`count(*)`,
    })
    .from(commissions)
    .where(eq(commissions.salesUserId, person.id));
  return { rows, total: Number(totals?.total ?? 0), count: Number(totals?.count ?? 0) };
}

export async function listCommissions(
  ctx: AppContext,
  actor: Actor,
  userId: number,
): Promise<CommissionsResponse> {
  const person = await salesPersonFor(ctx.db, actor, userId);
  const { rows, total, count } = await commissionsOf(ctx.db, person);
  return {
    sales_user: { id: person.id, name: person.name },
    commissions: rows.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      agency_name: row.agencyName,
      invoice_number: row.invoiceNumber,
      role: row.role,
      rate_percent: Number(row.ratePercent),
      base_cents: row.baseCents,
      amount_cents: row.amountCents,
      reversed_cents: row.reversedCents,
    })),
    total_cents: total,
    count,
  };
}
