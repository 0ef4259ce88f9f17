// Integrations (part 2 §7 "Integrations", §8 "Integration save error"; issue 17): the providers a
// client or an agency connects, a campaign's targets per provider, the delivery log with Resend,
// webhooks signed per Standard Webhooks, and live leads over server-sent events. Credentials are
// accepted on save and never answered again: answers carry only the names of saved fields.
import { z } from 'zod';
import { CRM_LEAD_FIELDS, crmPropertyProblem } from '../rules/crm-fields.ts';
import { ALERT_SCORE_LIMITS } from '../rules/lead-alert.ts';
import { scoreTagProblem, tagOf } from '../rules/lead-score.ts';
import { id, pageResponseFields, text } from './common.ts';

export const INTEGRATION_PROVIDER_SLUGS = [
  'webhook',
  'googlesheet',
  'sendgrid',
  'gohighlevel',
  'kartra',
  'mailboxpower',
  'clickfunnels',
  'slack',
  'hubspot',
  'salesforce',
] as const;
export type IntegrationSlug = (typeof INTEGRATION_PROVIDER_SLUGS)[number];
export const integrationSlug = z.enum(INTEGRATION_PROVIDER_SLUGS);

export type CredentialField = { name: string; label: string; secret: boolean };
export const TARGET_KINDS = ['list', 'tag', 'group', 'sheet', 'channel'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

/**
 * The provider cards of /integrations: display name (and the {name} of /integrations/{slug}/{name}),
 * the credential fields a user types (googlesheet connects by OAuth, webhook by URL), the kinds of
 * target a campaign chooses, and whether net-new only is possible (the API can look a contact up).
 */
export const INTEGRATION_PROVIDERS: Record<
  IntegrationSlug,
  {
    name: string;
    urlName: string;
    credentialFields: CredentialField[];
    targetKinds: TargetKind[];
    netNew: boolean;
    /** Posts alerts to a chat (Slack): a campaign chooses which leads by an alert rule. */
    alerts?: boolean;
    /** A CRM (HubSpot, Salesforce): contacts upserted by e-mail, fields mapped per integration. */
    crm?: boolean;
  }
> = {
  webhook: { name: 'Webhook', urlName: 'webhook', credentialFields: [], targetKinds: [], netNew: false },
  googlesheet: {
    name: 'Google Sheets',
    urlName: 'google-sheets',
    credentialFields: [],
    targetKinds: ['sheet'],
    netNew: false,
  },
  sendgrid: {
    name: 'SendGrid',
    urlName: 'sendgrid',
    credentialFields: [{ name: 'api_key', label: 'API key', secret: true }],
    targetKinds: ['list'],
    netNew: true,
  },
  gohighlevel: {
    name: 'GoHighLevel',
    urlName: 'gohighlevel',
    credentialFields: [
      { name: 'api_key', label: 'Private integration token', secret: true },
      { name: 'location_id', label: 'Location ID', secret: false },
    ],
    targetKinds: ['tag'],
    netNew: true,
  },
  kartra: {
    name: 'Kartra',
    urlName: 'kartra',
    credentialFields: [
      { name: 'app_id', label: 'App ID', secret: false },
      { name: 'api_key', label: 'API key', secret: true },
      { name: 'api_password', label: 'API password', secret: true },
    ],
    targetKinds: ['list', 'tag'],
    netNew: true,
  },
  mailboxpower: {
    name: 'Mailbox Power',
    urlName: 'mailbox-power',
    credentialFields: [{ name: 'api_key', label: 'API key', secret: true }],
    targetKinds: ['group'],
    netNew: true,
  },
  clickfunnels: {
    name: 'ClickFunnels',
    urlName: 'clickfunnels',
    credentialFields: [
      { name: 'subdomain', label: 'Account subdomain', secret: false },
      { name: 'api_token', label: 'API token', secret: true },
      { name: 'workspace_id', label: 'Workspace ID', secret: false },
    ],
    targetKinds: ['tag'],
    netNew: true,
  },
  // Connected by "Add to Slack" (OAuth: a bot that posts in the channel a campaign picks) or, for a
  // workspace that does not allow apps, by an incoming-webhook URL (its channel is fixed by Slack).
  slack: {
    name: 'Slack',
    urlName: 'slack',
    credentialFields: [{ name: 'webhook_url', label: 'Incoming webhook URL', secret: true }],
    targetKinds: ['channel'],
    netNew: false,
    alerts: true,
  },
  // A private app's access token (or, later, OAuth); contacts upserted by e-mail with a note.
  hubspot: {
    name: 'HubSpot',
    urlName: 'hubspot',
    credentialFields: [{ name: 'access_token', label: 'Private app access token', secret: true }],
    targetKinds: [],
    netNew: true,
    crm: true,
  },
  // Connected by OAuth ("Connect with Salesforce"); contacts upserted by e-mail with a task.
  salesforce: {
    name: 'Salesforce',
    urlName: 'salesforce',
    credentialFields: [],
    targetKinds: [],
    netNew: true,
    crm: true,
  },
};

/** Our wording (the spec shows only 'Changes saved successfully' on success, §8). */
export const INTEGRATION_MESSAGES = {
  saved: 'Changes saved successfully',
  connected: 'The integration is connected.',
  disconnected: 'The integration has been disconnected. Leads are no longer sent to it.',
  invalidCredentials: 'The provider refused these credentials. Check them and try again.',
  providerUnreachable: 'The provider did not answer. Please try again in a few minutes.',
  notConnected: 'Connect this integration first.',
  testSent: 'A test lead was delivered.',
  resendQueued: 'The lead is queued to be sent again.',
  secretRotated: 'A new signing secret has been made. Copy it now: it will not be shown again.',
  privateWebhookUrl: 'This webhook URL points to a private or local address, which is not allowed.',
  webhookUrlInvalid: 'Enter a full https:// or http:// URL.',
  googleRevoked: 'Google Sheets access has been revoked.',
  crmEmailFixed:
    'Contacts are matched by e-mail address, so the e-mail always goes into the e-mail property.',
  slackWebhookUrlInvalid:
    'Enter the incoming webhook URL Slack gave you: it starts with https://hooks.slack.com/services/.',
} as const;

const slugParam = integrationSlug;
const credentialValue = text.trim().max(2000);
const tagList = z.array(text.trim().min(1).max(100)).max(50);
const webhookUrl = text.trim().max(2000);

const alertTag = text
  .max(200, 'Use at most 30 characters for a tag.')
  .superRefine((value, context) => {
    const problem = scoreTagProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform(tagOf);

/** Which leads a Slack integration posts for a campaign (rules/lead-alert.ts). */
export const alertRule = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('hot') }),
    z.object({
      kind: z.literal('score'),
      minScore: z
        .number({ error: 'Enter the score as a whole number.' })
        .int('Enter the score as a whole number.')
        .min(
          ALERT_SCORE_LIMITS.min,
          `The score goes from ${ALERT_SCORE_LIMITS.min} to ${ALERT_SCORE_LIMITS.max}.`,
        )
        .max(
          ALERT_SCORE_LIMITS.max,
          `The score goes from ${ALERT_SCORE_LIMITS.min} to ${ALERT_SCORE_LIMITS.max}.`,
        ),
    }),
    z.object({ kind: z.literal('tag'), tag: alertTag }),
    z.object({ kind: z.literal('every') }),
  ],
  { error: 'Choose which leads are posted: hot leads, leads from a score, leads with a tag, or every lead.' },
);

