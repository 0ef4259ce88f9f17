// Every hour (issue 25 item 6): an active Site ID campaign whose pixel has sent no page view from its
// site for more than PIXEL_SILENCE_HOURS tells its agency by e-mail, once per silence: the notice
// keeps the last page view before the silence, and a later silence (after the pixel spoke again) has
// another. The notice and the e-mail's outbox row are written together, so no run mails twice.
import { PIXEL_SILENCE_HOURS, type PixelHostSeen } from '@lead/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/app-context.ts';
import { defineScheduledJob } from '../../platform/define-job.ts';
import { staffAbove } from '../lead-engine/held-alert-job.ts';
import { wakeMailSender } from '../mail-queue/send-pending-mail-job.ts';
import { pixelStatusOf } from './pixel-status.ts';

type Candidate = {
  id: number;
  campaign_name: string;
  leadspeek_api_id: string;
  url_code: string | null;
  status: string;
  client_name: string;
  client_path: string;
  seen: PixelHostSeen[];
};

export function pixelSilenceMail(campaign: Candidate, host: string, lastSeen: Date) {
  const since = `${lastSeen.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return {
    subject: `No page views from the pixel of ${campaign.campaign_name}`,
    text: [
      `Campaign ${campaign.campaign_name} (${campaign.leadspeek_api_id}) of ${campaign.client_name} is running, but its pixel has sent no page view from ${host} since ${since}.`,
      'While the pixel is silent, the campaign makes no leads.',
      '',
      "Check that the pixel's code is still on the site's pages: Campaign Management shows the code and where the pixel was last seen.",
      '',
    ].join('\n'),
  };
}

/** Mails the agencies of the campaigns whose pixel fell silent; answers how many were told. */
export async function tellSilentPixels(ctx: AppContext, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - PIXEL_SILENCE_HOURS * 3_600_000);
  const { rows } = await ctx.db.execute<Candidate>(sql`
    select c.id, c.campaign_name, c.leadspeek_api_id, c.url_code, c.status, k.company_name as client_name,
      k.path::text as client_path,
      (select json_agg(json_build_object('host', s.host, 'page_views', s.page_views,
          'first_seen_at', s.first_seen_at, 'last_seen_at', s.last_seen_at) order by s.last_seen_at desc)
        from pixel_sightings s where s.campaign_id = c.id) as seen
    from campaigns c join companies k on k.id = c.company_id
    where c.module = 'local' and c.status = 'active' and c.removed_at is null
      and exists (select 1 from pixel_sightings s where s.campaign_id = c.id and s.last_seen_at < ${cutoff})`);
  let told = 0;
  let mails = 0;
  for (const campaign of rows) {
    const status = pixelStatusOf({ urlCode: campaign.url_code, status: campaign.status }, campaign.seen, now);
    const last = status.on_site[0];
    if (status.state !== 'silent' || !last) continue;
    const silentSince = new Date(last.last_seen_at);
    const mailed = await ctx.db.transaction(async (tx) => {
      // Once per silence, whichever run gets here first.
      const { rows: noticed } = await tx.execute(sql`
        insert into pixel_silence_notices (campaign_id, silent_since, mailed_at)
        values (${campaign.id}, ${silentSince}, ${now})
        on conflict (campaign_id) do update set silent_since = excluded.silent_since, mailed_at = excluded.mailed_at
          where pixel_silence_notices.silent_since <> excluded.silent_since
        returning campaign_id`);
      if (noticed.length === 0) return false;
      const mail = pixelSilenceMail(campaign, last.host, silentSince);
      const staff = await staffAbove(tx, campaign.client_path, { platform: false });
      mails += await ctx.mailer.sendAfterCommit(
        staff.map((person) => ({ to: person.email, companyId: person.companyId, ...mail })),
        tx,
      );
      return true;
    });
    if (mailed) told++;
  }
  await wakeMailSender(ctx, mails);
  return told;
}

export const pixelSilenceJob = defineScheduledJob({
  name: 'pixel-silence',
  cron: '23 * * * *',
  run: (ctx) => tellSilentPixels(ctx),
});
