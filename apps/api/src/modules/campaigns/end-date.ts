// Campaigns stop by themselves at their end date (issue 5 point 2): an active or paused campaign
// runs through the whole of its end date in its own time zone and is stopped from the next local
// midnight on. The scheduled job (end-date-job.ts) calls this every minute; running it twice is safe.
import { DEFAULT_CAMPAIGN_TIME_ZONE } from '@lead/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db.ts';
import { writeUserLog } from '../../platform/user-log.ts';

export type StoppedCampaign = {
  leadspeek_api_id: string;
  company_id: number;
  previous_status: string;
  end_date: string;
  timezone: string;
};

export async function stopEndedCampaigns(db: Database, now: Date = new Date()): Promise<StoppedCampaign[]> {
  return db.transaction(async (tx) => {
    // An unknown zone must not break the job for everyone: such campaigns use the system default.
    const { rows } = await tx.execute<StoppedCampaign>(sql`
      with ended as (
        select k.id, k.status as previous_status
        from campaigns k
        where k.status in ('active', 'paused') and k.end_date is not null and k.removed_at is null
          and k.end_date < (${now.toISOString()}::timestamptz at time zone (
            case when exists (select 1 from pg_timezone_names z where z.name = k.timezone)
              then k.timezone else ${DEFAULT_CAMPAIGN_TIME_ZONE} end))::date
        for update of k skip locked
      )
      update campaigns k
      set status = 'stopped', stopped_at = ${now.toISOString()}::timestamptz, updated_at = now()
      from ended
      where k.id = ended.id
      returning k.leadspeek_api_id, k.company_id, ended.previous_status,
        k.end_date::text as end_date, k.timezone`);
    for (const row of rows) {
      await writeUserLog(tx, {
        userId: null,
        companyId: row.company_id,
        action: 'campaign',
        description: `Campaign ${row.leadspeek_api_id} stopped: its end date ${row.end_date} passed (${row.timezone}); was ${row.previous_status}`,
        ip: null,
        campaignId: row.leadspeek_api_id,
      });
    }
    return rows;
  });
}
