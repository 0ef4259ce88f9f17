// POST /docauth: the document a /download-auth/{pkdoc} link names, once the caller has typed their
// own password again. Every wrong password counts toward the sign-in limits (429 past them), so a
// session left open cannot be used to guess it; the document must be one the caller may see (404).
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCampaign } from '../../platform/access/campaigns.ts';
import type { InScope } from '../../platform/access/proof.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { confirmDownloadPassword } from '../auth/download-password.ts';
import { leadCsv } from '../reports/lead-csv.ts';
import { documentFileName, documentLeads } from './campaign-document.ts';

export async function downloadDocument(
  ctx: AppContext,
  actor: Actor,
  self: InScope<'user'>,
  input: { pwd: string; urldata: string },
  request: { ip: string; zone: string; onError: (error: Error) => void },
) {
  await confirmDownloadPassword(ctx, self, input.pwd, request.ip);
  const document = await visibleCampaign(ctx.db, actor, input.urldata);
  await logActorAction(
    ctx.db,
    actor,
    request.ip,
    'campaign',
    `Downloaded the leads of ${document.campaign.campaignName} (password confirmed)`,
    document.campaign.leadspeekApiId,
  );
  const csv = await leadCsv(ctx.db, documentLeads(document), request.zone, request.onError);
  return { fileName: documentFileName(document), csv };
}
