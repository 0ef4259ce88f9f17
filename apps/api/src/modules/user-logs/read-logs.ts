// POST /configuration/user/log-user: one page of a company subtree's logs (part 2 §7 getUserLogs).
import { lastPageOf, TENANT_LIMITS } from '@lead/shared';
import { and, count, eq } from 'drizzle-orm';
import { companies, userLogs, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { companyManagedOrOwnRoot } from '../../platform/access/companies.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { type LogFilterValues, logConditions } from './log-filter.ts';
import { logsFrom, newestFirst, toLogRow } from './log-rows.ts';

export async function userLogPageOf(
  ctx: AppContext,
  actor: Actor,
  request: LogFilterValues & { companyID: number; page: number },
  zone: string,
) {
  const company = await companyManagedOrOwnRoot(ctx.db, actor, request.companyID);
  const where = and(...(await logConditions(ctx.db, company, request, zone)));
  // The server decides the page size (part 2 §9).
  const perPage = TENANT_LIMITS.perPage;
  const [records, [counted]] = await Promise.all([
    logsFrom(ctx.db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(perPage)
      .offset((request.page - 1) * perPage),
    ctx.db
      .select({ total: count() })
      .from(userLogs)
      .innerJoin(companies, eq(companies.id, userLogs.companyId))
      .leftJoin(users, eq(users.id, userLogs.userId))
      .where(where),
  ]);
  const total = counted?.total ?? 0;
  return {
    data: records.map(toLogRow),
    current_page: request.page,
    per_page: perPage,
    total,
    last_page: lastPageOf(total, perPage),
  };
}
