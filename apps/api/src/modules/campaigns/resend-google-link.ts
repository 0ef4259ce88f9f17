// POST /leadspeek/client/resendgooglelink: mails the Google Sheet report link again to every report
// recipient of a GoogleSheet campaign. The sheet itself comes with the reports issue; the link opens
// the campaign's report on the client's brand site (never the Host header of the request).
import { CAMPAIGN_FIELD_MESSAGES as M } from '@lead/shared';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCampaign } from '../../platform/access/campaigns.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { brandSiteOf } from '../white-label/brand-site.ts';

export const googleSheetLink = (siteOrigin: string, leadspeekApiId: string) =>
  `${siteOrigin}/leadspeek/report/googlesheet/${leadspeekApiId}`;

export async function resendGoogleLink(
  ctx: AppContext,
  actor: Actor,
  leadspeekID: string | number,
  ip: string | null,
) {
  const { campaign, company } = await visibleCampaign(ctx.db, actor, leadspeekID);
  if (campaign.status === 'archived') throw new AppError(409, 'invalidInput', { leadspeekID: M.archived });
  if (campaign.reportType !== 'GoogleSheet') throw invalid({ reportType: M.notGoogleSheet });
  if (campaign.reportSentTo.length === 0) throw invalid({ reportSentTo: M.noRecipients });
  const site = await brandSiteOf(ctx, { userType: 'client' }, company);
  const link = googleSheetLink(site.origin, campaign.leadspeekApiId);
  for (const to of campaign.reportSentTo) {
    await ctx.mailer.send({
      to,
      companyId: company.id,
      subject: `Your Google Sheet report for ${campaign.campaignName}`,
      text: `The leads of campaign ${campaign.campaignName} (#${campaign.leadspeekApiId}) are in this Google Sheet:\n${link}\n`,
    });
  }
  await logActorAction(
    ctx.db,
    actor,
    ip,
    'campaign',
    `Resent the Google Sheet link of campaign ${campaign.leadspeekApiId} to ${campaign.reportSentTo.join(', ')}`,
    campaign.leadspeekApiId,
  );
  return { message: M.googleLinkSent, sent_to: campaign.reportSentTo };
}
