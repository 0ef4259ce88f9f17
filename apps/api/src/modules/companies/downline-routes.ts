// Adding, editing and removing rows of agency and client management (part 2 §7 "Users and clients").
import {
  checkCampaignActiveRequest,
  checkCampaignActiveResponse,
  downlineCreateRequest,
  downlineSaved,
  downlineUpdateRequest,
  messageBody,
  removeParams,
  resendInvitationRequest,
  resultMessage,
} from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { checkCampaignActive } from './check-campaign-active.ts';
import { createAccount } from './create-account.ts';
import { removeAccount } from './remove-account.ts';
import { resendInvitation } from './resend-invitation.ts';
import { updateAccount } from './update-account.ts';

/** Clients manage nothing here; every other kind is narrowed by page, permission and scope. */
const managers = {
  auth: { userTypes: ['user' as const, 'userdownline' as const, 'administrator' as const, 'sales' as const] },
};
/** Sales people do not remove (part 2 §6). */
const removers = {
  auth: { userTypes: ['user' as const, 'userdownline' as const, 'administrator' as const] },
};

export const downlineRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['agency and client management'];

  app.post(
    '/configuration/user/create',
    { config: managers, schema: { tags, body: downlineCreateRequest, response: { 200: downlineSaved } } },
    async (request) => createAccount(ctx, actorOf(request), request.body, request.ip),
  );

  app.put(
    '/configuration/user/update',
    {
      config: managers,
      // A 422 carries activeCampaignsRefusal when a product with active campaigns would be disabled.
      schema: { tags, body: downlineUpdateRequest, response: { 200: downlineSaved } },
    },
    async (request) => updateAccount(ctx, actorOf(request), request.body, request.ip),
  );

  app.post(
    '/configuration/user/check-campaign-active',
    {
      config: managers,
      schema: { tags, body: checkCampaignActiveRequest, response: { 200: checkCampaignActiveResponse } },
    },
    async (request) => checkCampaignActive(ctx, actorOf(request), request.body),
  );

  app.delete(
    '/configuration/user/remove/:companyID/:userID',
    { config: removers, schema: { tags, params: removeParams, response: { 200: resultMessage } } },
    async (request) =>
      removeAccount(ctx, actorOf(request), request.params.companyID, request.params.userID, request.ip),
  );

  app.post(
    '/configuration/user/resendinvitation',
    { config: managers, schema: { tags, body: resendInvitationRequest, response: { 200: messageBody } } },
    async (request) => resendInvitation(ctx, actorOf(request), request.body.userID, request.ip),
  );
};
