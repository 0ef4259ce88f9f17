// The signed link to a user-log download (issue 26): the spec opens the CSV as a browser navigation
// (part 2 §2), which carries no bearer token, so the caller first asks for a link that stands for its
// session for a minute (platform/access/signed-links.ts). The link keeps the viewer's time zone,
// which a navigation cannot send as a header.
import { pathOf, queryStringOf, userLogsRoutes } from '@lead/shared';
import type { Actor } from '../../platform/access/actor.ts';
import { companyManagedOrOwnRoot } from '../../platform/access/companies.ts';
import { signedLinkFor } from '../../platform/access/signed-links.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { type LogFilterValues, logConditions, requireSubtreeCampaign } from './log-filter.ts';

export async function userLogDownloadLink(
  ctx: AppContext,
  actor: Actor,
  params: LogFilterValues & { companyID: number },
  zone: string,
) {
  // The download's own checks, so another tenant's company (404) or a bad filter (422) answers here;
  // the link repeats the filters, so a campaign must also be one of the company's.
  const company = await companyManagedOrOwnRoot(ctx.db, actor, params.companyID);
  await logConditions(ctx.db, company, params, zone);
  await requireSubtreeCampaign(ctx.db, company, params.campaignID);
  const path = pathOf(userLogsRoutes.downloadLogs, params) + queryStringOf({ timezone: zone });
  return signedLinkFor(ctx.config, actor, path);
}
