// Removing a row (part 2 §7 RemoveClient): an agency or client goes with everything below it, a
// staff member alone. Nobody removes itself, nothing with active campaigns is removed, and nothing
// that still owes money (issue 15 item 6). Removal is soft: money and audit records outlive what
// they describe, so the companies, campaigns and users stay as rows stamped `removed_at` (one
// timestamp for the whole subtree) that the access layer no longer reaches.
import { messages, owedRefusalText } from '@lead/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { campaigns, companies, ledgerAccounts, sessions, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { ProvenCompany } from '../../platform/access/companies.ts';
import { managedAccount, ownsCompany } from '../../platform/access/managed-accounts.ts';
import { inSubtreeOf } from '../../platform/access/subtree.ts';
import type { ProvenUser } from '../../platform/access/users.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { amountOwedCents } from '../ledger/balances.ts';
import { activeCampaignIds, lockCompany } from './active-campaigns.ts';
import { ROW_LABEL } from './downline-fields.ts';

const refused = (key: 'removeHasActiveCampaigns' | 'removeSelf') =>
  new AppError(409, key, undefined, undefined, { result: 'error' });

/** A 409 whose message states what the account and its subtree owe. */
function owesMoney(owedCents: number): AppError {
  const error = new AppError(409, 'removeOwesMoney', undefined, undefined, {
    result: 'error',
    owed_cents: owedCents,
  });
  error.message = owedRefusalText(owedCents);
  return error;
}

/**
 * Signs users out for good: stamped removed, disabled, their sessions revoked. `of` is the proven
 * account they belong to (the removed company, or the staff member itself).
 */
async function retireUsers(
  tx: Queryable,
  _of: ProvenCompany | ProvenUser,
  userIds: number[],
  at: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .update(users)
    .set({ removedAt: at, active: false, updatedAt: at })
    .where(and(inArray(users.id, userIds), isNull(users.removedAt)));
  await tx
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(inArray(sessions.userId, userIds), isNull(sessions.revokedAt)));
}

/**
 * The company and its live subtree are stamped removed at one instant, with their campaigns and
 * users. Checked under the company's lock, so of concurrent removals exactly one removes and the
 * others find nothing (404).
 */
async function removeCompanySubtree(tx: Queryable, company: ProvenCompany, at: Date): Promise<void> {
  await lockCompany(tx, company);
  const [current] = await tx
    .select({ removedAt: companies.removedAt })
    .from(companies)
    .where(eq(companies.id, company.id));
  if (!current || current.removedAt) throw notFound();
  const active = await activeCampaignIds(tx, company);
  if (Object.keys(active).length > 0) throw refused('removeHasActiveCampaigns');
  const subtree = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(inSubtreeOf(company))
    .for('update');
  const ids = subtree.map((row) => row.id);
  const owed = await amountOwedCents(tx, ids);
  if (owed > 0) throw owesMoney(owed);
  await tx.update(companies).set({ removedAt: at }).where(inArray(companies.id, ids));
  await tx
    .update(campaigns)
    .set({ removedAt: at, updatedAt: at })
    .where(and(inArray(campaigns.companyId, ids), isNull(campaigns.removedAt)));
  const people = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.companyId, ids), isNull(users.removedAt)));
  await retireUsers(
    tx,
    company,
    people.map((row) => row.id),
    at,
  );
}

/**
 * A staff member goes for good, their logs keep the entries (user id set null) — unless they have
 * money records (a sales person's commission account): then the row stays, removed and signed out,
 * and the agencies they were assigned to lose the assignment just as a deletion would do.
 */
async function removeStaff(tx: Queryable, user: ProvenUser, at: Date): Promise<void> {
  const userId = user.id;
  const [money] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId))
    .limit(1);
  if (!money) {
    await tx.delete(users).where(eq(users.id, userId));
    return;
  }
  for (const column of ['sales_rep_id', 'account_executive_id', 'account_ref_id'] as const) {
    await tx.execute(sql`update companies set ${sql.identifier(column)} = null
      where ${sql.identifier(column)} = ${userId}`);
  }
  await retireUsers(tx, user, [userId], at);
}

export async function removeAccount(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  userId: number,
  ip: string | null,
) {
  if (userId === actor.userId) throw refused('removeSelf');
  const { user, company, rowType } = await managedAccount(ctx.db, actor, userId);
  if (company.id !== companyId) throw notFound();

  await ctx.db.transaction(async (tx) => {
    const at = new Date();
    if (ownsCompany(rowType)) await removeCompanySubtree(tx, company, at);
    else await removeStaff(tx, user, at);
    // Logged on the actor's company, where those above the removed account read it.
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