/** A campaign's chosen targets for one integration (connector.ts CampaignTargets). */
export const campaignTargets = z.object({
  lists: z.array(text.max(200)).max(50).optional(),
  tags: z.array(text.max(200)).max(50).optional(),
  groups: z.array(text.max(200)).max(50).optional(),
  sheetId: text.max(200).optional(),
  /** Slack: the channel's id (OAuth installs; an incoming webhook's channel is fixed by Slack). */
  channel: text.max(100).optional(),
  /** Slack: which leads are posted; absent means hot leads. */
  alertRule: alertRule.optional(),
});
export type CampaignTargetsInput = z.infer<typeof campaignTargets>;

export const integrationTarget = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(TARGET_KINDS),
});

/** One integration as answered: never its credentials, only which fields are saved. */
export const integrationSummary = z.object({
  id: z.number(),
  company_id: z.number(),
  slug: integrationSlug,
  name: z.string(),
  campaign_id: z.number().nullable(),
  status: z.enum(['connected', 'error', 'disconnected']),
  account_name: z.string().nullable(),
  credential_fields: z.array(z.string()),
  url: z.string().nullable(),
  tags: z.array(z.string()),
  settings: z.record(z.string(), z.string()),
  /** Webhooks: the last four characters of the signing secret ("whsec_…abcd"). */
  secret_hint: z.string().nullable(),
  last_error: z.string().nullable(),
  connected_at: z.string().nullable(),
  updated_at: z.string(),
});
export type IntegrationSummary = z.infer<typeof integrationSummary>;

