// Integrations (part 2 §7 "Integrations": its 21 calls with their paths; part 1 §2: client and
// agency users — userdownline and the agency owner — only). Ours besides: the delivery log with
// Resend, test, disconnect, webhook secret rotation, the Google OAuth callback, live leads (SSE)
// and the dashboard's net-new rejections. Which company or campaign an id names is checked by the
// handler through platform/access/integrations.ts (a foreign id answers 404).
import {
  agencyIdParams,
  campaignCompanyParams,
  campaignIdParams,
  chosenTagsResponse,
  clickFunnelsCompanyParams,
  companyIdParams,
  companyIntegrationParams,
  companyWebhookSwitchRequest,
  companyWebhookSwitchResponse,
  createClickFunnelsTagRequest,
  createdTargetResponse,
  crmFieldMapRequest,
  crmFieldMapResponse,
  deliveryIdParams,
  deliveryLogQuery,
  deliveryLogResponse,
  googleCheckConnectResponse,
  googleOAuthCallbackQuery,
  integrationDetailResponse,
  integrationDetailsRequest,
  integrationDetailsResponse,
  integrationIdParams,
  integrationListResponse,
  integrationSaveResponse,
  kartraListAndTagResponse,
  liveStreamQuery,
  liveTicketRequest,
  liveTicketResponse,
  mailboxPowerGroupsQuery,
  mailboxPowerUserGroupsQuery,
  netNewRejectionsQuery,
  netNewRejectionsResponse,
  resendResponse,
  resultResponse,
  rotateSecretResponse,
  salesforceInstallResponse,
  salesforceOAuthCallbackQuery,
  saveCampaignIntegrationRequest,
  saveIntegrationRequest,
  slackInstallResponse,
  slackOAuthCallbackQuery,
  targetsResponse,
  testIntegrationResponse,
  webhookResponse,
} from '../contracts/integrations.ts';
import { defineRoute, type RouteAccess } from './route.ts';

const tags = ['integrations'];
/** Part 1 §2 and part 2 §6: integrations are for clients and agency users (owner and userdownline). */
const INTEGRATION_USERS = {
  userTypes: ['user', 'userdownline', 'client'],
  companyKinds: ['agency', 'client'],
} satisfies RouteAccess;
/** The agency's own webhook and tags. */
const AGENCY_USERS = { userTypes: ['user', 'userdownline'], companyKinds: ['agency'] } satisfies RouteAccess;

