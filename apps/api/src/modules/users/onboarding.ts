// Onboarding: setup-complete tracking, the client setup check and the questionnaire (part 1 §3, §4).
import { messages, type ShellFacts, shellView } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { ownUser, selfOf, userInReach } from '../../platform/access/users.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { factsFor } from './shell-access.ts';

export async function setSetupComplete(ctx: AppContext, actor: Actor, complete: boolean, ip: string | null) {
  await ctx.db
    .update(users)
    .set({ profileSetupCompleted: complete, updatedAt: new Date() })
    .where(eq(users.id, selfOf(actor).id));
  await logActorAction(
    ctx.db,
    actor,
    ip,
    'setup-complete',
    complete ? 'Completed the profile setup' : 'Reopened the profile setup',
  );
  return { message: messages.setupCompleted };
}

/** The client setup check of part 1 §3, for the signed-in user. */
export async function clientSetupCheck(ctx: AppContext, actor: Actor, userId: number) {
  const user = await ownUser(ctx.db, actor, userId);
  const facts: ShellFacts = await factsFor(ctx, actor);
  const paymentFailed = facts.clientPaymentFailed || facts.agencyPaymentFailed;
  const setupDone = user.profileSetupCompleted && user.customerCardId !== null;
  return {
    setupcomplete: setupDone && !paymentFailed ? ('T' as const) : ('F' as const),
    accessmodule: paymentFailed ? ['paymentfailed'] : facts.clientModules,
    clientsidebar: shellView(facts).sidebar,
    isBeta: facts.betaUserOf.b2b_module,
    betaFeature: facts.betaFeatures.b2b_module,
  };
}

export async function onboardingStatus(ctx: AppContext, actor: Actor, userId: number) {
  const user = await userInReach(ctx.db, actor, userId);
  return {
    profile_setup_completed: user.profileSetupCompleted ? ('T' as const) : ('F' as const),
    questionnaire_setup_completed: user.questionnaireSetupCompleted ? ('T' as const) : ('F' as const),
    card_set_up: user.customerCardId !== null,
  };
}

/** part 1 §2: the questionnaire is not for clients (the route's declaration, saveQuestionnaire). */
export async function saveQuestionnaire(
  ctx: AppContext,
  actor: Actor,
  answers: Record<string, string>,
  ip: string | null,
) {
  const user = await ownUser(ctx.db, actor, actor.userId);
  await ctx.db
    .update(users)
    .set({ questionnaire: answers, questionnaireSetupCompleted: true, updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await logActorAction(ctx.db, actor, ip, 'questionnaire', 'Answered the questionnaire');
  return { message: messages.questionnaireSaved };
}