/** §8: result 'error' shows message; 'success' shows message or 'Changes saved successfully'. */
export const integrationSaveResponse = z.object({
  result: z.enum(['success', 'error']),
  message: z.string(),
  integration: integrationSummary.optional(),
  /** A webhook's signing secret: answered once, when made or rotated, never again. */
  secret: z.string().optional(),
});

// POST /saveintegration
export const saveIntegrationRequest = z.object({
  company_id: id,
  slug: slugParam,
  /** Provider credentials by field name (INTEGRATION_PROVIDERS[slug].credentialFields). */
  credentials: z.record(text.max(100), credentialValue).optional(),
  /** Webhook: the endpoint URL. */
  url: webhookUrl.optional(),
  tags: tagList.optional(),
  settings: z.record(text.max(100), text.max(500)).optional(),
});

// POST /savecampaignintegrationdetails
export const saveCampaignIntegrationRequest = z.object({
  campaign_id: id,
  slug: slugParam,
  enabled: z.boolean().default(true),
  targets: campaignTargets.default({}),
  net_new_only: z.boolean().default(false),
  /** Webhook: the campaign's own endpoint URL (empty removes it). */
  url: webhookUrl.optional(),
  tags: tagList.optional(),
});

export const campaignIntegrationDetail = z.object({
  integration_id: z.number(),
  slug: integrationSlug,
  name: z.string(),
  status: z.enum(['connected', 'error', 'disconnected']),
  enabled: z.boolean(),
  targets: campaignTargets,
  net_new_only: z.boolean(),
});

/**
 * A company-wide webhook (the client's, or its agency's) as it stands for one campaign: it gets every
 * lead of every campaign below its company unless this campaign turned it off. Its URL and the switch
 * only for those who manage that company (a client does not see its agency's endpoint).
 */
export const companyWebhookForCampaign = z.object({
  integration_id: z.number(),
  company_id: z.number(),
  company_name: z.string(),
  /** 'client': the campaign's own client company; 'agency': a company above it. */
  owner: z.enum(['client', 'agency']),
  name: z.string(),
  url: z.string().nullable(),
  status: z.enum(['connected', 'error']),
  serves_campaign: z.boolean(),
  can_switch: z.boolean(),
});
export type CompanyWebhookForCampaign = z.infer<typeof companyWebhookForCampaign>;

// POST /integration/details: the campaign screens' integration settings.
export const integrationDetailsRequest = z.object({ campaign_id: id });
export const integrationDetailsResponse = z.object({
  campaign_id: z.number(),
  integrations: z.array(campaignIntegrationDetail),
  webhook: integrationSummary.nullable(),
  /** Ours (issue 23): the company webhooks that take this campaign's leads, or could. */
  company_webhooks: z.array(companyWebhookForCampaign),
});

// Ours (issue 23): a campaign turns a company webhook off (or on again) for itself only.
export const companyWebhookSwitchRequest = z.object({
  campaign_id: id,
  integration_id: id,
  enabled: z.boolean(),
});
export const companyWebhookSwitchResponse = z.object({
  message: z.string(),
  company_webhook: companyWebhookForCampaign,
});

export const companyIdParams = z.object({ companyID: id });
export const companyIntegrationParams = z.object({ companyID: id, slug: slugParam });
export const campaignIdParams = z.object({ campaign_id: id });
export const agencyIdParams = z.object({ agencyID: id });
export const campaignCompanyParams = z.object({ campaignID: id, companyID: id });
export const clickFunnelsCompanyParams = z.object({ company_id: id });
export const mailboxPowerGroupsQuery = z.object({ company_id: id });
export const mailboxPowerUserGroupsQuery = z.object({ company_id: id, campaign_id: id });

export const integrationListResponse = z.object({
  integrations: z.array(integrationSummary),
});
export const integrationDetailResponse = z.object({ integration: integrationSummary.nullable() });
export const targetsResponse = z.object({ targets: z.array(integrationTarget) });
export const kartraListAndTagResponse = z.object({
  lists: z.array(integrationTarget),
  tags: z.array(integrationTarget),
});
/** A campaign's (or agency's) chosen tags, and for providers the chosen targets. */
export const chosenTagsResponse = z.object({ tags: z.array(z.string()) });
export const webhookResponse = z.object({ webhook: integrationSummary.nullable() });

// POST /click-funnels/tags: makes a tag in the connected ClickFunnels workspace.
export const createClickFunnelsTagRequest = z.object({ company_id: id, name: text.trim().min(1).max(100) });
export const createdTargetResponse = z.object({ target: integrationTarget });

