// The viewer's time zone for reports: every call carries it (part 2 §7) in X-Timezone; a `timezone`
// query overrides it (links and tests). Report days are local days of this zone.
import { messages } from '@lead/shared';
import { DateTime, IANAZone } from 'luxon';
import { invalid } from '../../platform/errors.ts';
import { DEFAULT_TIME_ZONE } from '../user-logs/log-filter.ts';

/** The zone's name and the request field it came from (named when it is refused). */
export type ReportZone = { name: string; field: 'timezone' | 'X-Timezone' };

export function reportZone(queryZone: string | undefined, header: string | string[] | undefined): ReportZone {
  const field = queryZone ? 'timezone' : 'X-Timezone';
  const name = (queryZone || (Array.isArray(header) ? header[0] : header))?.trim();
  if (!name) return { name: DEFAULT_TIME_ZONE, field };
  if (!IANAZone.isValidZone(name)) throw refusedZone(field);
  return { name, field };
}

export const refusedZone = (field: ReportZone['field']) => invalid({ [field]: messages.timeZoneInvalid });

/** Today's date (yyyy-MM-dd) in the zone. */
export const todayIn = (zone: string): string => DateTime.now().setZone(zone).toISODate() ?? '';

/** The local date of an instant in the zone. */
export const localDateOf = (instant: Date, zone: string): string =>
  DateTime.fromJSDate(instant, { zone }).toISODate() ?? '';

/** [start of the first day, start of the day after the last) of a local date range, as instants. */
export function rangeBounds(range: { startDate: string; endDate: string }, zone: string) {
  const day = (text: string) => DateTime.fromISO(text, { zone }).startOf('day');
  return {
    from: day(range.startDate).toJSDate(),
    until: day(range.endDate).plus({ days: 1 }).toJSDate(),
  };
}

/** PostgreSQL's own zone list may lack a zone the runtime knows: that is the caller's input error. */
function zoneRefusedByDatabase(error: unknown): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const pgError = cause as { code?: string; message?: string };
  return pgError?.code === '22023' && /time zone/i.test(pgError.message ?? '');
}

/** Runs a query that turns instants into the zone's local days, refusing the zone as input if PostgreSQL does. */
export async function inZone<T>(zone: ReportZone, query: () => Promise<T>): Promise<T> {
  try {
    return await query();
  } catch (error) {
    if (zoneRefusedByDatabase(error)) throw refusedZone(zone.field);
    throw error;
  }
}
