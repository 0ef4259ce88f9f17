// POST /docauth: the document a /download-auth/{pkdoc} link names, once the caller has typed their
// own password again. Every wrong password counts toward the sign-in limits (429 past them), so a
// session left open cannot be used to guess it; the document must be one the caller may see (404).
import { messages } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCampaign } from '../../platform/access/campaigns.ts';
import type { InScope } from '../../platform/access/proof.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/errors.ts';
import { passwordMatches } from '../../platform/secrets.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { reserveAttempt, throttleLimitsOf } from '../auth/login-throttle.ts';
import { leadCsv } from '../reports/lead-csv.ts';
import { documentFileName, documentLeads } from './campaign-document.ts';

async function confirmPassword(ctx: AppContext, self: InScope<'user'>, password: string, ip: string) {
  const [person] = await ctx.db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, self.id))
    .limit(1);
  if (!person) throw new AppError(401, 'unauthenticated');
  const reservation = await reserveAttempt(ctx.db, throttleLimitsOf(ctx.config), { email: person.email, ip });
  if (!(await passwordMatches(person.passwordHash, password)))
    throw new AppError(422, 'currentPasswordInvalid', { pwd: messages.currentPasswordInvalid });
  await reservation.succeeded();
}

export async function downloadDocument(
  ctx: AppContext,
  actor: Actor,
  self: InScope<'user'>,
  input: { pwd: string; urldata: string },
  request: { ip: string; zone: string; onError: (error: Error) => void },
) {
  await confirmPassword(ctx, self, input.pwd, request.ip);
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
