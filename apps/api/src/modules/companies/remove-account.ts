// Removing a row (part 2 §7 RemoveClient): an agency or client goes with everything below it, a
// staff member alone. Nobody removes itself, and nothing with active campaigns is removed.
import { messages } from '@lead/shared';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { managedAccount, ownsCompany } from '../../platform/access/managed-accounts.ts';
import { inSubtreeOf } from '../../platform/access/subtree.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { activeCampaignIds, lockCompany } from './active-campaigns.ts';
import { ROW_LABEL } from './downline-fields.ts';

export async function removeAccount(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  userId: number,
  ip: string | null,
) {
  if (userId === actor.userId)
    throw new AppError(409, 'removeSelf', undefined, undefined, { result: 'error' });
  const { user, company, rowType } = await managedAccount(ctx.db, actor, userId);
  if (company.id !== companyId) throw notFound();

  await ctx.db.transaction(async (tx) => {
    if (ownsCompany(rowType)) {
      await lockCompany(tx, company);
      const active = await activeCampaignIds(tx, company);
      if (Object.keys(active).length > 0)
        throw new AppError(409, 'removeHasActiveCampaigns', undefined, undefined, { result: 'error' });
      // Users, campaigns, settings, cards and logs of the subtree follow by their foreign keys.
      await tx.execute(sql`delete from companies where ${inSubtreeOf(company, sql`path`)}`);
    } else {
      await tx.delete(users).where(eq(users.id, user.id));
    }
    // Logged on the actor's company: the removed company's own log went with it.
    await logActorAction(
      tx,
      actor,
      ip,
      'user-remove',
      ownsCompany(rowType)
        ? `Removed ${ROW_LABEL[rowType]} ${company.companyName} (${user.email})`
        : `Removed ${ROW_LABEL[rowType]} ${user.name} (${user.email}) of ${company.companyName}`,
    );
  });
  return { result: 'success' as const, message: messages.userRemoved };
}
