// What of a foreign tenant an answer shows or a request wrote: its names, e-mails and keys in the body,
// its companies, users and campaigns in the written rows; and which 4xx refuse a foreign id.
import type { RowWrite } from '../fuzz/write-journal.ts';
import type { ForeignTenant } from './tenants.ts';

export type Answer = { status: number; body: string; writes: RowWrite[] };

const wordPattern = (marker: string) =>
  new RegExp(`(?<![0-9A-Za-z])${marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9A-Za-z])`);

/** The foreign tenant's markers that appear in the answer. */
export const markersIn = (body: string, tenant: ForeignTenant) =>
  tenant.markers.filter((marker) => wordPattern(marker).test(body));

/** The written rows that belong to the foreign tenant (its companies, users or campaigns). */
export function foreignRows(writes: RowWrite[], tenant: ForeignTenant): string[] {
  const companyIds = new Set(tenant.companies);
  const userIds = new Set(tenant.users);
  const campaignIds = new Set(tenant.campaigns);
  const keys = new Set(tenant.campaignKeys);
  return writes.flatMap(({ table, operation, row }) => {
    if (!row) return [];
    const owned = Object.entries(row).some(([column, value]) => {
      if (column === 'id')
        return (
          (table === 'companies' && companyIds.has(value as number)) ||
          (table === 'users' && userIds.has(value as number)) ||
          (table === 'campaigns' && campaignIds.has(value as number))
        );
      if (/company_id$|^parent_id$/.test(column) && table !== 'organizations')
        return companyIds.has(value as number);
      if (/user_id$|^sales_rep_id$|^account_executive_id$/.test(column)) return userIds.has(value as number);
      if (column === 'campaign_id') return campaignIds.has(value as number);
      if (column === 'leadspeek_api_id') return keys.has(value as string);
      return false;
    });
    return owned ? [`${operation} ${table} ${JSON.stringify(row).slice(0, 160)}`] : [];
  });
}

/**
 * How a foreign id may be refused: not signed in, not allowed, not found (the row is outside the
 * caller's reach), invalid (the field names no row the caller may choose), too many attempts. A 409 or
 * 410 would tell the state of a row the caller may not see, unless its own ids get the same answer.
 */
export const REFUSALS = new Set([401, 403, 404, 422, 429]);
