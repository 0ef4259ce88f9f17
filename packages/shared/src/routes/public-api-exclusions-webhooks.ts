// The developer API v1's exclusion entries and webhook endpoints (issue 26 part 2 item 3), under
// /api/v1 with a bearer token (public-api.ts has the leads and campaigns).
import { PUBLIC_API_PROBLEMS, PUBLIC_API_TAGS, problemDetails, publicPage } from '../contracts/public-api.ts';
import {
  PUBLIC_EXCLUSIONS_BULK_MAX,
  publicExclusion,
  publicExclusionBulk,
  publicExclusionBulkResult,
  publicExclusionCreate,
  publicExclusionDeleted,
  publicExclusionParams,
  publicExclusionsQuery,
} from '../contracts/public-api-exclusions.ts';
import {
  publicWebhook,
  publicWebhookCreate,
  publicWebhookDeleted,
  publicWebhookParams,
  publicWebhookSecret,
  publicWebhooksQuery,
  publicWebhookWithSecret,
} from '../contracts/public-api-webhooks.ts';
import { defineRoute } from './route.ts';

const tags = [PUBLIC_API_TAGS.calls];

const EXCLUSIONS = { apiScopes: ['exclusions:write'] } as const;
const WEBHOOKS = { apiScopes: ['webhooks:write'] } as const;

export const publicApiExclusionWebhookRoutes = {
  listExclusions: defineRoute({
    method: 'GET',
    path: '/v1/exclusions',
    query: publicExclusionsQuery,
    response: { 200: publicPage(publicExclusion), ...PUBLIC_API_PROBLEMS },
    auth: EXCLUSIONS,
    tags,
    summary: "List a client's exclusion entries, oldest first",
  }),
  addExclusion: defineRoute({
    method: 'POST',
    path: '/v1/exclusions',
    body: publicExclusionCreate,
    response: { 200: publicExclusion, ...PUBLIC_API_PROBLEMS },
    auth: EXCLUSIONS,
    idempotent: true,
    tags,
    summary:
      "Add an e-mail (or its MD5) to a client's exclusion list; an entry already there is answered as it is",
  }),
  addExclusionsInBulk: defineRoute({
    method: 'POST',
    path: '/v1/exclusions/bulk',
    body: publicExclusionBulk,
    response: { 200: publicExclusionBulkResult, ...PUBLIC_API_PROBLEMS },
    auth: EXCLUSIONS,
    idempotent: true,
    tags,
    summary: `Add up to ${PUBLIC_EXCLUSIONS_BULK_MAX} entries at once: counts added and already there, refused entries by index`,
  }),
  deleteExclusion: defineRoute({
    method: 'DELETE',
    path: '/v1/exclusions/:entryId',
    params: publicExclusionParams,
    response: { 200: publicExclusionDeleted, ...PUBLIC_API_PROBLEMS },
    auth: EXCLUSIONS,
    tags,
    summary: 'Remove one exclusion entry',
  }),
  listWebhooks: defineRoute({
    method: 'GET',
    path: '/v1/webhooks',
    query: publicWebhooksQuery,
    response: { 200: publicPage(publicWebhook), ...PUBLIC_API_PROBLEMS },
    auth: WEBHOOKS,
    tags,
    summary: 'List the webhook endpoints, oldest first (never their secrets)',
  }),
  createWebhook: defineRoute({
    method: 'POST',
    path: '/v1/webhooks',
    body: publicWebhookCreate,
    response: { 200: publicWebhookWithSecret, 409: problemDetails, ...PUBLIC_API_PROBLEMS },
    auth: WEBHOOKS,
    idempotent: true,
    tags,
    summary:
      'Create a webhook endpoint for every new lead (a Zapier-style subscribe); its signing secret is answered once',
  }),
  rotateWebhookSecret: defineRoute({
    method: 'POST',
    path: '/v1/webhooks/:webhookId/rotate-secret',
    params: publicWebhookParams,
    response: { 200: publicWebhookSecret, ...PUBLIC_API_PROBLEMS },
    auth: WEBHOOKS,
    idempotent: true,
    tags,
    summary: 'Make a new signing secret, answered once; the old one stops signing at once',
  }),
  deleteWebhook: defineRoute({
    method: 'DELETE',
    path: '/v1/webhooks/:webhookId',
    params: publicWebhookParams,
    response: { 200: publicWebhookDeleted, ...PUBLIC_API_PROBLEMS },
    auth: WEBHOOKS,
    tags,
    summary: 'Delete a webhook endpoint (a Zapier-style unsubscribe); no lead is sent to it after this',
  }),
};
