// The signed-in shell: facts for the menus, onboarding, profile setup, questionnaire and view-as.
import {
  clientSetupCheck as clientSetupCheckBody,
  id,
  messageBody,
  profileUpdateResponse,
  questionnaireRequest,
  setupCompleteRequest,
  shellFacts,
  switchUserRequest,
  switchUserResponse,
} from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { clientInfoOf } from '../auth/client-info.ts';
import { readImageForm } from './image-upload.ts';
import { clientSetupCheck, onboardingStatus, saveQuestionnaire, setSetupComplete } from './onboarding.ts';
import { factsFor } from './shell-access.ts';
import { updateProfile } from './update-profile.ts';
import { endViewAs, startViewAs } from './view-as.ts';

export const shellRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['shell'];
  const signedIn = { auth: {} };

  app.get(
    '/user/shell',
    { config: signedIn, schema: { tags, response: { 200: shellFacts } } },
    async (request) => factsFor(ctx, actorOf(request)),
  );

  app.get(
    '/user/checksetupcomplete/:usrID',
    {
      config: signedIn,
      schema: { tags, params: z.object({ usrID: id }), response: { 200: clientSetupCheckBody } },
    },
    async (request) => clientSetupCheck(ctx, actorOf(request), request.params.usrID),
  );

  app.get(
    '/user/onboarding-status/:user_id',
    {
      config: signedIn,
      schema: {
        tags,
        params: z.object({ user_id: id }),
        response: {
          200: z.object({
            profile_setup_completed: z.enum(['T', 'F']),
            questionnaire_setup_completed: z.enum(['T', 'F']),
            card_set_up: z.boolean(),
          }),
        },
      },
    },
    async (request) => onboardingStatus(ctx, actorOf(request), request.params.user_id),
  );

  app.put(
    '/leadspeek/user/setupcomplete',
    { config: signedIn, schema: { tags, body: setupCompleteRequest, response: { 200: messageBody } } },
    async (request) =>
      setSetupComplete(ctx, actorOf(request), request.body.statuscomplete === 'T', request.ip),
  );

  app.post(
    '/user/update',
    {
      config: signedIn,
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: profileUpdateResponse } },
    },
    async (request) => updateProfile(ctx, actorOf(request), await readImageForm(request), request.ip),
  );

  app.post(
    '/user/questionnaire',
    { config: signedIn, schema: { tags, body: questionnaireRequest, response: { 200: messageBody } } },
    async (request) => saveQuestionnaire(ctx, actorOf(request), request.body.answers, request.ip),
  );

  app.post(
    '/user/switch',
    {
      config: { auth: { systemOnly: true, userTypes: ['user', 'administrator', 'sales'] } },
      schema: { tags, body: switchUserRequest, response: { 200: switchUserResponse } },
    },
    async (request) => ({
      result: 'success' as const,
      access_token: await startViewAs(ctx, actorOf(request), request.body.usrID, clientInfoOf(request)),
    }),
  );

  app.post(
    '/user/switch/revert',
    { config: signedIn, schema: { tags, response: { 200: messageBody } } },
    async (request) => {
      await endViewAs(ctx, actorOf(request), request.ip);
      return { message: 'Back to your own account.' };
    },
  );
};
