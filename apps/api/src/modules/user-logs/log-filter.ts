// Turns the log filters (part 2 §6, §7 getUserLogs) into SQL conditions on user_logs joined to its
// company and user. '9999' (and 'all' for campaign and dates) means no filter.
import { ALL_FILTER, LOG_DATE_FORMAT, type LogUserType, messages, parseLogDateRange } from '@lead/shared';
import { and, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { DateTime, IANAZone } from 'luxon';
import { campaigns, companies, userLogs, users } from '../../db/schema/index.ts';
import { inSubtreeOf } from '../../platform/access/subtree.ts';
import type { Queryable } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import type { LogCompany } from './log-access.ts';
import { ADMIN_USER_TYPES } from './user-type-label.ts';

/** The browser sends its zone in X-Timezone; without one, dates are read as the platform's. */
export const DEFAULT_TIME_ZONE = 'America/Chicago';
const LARGEST_ID = 2_147_483_647;

export type LogFilterValues = {
  action: string;
  userType: LogUserType;
  userID: string;
  campaignID: string;
  logDateRange: string;
};

export function requestTimeZone(header: string | string[] | undefined): string {
  const zone = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!zone) return DEFAULT_TIME_ZONE;
  if (!IANAZone.isValidZone(zone)) {
    throw invalid({ 'X-Timezone': messages.timeZoneInvalid });
  }
  return zone;
}

const isAll = (value: string) => value === ALL_FILTER || value === 'all';

/** The company's subtree: its own logs and those of every company below it. */
export const inSubtree = (company: LogCompany): SQL => inSubtreeOf(company);

/** "yyyy-MM-dd_yyyy-MM-dd" as [start of the first day, start of the day after the last) in `zone`. */
export function utcBounds(range: string, zone: string): { from: Date; until: Date } {
  const parsed = parseLogDateRange(range);
  if (!parsed) throw invalid({ logDateRange: messages.logDateRangeInvalid });
  const day = (text: string) => DateTime.fromFormat(text, LOG_DATE_FORMAT, { zone }).startOf('day');
  return { from: day(parsed.start).toJSDate(), until: day(parsed.end).plus({ days: 1 }).toJSDate() };
}

/** A user filter must name someone of that subtree; anyone else is refused, never silently empty. */
async function subtreeUserId(db: Queryable, company: LogCompany, userID: string): Promise<number> {
  const refusal = { userID: messages.logUserUnknown };
  const wanted = Number(userID);
  if (!Number.isSafeInteger(wanted) || wanted < 1 || wanted > LARGEST_ID) throw invalid(refusal);
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, wanted), inSubtree(company)))
    .limit(1);
  if (!found) throw invalid(refusal);
  return found.id;
}

/**
 * A campaign filter that names a campaign of that subtree (a removed one too: its logs stay), for a
 * signed link, which repeats its filters: another tenant's campaign id is refused, never echoed.
 */
export async function requireSubtreeCampaign(db: Queryable, company: LogCompany, campaignID: string) {
  if (isAll(campaignID)) return;
  const [found] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(and(eq(campaigns.leadspeekApiId, campaignID), inSubtree(company)))
    .limit(1);
  if (!found) throw invalid({ campaignID: messages.logCampaignUnknown });
}

export async function logConditions(
  db: Queryable,
  company: LogCompany,
  filter: LogFilterValues,
  zone: string,
): Promise<SQL[]> {
  const conditions: SQL[] = [inSubtree(company)];
  if (!isAll(filter.action)) conditions.push(eq(userLogs.action, filter.action));
  if (filter.userType === 'admin') conditions.push(inArray(users.userType, ADMIN_USER_TYPES));
  if (filter.userType === 'client') conditions.push(eq(users.userType, 'client'));
  if (!isAll(filter.userID)) {
    conditions.push(eq(userLogs.userId, await subtreeUserId(db, company, filter.userID)));
  }
  if (!isAll(filter.campaignID)) conditions.push(eq(userLogs.campaignId, filter.campaignID));
  if (!isAll(filter.logDateRange)) {
    const { from, until } = utcBounds(filter.logDateRange, zone);
    conditions.push(gte(userLogs.createdAt, from), lt(userLogs.createdAt, until));
  }
  return conditions;
}
