// The signed-in user and shell (part 1 §2–§4): the session user, the facts for the menus, onboarding,
// password change, view-as, and the uploaded images (profile setup and questionnaire: profile.ts).
import { z } from 'zod';
import { changePasswordRequest, changePasswordResponse } from '../contracts/auth.ts';
import { id, messageBody } from '../contracts/common.ts';
import { sessionUser, userOnly } from '../contracts/session-user.ts';
import {
  clientSetupCheck,
  setupCompleteRequest,
  shellFacts,
  switchUserRequest,
  switchUserResponse,
} from '../contracts/shell.ts';
import { defineRoute } from './route.ts';

const tags = ['shell'];
const flag = z.enum(['T', 'F']);

export const onboardingStatusResponse = z.object({
  profile_setup_completed: flag,
  questionnaire_setup_completed: flag,
  card_set_up: z.boolean(),
});

export const userRoutes = {
  sessionUser: defineRoute({
    method: 'GET',
    path: '/user',
    response: { 200: sessionUser },
    auth: {},
    tags: ['users'],
  }),
  /**
   * part 1 §7 'GET /user[/{usrID}]': the user data of the caller itself, or of an account it manages
   * (a row of a configuration list whose page it may open; the handler proves the row is below it).
   * Any other id answers 404, another agency's above all.
   */
  userById: defineRoute({
    method: 'GET',
    path: '/user/:usrID',
    params: z.object({ usrID: id }),
    response: { 200: sessionUser },
    auth: { pageOfAccount: { in: 'params', name: 'usrID' } },
    tags: ['users'],
  }),
  /** part 1 §7, the 'only/{id}' form: the user's own row (disable_client_add_campaign), same reach. */
  userOnly: defineRoute({
    method: 'GET',
    path: '/user/only/:usrID',
    params: z.object({ usrID: id }),
    response: { 200: userOnly },
    auth: { pageOfAccount: { in: 'params', name: 'usrID' } },
    tags: ['users'],
  }),
  /** Revokes every session and answers a fresh token for the same user. */
  changePassword: defineRoute({
    method: 'POST',
    path: '/user/resetpassword',
    body: changePasswordRequest,
    response: { 200: changePasswordResponse.extend({ access_token: z.string() }) },
    auth: {},
    tags: ['users'],
  }),
  shellFacts: defineRoute({
    method: 'GET',
    path: '/user/shell',
    response: { 200: shellFacts },
    auth: {},
    tags,
  }),
  clientSetupCheck: defineRoute({
    method: 'GET',
    path: '/user/checksetupcomplete/:usrID',
    params: z.object({ usrID: id }),
    response: { 200: clientSetupCheck },
    auth: {},
    tags,
  }),
  onboardingStatus: defineRoute({
    method: 'GET',
    path: '/user/onboarding-status/:user_id',
    params: z.object({ user_id: id }),
    response: { 200: onboardingStatusResponse },
    auth: {},
    tags,
  }),
  setupComplete: defineRoute({
    method: 'PUT',
    path: '/leadspeek/user/setupcomplete',
    body: setupCompleteRequest,
    response: { 200: messageBody },
    auth: {},
    tags,
  }),
  /**
   * View-as (part 1 §4; part 2 §2 "view as agency/client" on every row): platform staff, or an
   * agency's owner or staff whose role may update Settings, not already viewing, act as an account
   * below them (the handler proves the target: strictly below, a sales person's downline).
   */
  switchUser: defineRoute({
    method: 'POST',
    path: '/user/switch',
    body: switchUserRequest,
    response: { 200: switchUserResponse },
    auth: {
      userTypes: ['user', 'userdownline', 'administrator', 'sales'],
      companyKinds: ['root', 'agency'],
      permission: ['Settings', 'update'],
      viewMode: 'refused',
    },
    tags,
  }),
  revertSwitch: defineRoute({
    method: 'POST',
    path: '/user/switch/revert',
    response: { 200: messageBody },
    auth: {},
    tags,
  }),
  /** An uploaded image by its unguessable id (logos appear on public sign-in pages too); a file. */
  upload: defineRoute({
    method: 'GET',
    path: '/uploads/:id',
    params: z.object({ id: z.uuid() }),
    auth: 'public',
    tags,
  }),
};
