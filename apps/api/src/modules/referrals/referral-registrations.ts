// The agencies a person's referral link brought, newest first, with their owner and sign-up date.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.ts';
import type { InScope } from '../../platform/access/proof.ts';
import { beyondScope } from '../../platform/access/tenant-db.ts';
import type { Queryable } from '../../platform/db.ts';

export async function referralRegistrations(
  scoped: Queryable,
  self: InScope<'user'>,
  page: { Page: number; PerPage: number },
) {
  const broughtBy = eq(companies.referredBySalesUserId, self.id);
  // The agencies a person brought are beside its own, not below: read past the caller's scope, and
  // only those the person brought.
  const db = beyondScope(scoped);
  const [total] = await db.select({ n: count() }).from(companies).where(broughtBy);
  const rows = await db
    .select({
      company_id: companies.id,
      company_name: companies.companyName,
      name: users.name,
      created_at: companies.createdAt,
    })
    .from(companies)
    .leftJoin(
      users,
      and(eq(users.companyId, companies.id), inArray(users.userType, ['userdownline', 'client'])),
    )
    .where(broughtBy)
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(page.PerPage)
    .offset((page.Page - 1) * page.PerPage);
  const totalRows = total?.n ?? 0;
  return {
    data: rows.map(({ created_at, name, ...row }) => ({
      ...row,
      name: name ?? '',
      registered_at: created_at.toISOString(),
    })),
    current_page: page.Page,
    per_page: page.PerPage,
    total: totalRows,
    last_page: Math.max(1, Math.ceil(totalRows / page.PerPage)),
  };
}
