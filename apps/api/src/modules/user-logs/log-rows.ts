// The user-log rows of part 2 §3 ("User log row"), newest first, for the page and the CSV.
import type { UserLogRow } from '@lead/shared';
import { desc, eq, sql } from 'drizzle-orm';
import { companies, userLogs, users } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';
import { userTypeLabel } from './user-type-label.ts';

const columns = {
  id: userLogs.id,
  name: users.name,
  userType: users.userType,
  userIp: userLogs.userIp,
  action: userLogs.action,
  description: userLogs.description,
  companyName: companies.companyName,
  campaignId: userLogs.campaignId,
  createdAt: userLogs.createdAt,
  /** The exact timestamp (microseconds, which a Date drops) for keyset paging. */
  cursorAt: sql<string>`${userLogs.createdAt}::text`,
};

/** Logs joined to their company (the tree decides who may read them) and their user, who may be gone. */
export const logsFrom = (db: Queryable) =>
  db
    .select(columns)
    .from(userLogs)
    .innerJoin(companies, eq(companies.id, userLogs.companyId))
    .leftJoin(users, eq(users.id, userLogs.userId));

export const newestFirst = [desc(userLogs.createdAt), desc(userLogs.id)];

export type LogRecord = Awaited<ReturnType<ReturnType<typeof logsFrom>['execute']>>[number];

export function toLogRow(record: LogRecord): UserLogRow {
  return {
    id: record.id,
    name: record.name,
    type_user: userTypeLabel(record.userType),
    // No IP geolocation source works offline, so the location stays empty for now.
    location: null,
    user_ip: record.userIp,
    action: record.action,
    description: record.description,
    company_name: record.companyName,
    campaign_id: record.campaignId,
    created_at: record.createdAt.toISOString(),
  };
}
