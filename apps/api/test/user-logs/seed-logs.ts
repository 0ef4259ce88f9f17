// Log rows at chosen moments for the user-log tests, written the way the product writes them.
import type { LogAction } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { userLogs } from '../../src/db/schema/index.ts';
import type { Queryable } from '../../src/platform/db.ts';
import { writeUserLog } from '../../src/platform/user-log.ts';
import { userNamed } from '../demo-lookup.ts';

export type SeededLog = {
  /** The demo user who acted; null for a log whose user is gone. */
  email: string | null;
  /** The company of the row when the user is gone. */
  companyId?: number;
  action: LogAction;
  description: string;
  /** ISO local time in `zone`, e.g. '2021-03-02T23:30'. */
  at: string;
  zone?: string;
  campaignId?: string | null;
  ip?: string | null;
};

export async function seedLog(db: Queryable, log: SeededLog): Promise<void> {
  const user = log.email ? await userNamed(db, log.email) : null;
  await writeUserLog(db, {
    userId: user?.id ?? null,
    companyId: user?.companyId ?? log.companyId ?? null,
    action: log.action,
    description: log.description,
    ip: log.ip === undefined ? '203.0.113.7' : log.ip,
    campaignId: log.campaignId ?? null,
  });
  const moment = DateTime.fromISO(log.at, { zone: log.zone ?? 'America/Chicago' });
  if (!moment.isValid) throw new Error(`bad seed time ${log.at}`);
  await db
    .update(userLogs)
    .set({ createdAt: moment.toJSDate() })
    .where(eq(userLogs.description, log.description));
}
