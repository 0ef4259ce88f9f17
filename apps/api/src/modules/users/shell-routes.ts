// The signed-in shell: facts for the menus, onboarding, profile setup, questionnaire and view-as,
// served from their declarations (userRoutes).
import { profileRoutes, userRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { clientInfoOf } from '../auth/client-info.ts';
import { readImageForm } from './image-upload.ts';
import { clientSetupCheck, onboardingStatus, saveQuestionnaire, setSetupComplete } from './onboarding.ts';
import { factsFor } from './shell-access.ts';
import { updateProfile } from './update-profile.ts';
import { endViewAs, startViewAs } from './view-as.ts';

export const shellRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.shellFacts, async (request, _reply, ctx) => factsFor(ctx, actorOf(request)));

  serve(app, routes.clientSetupCheck, async (request, _reply, ctx) =>
    clientSetupCheck(ctx, actorOf(request), request.params.usrID),
  );

  serve(app, routes.onboardingStatus, async (request, _reply, ctx) =>
    onboardingStatus(ctx, actorOf(request), request.params.user_id),
  );

  serve(app, routes.setupComplete, async (request, _reply, ctx) =>
    setSetupComplete(ctx, actorOf(request), request.body.statuscomplete === 'T', request.ip),
  );

  serve(app, profileRoutes.updateProfile, async (request, _reply, ctx) =>
    updateProfile(ctx, actorOf(request), await readImageForm(request), request.ip),
  );

  serve(app, profileRoutes.saveQuestionnaire, async (request, _reply, ctx) =>
    saveQuestionnaire(ctx, actorOf(request), request.body.answers, request.ip),
  );

  serve(app, routes.switchUser, async (request, _reply, ctx) => ({
    result: 'success' as const,
    access_token: await startViewAs(ctx, actorOf(request), request.body.usrID, clientInfoOf(request)),
  }));

  serve(app, routes.revertSwitch, async (request, _reply, ctx) => {
    await endViewAs(ctx, actorOf(request), request.ip);
    return { message: 'Back to your own account.' };
  });
};
