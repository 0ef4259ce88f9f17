// Resending the invitation of an account the actor manages: a new set-password link.
import { messages } from '@lead/shared';
import type { Actor } from '../../platform/access/actor.ts';
import { managedAccount } from '../../platform/access/managed-accounts.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { ROW_LABEL } from './downline-fields.ts';
import { sendInvitation } from './invitation.ts';

export async function resendInvitation(ctx: AppContext, actor: Actor, userId: number, ip: string | null) {
  const account = await managedAccount(ctx.db, actor, userId);
  await sendInvitation(ctx, account);
  await logActorAction(
    ctx.db,
    actor,
    ip,
    'invitation',
    `Sent a new invitation to ${ROW_LABEL[account.rowType]} ${account.user.name} (${account.user.email})`,
  );
  return { message: messages.invitationSent };
}
