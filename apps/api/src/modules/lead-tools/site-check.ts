// POST /check-site-embeded-code: fetch the campaign's landing page (or another page of the same
// site) and look for its embed code. Part 2 §5: a crawl that times out, or a page answering 504,
// is 'not exist' with 'Blocked from crawling (Needs manual review at your url)'.
import {
  type CheckSiteEmbedBody,
  type CheckSiteEmbedResponse,
  messages,
  LEAD_TOOL_MESSAGES as P,
} from '@lead/shared';
import type { campaigns } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { invalid } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { findEmbedCode } from './embed-code-match.ts';
import { fetchPage, type PageFetchResult, webAddress } from './page-fetch.ts';
import { siteIdCampaign } from './tool-campaign.ts';

type Campaign = typeof campaigns.$inferSelect;

/** The page to fetch: the one asked for when it is on the campaign's own site, else the landing page. */
function pageToCheck(campaign: Campaign, asked: string | undefined): URL {
  const landing = campaign.urlCode ? webAddress(campaign.urlCode) : null;
  if (asked === undefined) {
    if (!landing) throw invalid({ url: P.noUrl });
    return landing;
  }
  const url = webAddress(asked);
  if (!url) throw invalid({ url: P.urlInvalid });
  if (landing && url.hostname !== landing.hostname) throw invalid({ url: P.urlOtherHost(landing.hostname) });
  return url;
}

function verdict(result: Exclude<PageFetchResult, { kind: 'blocked' }>, campaign: Campaign) {
  const notExist = (message: string, httpStatus: number | null = null) =>
    ({ status: 'not exist', message, http_status: httpStatus }) as const;
  if (result.kind === 'timeout') return notExist(messages.crawlBlocked);
  if (result.kind === 'unreachable') return notExist(P.unreachable);
  if (result.status === 504) return notExist(messages.crawlBlocked, 504);
  if (result.status < 200 || result.status >= 300)
    return notExist(P.pageStatus(result.status), result.status);
  const found = findEmbedCode(result.body, campaign.leadspeekApiId, campaign.gtmInstalled);
  if (found === 'pixel')
    return { status: 'exist', message: P.codeFound, http_status: result.status } as const;
  if (found === 'gtm') return { status: 'exist', message: P.gtmFound, http_status: result.status } as const;
  return notExist(campaign.gtmInstalled ? P.gtmMissing : P.codeMissing, result.status);
}

export async function checkSiteEmbed(
  ctx: AppContext,
  actor: Actor,
  request: CheckSiteEmbedBody,
  ip: string | null,
): Promise<CheckSiteEmbedResponse> {
  const { campaign } = await siteIdCampaign(ctx.db, actor, request.leadspeek_api_id);
  const target = pageToCheck(campaign, request.url);
  const result = await fetchPage(target, {
    timeoutMs: ctx.config.EMBED_CHECK_TIMEOUT_MS,
    allowPrivate: ctx.config.EMBED_CHECK_ALLOW_PRIVATE === 'true',
  });
  // A private address (asked for, reached through a redirect, or what the host name resolves to) is
  // refused like bad input: nothing was checked.
  if (result.kind === 'blocked')
    throw invalid({ [request.url === undefined ? 'urlCode' : 'url']: P.urlPrivate });
  const answer = {
    leadspeek_api_id: campaign.leadspeekApiId,
    checked_url: result.url,
    ...verdict(result, campaign),
  };
  await logActorAction(
    ctx.db,
    actor,
    ip,
    'campaign',
    `Checked ${answer.checked_url} for the embed code of campaign ${campaign.leadspeekApiId}: ${answer.status}`,
    campaign.leadspeekApiId,
  );
  return answer;
}