// Google Sheets (OAuth).
export const googleCheckConnectResponse = z.object({
  connected: z.boolean(),
  account_name: z.string().nullable(),
  /** Where the browser goes to grant access (when not connected). */
  auth_url: z.string().nullable(),
});
export const googleOAuthCallbackQuery = z.object({
  code: text.max(2000).optional(),
  state: text.max(2000),
  error: text.max(200).optional(),
});
// CRM field mapping (ours, issue 25 item 5): each lead field's property in the CRM ('' skips it).
export const crmFieldMapRequest = z.object({
  fields: z.partialRecord(z.enum(CRM_LEAD_FIELDS), text.max(200)).superRefine((fields, context) => {
    for (const [field, name] of Object.entries(fields)) {
      const problem = crmPropertyProblem(name.trim());
      if (problem) context.addIssue({ code: 'custom', path: [field], message: problem });
    }
  }),
});
export const crmFieldMapResponse = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.string()),
});

// Slack (OAuth, ours): the "Add to Slack" address for a company, and Slack's redirect back.
export const slackInstallResponse = z.object({
  /** Where the browser goes to install the app; null when this platform has no Slack app set up. */
  auth_url: z.string().nullable(),
});
export const slackOAuthCallbackQuery = googleOAuthCallbackQuery;
// Salesforce (OAuth web server flow): the "Connect with Salesforce" address (the same shape as
// Slack's), and Salesforce's redirect back (a refusal carries error=access_denied and a description).
export const salesforceInstallResponse = slackInstallResponse;
export const salesforceOAuthCallbackQuery = googleOAuthCallbackQuery.extend({
  error_description: text.max(1000).optional(),
});
export const resultResponse = z.object({ result: z.enum(['success', 'error']), message: z.string() });

// Ours: test, disconnect, rotate the webhook secret.
export const integrationIdParams = z.object({ integrationId: id });
export const testIntegrationResponse = z.object({
  result: z.enum(['success', 'error']),
  message: z.string(),
  http_status: z.number().nullable(),
});
export const rotateSecretResponse = z.object({ message: z.string(), secret: z.string() });

// The delivery log (client and agency), with Resend.
export const DELIVERY_LOG_STATUSES = ['pending', 'sending', 'delivered', 'failed', 'duplicate'] as const;
export const deliveryLogQuery = z.object({
  company_id: id,
  campaign_id: id.optional(),
  integration_id: id.optional(),
  lead_id: id.optional(),
  status: z.enum(DELIVERY_LOG_STATUSES).optional(),
  Page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  PerPage: z.coerce.number().int().min(1).max(100).default(25),
});
export const deliveryLogRow = z.object({
  id: z.number(),
  lead_id: z.number(),
  campaign_id: z.number(),
  leadspeek_api_id: z.string(),
  campaign_name: z.string(),
  integration_id: z.number(),
  slug: integrationSlug,
  /** "Webhook · hooks.example.com" for a campaign's own webhook, "Webhook (all campaigns)" for a company's. */
  integration_name: z.string(),
  lead_name: z.string(),
  lead_email: z.string().nullable(),
  status: z.enum(DELIVERY_LOG_STATUSES),
  attempts: z.number(),
  last_http_status: z.number().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DeliveryLogRow = z.infer<typeof deliveryLogRow>;
export const deliveryLogResponse = z.object({ data: z.array(deliveryLogRow), ...pageResponseFields });
export const deliveryIdParams = z.object({ deliveryId: id });
export const resendResponse = z.object({ message: z.string(), delivery: deliveryLogRow });

// Live leads (server-sent events). EventSource cannot send the bearer token: the page asks for a
// short-lived ticket, then opens GET /leads/live?ticket=… which streams `event: lead` messages.
export const liveTicketRequest = z.object({
  company_id: id,
  campaign_id: id.optional(),
});
export const liveTicketResponse = z.object({ ticket: z.string(), expires_at: z.string() });
export const liveStreamQuery = z.object({ ticket: text.max(2000) });
/** The `data` of each `event: lead` message. */
export const liveLeadEvent = z.object({
  id: z.number(),
  campaign_id: z.number(),
  leadspeek_api_id: z.string(),
  campaign_name: z.string(),
  company_id: z.number(),
  module: z.enum(['local', 'locator', 'enhance', 'b2b']),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  created_at: z.string(),
});
export type LiveLeadEvent = z.infer<typeof liveLeadEvent>;

// Net-new rejections counted on the dashboard.
export const netNewRejectionsQuery = z.object({
  company_id: id,
  campaign_id: id.optional(),
  startDate: text.max(10).optional(),
  endDate: text.max(10).optional(),
});
export const netNewRejectionsResponse = z.object({
  total: z.number(),
  by_integration: z.array(z.object({ slug: integrationSlug, name: z.string(), count: z.number() })),
});