export const integrationRoutes = {
  // ---- Part 2 §7, in its order (21 calls).
  /** Connects (or updates) one provider of a company; webhooks answer their secret once. */
  saveIntegration: defineRoute({
    method: 'POST',
    path: '/saveintegration',
    body: saveIntegrationRequest,
    response: { 200: integrationSaveResponse },
    auth: INTEGRATION_USERS,
    idempotent: true,
    tags,
  }),
  saveCampaignIntegrationDetails: defineRoute({
    method: 'POST',
    path: '/savecampaignintegrationdetails',
    body: saveCampaignIntegrationRequest,
    response: { 200: integrationSaveResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),
  /** The campaign screens' integration settings (a read, POST as the spec has it). */
  integrationDetails: defineRoute({
    method: 'POST',
    path: '/integration/details',
    body: integrationDetailsRequest,
    response: { 200: integrationDetailsResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),
  sendgridLists: defineRoute({
    method: 'GET',
    path: '/sendgridlist/:companyID',
    params: companyIdParams,
    response: { 200: targetsResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),
  kartraLists: defineRoute({
    method: 'GET',
    path: '/kartra/list/:companyID',
    params: companyIdParams,
    response: { 200: targetsResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),
  kartraListsAndTags: defineRoute({
    method: 'GET',
    path: '/GetKartraListAndTag/:companyID',
    params: companyIdParams,
    response: { 200: kartraListAndTagResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),
  companyIntegrationDetail: defineRoute({
    method: 'GET',
    path: '/getcompanyintegrationdetail/:companyID/:slug',
    params: companyIntegrationParams,
    response: { 200: integrationDetailResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),
  companyIntegrationList: defineRoute({
    method: 'GET',
    path: '/getcompanyintegrationlist/:companyID',
    params: companyIdParams,
    response: { 200: integrationListResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),
  campaignWebhook: defineRoute({
    method: 'GET',
    path: '/getcampaignwebhook/:campaign_id',
    params: campaignIdParams,
    response: { 200: webhookResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),
  campaignTags: defineRoute({
    method: 'GET',
    path: '/getcampaigntags/:campaign_id',
    params: campaignIdParams,
    response: { 200: chosenTagsResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),
  agencyWebhook: defineRoute({
    method: 'GET',
    path: '/getagencywebhook/:agencyID',
    params: agencyIdParams,
    response: { 200: webhookResponse },
    auth: AGENCY_USERS,
    tags,
  }),
  agencyTags: defineRoute({
    method: 'GET',
    path: '/getagencytags/:agencyID',
    params: agencyIdParams,
    response: { 200: chosenTagsResponse },
    auth: AGENCY_USERS,
    tags,
  }),
  goHighLevelTags: defineRoute({
    method: 'GET',
    path: '/gohighlevel/tags/:companyID',
    params: companyIdParams,
    response: { 200: targetsResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),
  /** The GoHighLevel tags a campaign chose. */
  goHighLevelUserTags: defineRoute({
    method: 'GET',
    path: '/gohighlevel/usertags/:campaignID/:companyID',
    params: campaignCompanyParams,
    response: { 200: chosenTagsResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),
  mailboxPowerGroups: defineRoute({
    method: 'GET',
    path: '/mailboxpower/groups',
    query: mailboxPowerGroupsQuery,
    response: { 200: targetsResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),
  /** The Mailbox Power groups a campaign chose. */
  mailboxPowerUserGroups: defineRoute({
    method: 'GET',
    path: '/mailboxpower/usergroups',
    query: mailboxPowerUserGroupsQuery,
    response: { 200: chosenTagsResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),
  clickFunnelsTags: defineRoute({
    method: 'GET',
    path: '/click-funnels/tags/:company_id',
    params: clickFunnelsCompanyParams,
    response: { 200: targetsResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),
  /** The ClickFunnels tags a campaign chose. */
  clickFunnelsCampaignTags: defineRoute({
    method: 'GET',
    path: '/click-funnels/campaign/tags/:campaign_id',
    params: campaignIdParams,
    response: { 200: chosenTagsResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),
  /** Makes a tag in the connected ClickFunnels workspace. */
  createClickFunnelsTag: defineRoute({
    method: 'POST',
    path: '/click-funnels/tags',
    body: createClickFunnelsTagRequest,
    response: { 200: createdTargetResponse },
    auth: INTEGRATION_USERS,
    idempotent: true,
    tags,
  }),
  googleSheetCheckConnect: defineRoute({
    method: 'GET',
    path: '/leadspeek/googlespreadsheet/check-connect/:companyID',
    params: companyIdParams,
    response: { 200: googleCheckConnectResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),
  /** Revokes Google's grant and forgets the tokens (POST: it changes state). */
  googleSheetRevoke: defineRoute({
    method: 'POST',
    path: '/leadspeek/googlespreadsheet/revoke/:companyID',
    params: companyIdParams,
    response: { 200: resultResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),

  // ---- Ours.
  /** Google's OAuth redirect: `state` is a signed, short-lived token naming the company; answers a redirect. */
  googleSheetOAuthCallback: defineRoute({
    method: 'GET',
    path: '/leadspeek/googlespreadsheet/callback',
    query: googleOAuthCallbackQuery,
    auth: 'public',
    tags,
  }),
  /** A CRM integration's field mapping: which property of the contact each lead field fills. */
  crmFieldMap: defineRoute({
    method: 'PUT',
    path: '/integrations/:integrationId/field-map',
    params: integrationIdParams,
    body: crmFieldMapRequest,
    response: { 200: crmFieldMapResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),
  /** Slack's "Add to Slack": where the browser goes to install the app for this company. */
  slackInstall: defineRoute({
    method: 'GET',
    path: '/integrations/slack/install/:companyID',
    params: companyIdParams,
    response: { 200: slackInstallResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),
  /** The channels of the connected Slack workspace a campaign may post to (none for an incoming webhook). */
  slackChannels: defineRoute({
    method: 'GET',
    path: '/integrations/slack/channels/:companyID',
    params: companyIdParams,
    response: { 200: targetsResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),
  /** Slack's OAuth redirect: `state` is a signed, short-lived token naming the company; answers a redirect. */
  slackOAuthCallback: defineRoute({
    method: 'GET',
    path: '/integrations/slack/callback',
    query: slackOAuthCallbackQuery,
    auth: 'public',
    tags,
  }),
  /** "Connect with Salesforce": where the browser goes to let the platform's app into the client's org. */
  salesforceInstall: defineRoute({
    method: 'GET',
    path: '/integrations/salesforce/install/:companyID',
    params: companyIdParams,
    response: { 200: salesforceInstallResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),
  /** Salesforce's OAuth redirect: `state` is a signed, short-lived token naming the company; answers a redirect. */
  salesforceOAuthCallback: defineRoute({
    method: 'GET',
    path: '/integrations/salesforce/callback',
    query: salesforceOAuthCallbackQuery,
    auth: 'public',
    tags,
  }),
  /** Sends a sample lead to the integration now (not logged as a lead's delivery). */
  testIntegration: defineRoute({
    method: 'POST',
    path: '/integrations/:integrationId/test',
    params: integrationIdParams,
    response: { 200: testIntegrationResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),
  /** Forgets the credentials and stops deliveries; pending deliveries fail with 'disconnected'. */
  disconnectIntegration: defineRoute({
    method: 'POST',
    path: '/integrations/:integrationId/disconnect',
    params: integrationIdParams,
    response: { 200: resultResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),
  /** A new webhook signing secret, answered once. */
  rotateWebhookSecret: defineRoute({
    method: 'POST',
    path: '/integrations/:integrationId/rotate-secret',
    params: integrationIdParams,
    response: { 200: rotateSecretResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),
  /** A campaign turns a company webhook off (or on again) for itself; other campaigns keep it. */
  switchCompanyWebhook: defineRoute({
    method: 'POST',
    path: '/integrations/company-webhook/campaign',
    body: companyWebhookSwitchRequest,
    response: { 200: companyWebhookSwitchResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),
  deliveryLog: defineRoute({
    method: 'GET',
    path: '/integrations/deliveries',
    query: deliveryLogQuery,
    response: { 200: deliveryLogResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),
  /** Queues the delivery again now (same idempotency key: the provider still sees one contact). */
  resendDelivery: defineRoute({
    method: 'POST',
    path: '/integrations/deliveries/:deliveryId/resend',
    params: deliveryIdParams,
    response: { 200: resendResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),
  netNewRejections: defineRoute({
    method: 'GET',
    path: '/integrations/net-new-rejections',
    query: netNewRejectionsQuery,
    response: { 200: netNewRejectionsResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),
  /** A ticket for the live stream (EventSource sends no bearer token); valid for a minute. */
  liveLeadsTicket: defineRoute({
    method: 'POST',
    path: '/leads/live/ticket',
    body: liveTicketRequest,
    response: { 200: liveTicketResponse },
    auth: INTEGRATION_USERS,
    tags,
  }),
  /** text/event-stream: `event: lead` with a liveLeadEvent as data, and a comment every 15 s. */
  liveLeads: defineRoute({
    method: 'GET',
    path: '/leads/live',
    query: liveStreamQuery,
    auth: 'public',
    tags,
  }),
};
