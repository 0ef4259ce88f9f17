// The e-mail a requester gets when a queued count completes (part 2 §4: a pending count may take
// over an hour, an e-mail follows), with the result and a link back to the Campaign Audience List.
import { countOutcome, messages } from '@lead/shared';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { brandSiteOfUser } from '../white-label/brand-site.ts';
import { type StoredCount, storedKeywords } from './count-row-view.ts';

function targetText(row: StoredCount): string {
  if (row.targetLocation === 'State') {
    const cities = row.cities.length > 0 ? ` (${row.cities.join(', ')})` : '';
    return `State: ${row.states.join(', ')}${cities}`;
  }
  if (row.targetLocation === 'Zip Code') return `Zip Code: ${row.zipCodes.join(', ')}`;
  return 'National Targeting';
}

export function countResultMail(row: StoredCount, link: string) {
  const keywords = storedKeywords(row).join(', ');
  const about = `Keywords: ${keywords}\nTarget: ${targetText(row)}`;
  const outcome = countOutcome(row);
  if (outcome === 'error')
    return {
      subject: 'Your audience count could not be completed',
      text: `${messages.leadCountError}\n\n${about}\n\nRetry it on your Campaign Audience List:\n${link}\n`,
    };
  const counts = `National count: ${row.countWithoutGeo ?? 0}\nLocal count: ${row.count ?? 0}`;
  return {
    subject:
      outcome === 'success'
        ? `Your audience count is ready: ${row.count} leads`
        : 'Your audience count is ready: No Result',
    text: `Your audience count has finished.\n\n${about}\n${counts}\n\nSee it on your Campaign Audience List:\n${link}\n`,
  };
}

/** Mails the requester, unless the account is gone, inactive, or has turned e-mails off. */
export async function mailCountResult(ctx: AppContext, row: StoredCount): Promise<void> {
  if (row.requestedByUserId === null) return;
  const [requester] = await ctx.db
    .select({ email: users.email, companyId: users.companyId, refused: users.disabledReceiveEmail })
    .from(users)
    .where(and(eq(users.id, row.requestedByUserId), eq(users.active, true)));
  if (!requester || requester.refused) return;
  const site = await brandSiteOfUser(ctx, row.requestedByUserId);
  await ctx.mailer.send({
    to: requester.email,
    companyId: requester.companyId,
    ...countResultMail(row, `${site.origin}/Audience`),
  });
}
