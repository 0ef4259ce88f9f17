// GET /user/{usrID} and its 'only/{id}' form (part 1 §7): the caller's own user data, or that of an
// account it manages, a row of a configuration list whose page it may open (the route's
// pageOfAccount rule) strictly below it (managedAccount). Any other id answers 404.
import type { SessionUser, UserOnly } from '@lead/shared';
import type { Actor } from '../../platform/access/actor.ts';
import { managedAccount } from '../../platform/access/managed-accounts.ts';
import { ownUser } from '../../platform/access/users.ts';
import type { Queryable } from '../../platform/db.ts';
import { flag, sessionUserOf, userDataOf } from './session-user.ts';

export async function userDataById(db: Queryable, actor: Actor, userId: number): Promise<SessionUser> {
  if (userId === actor.userId) return sessionUserOf(db, actor);
  const { user, company } = await managedAccount(db, actor, userId);
  const data = await userDataOf(db, {
    user,
    companyPath: company.path,
    rootCompanyId: actor.rootCompanyId,
    viewerUserId: null,
  });
  // Where a person last signed in from is theirs to know, not their manager's.
  return { ...data, ip_login: null };
}

export async function userOnlyById(db: Queryable, actor: Actor, userId: number): Promise<UserOnly> {
  const user =
    userId === actor.userId
      ? await ownUser(db, actor, userId)
      : (await managedAccount(db, actor, userId)).user;
  return {
    id: user.id,
    company_id: user.companyId,
    role_id: user.roleId,
    name: user.name,
    email: user.email,
    user_type: user.userType,
    isAccExecutive: flag(user.isAccExecutive),
    profile_pict: user.profilePict,
    questionnaire_setup_completed: flag(user.questionnaireSetupCompleted),
    profile_setup_completed: flag(user.profileSetupCompleted),
    disable_client_add_campaign: flag(user.disableClientAddCampaign),
  };
}
