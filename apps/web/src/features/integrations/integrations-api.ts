// Integration calls (part 2 §7 "Integrations" and ours: test, disconnect, rotate, delivery log,
// resend, live ticket). Saves go through acceptedOrThrow, so an answer whose result is 'error'
// fails like an HTTP error (§8 "Integration save error").
import {
  type CampaignTargetsInput,
  type IntegrationSlug,
  integrationRoutes as routes,
  type TargetKind,
} from '@lead/shared';
import { call } from '../../lib/api-client.ts';
import { acceptedOrThrow } from './save-notice.ts';

export const INTEGRATIONS_KEY = ['integrations'] as const;
export const integrationListKey = (companyId: number) => [...INTEGRATIONS_KEY, 'list', companyId] as const;
export const targetsKey = (companyId: number, slug: IntegrationSlug) =>
  [...INTEGRATIONS_KEY, 'targets', companyId, slug] as const;
export const campaignIntegrationsKey = (campaignId: number) =>
  [...INTEGRATIONS_KEY, 'campaign', campaignId] as const;
export const DELIVERIES_KEY = [...INTEGRATIONS_KEY, 'deliveries'] as const;

export const listIntegrations = (companyId: number) =>
  call(routes.companyIntegrationList, { params: { companyID: companyId } }).then(
    (answer) => answer.integrations,
  );

export type SaveIntegrationInput = {
  companyId: number;
  slug: IntegrationSlug;
  credentials?: Record<string, string>;
  url?: string;
};

export const saveIntegration = (input: SaveIntegrationInput) =>
  call(routes.saveIntegration, {
    body: {
      company_id: input.companyId,
      slug: input.slug,
      credentials: input.credentials,
      url: input.url,
    },
  }).then(acceptedOrThrow);

export const testIntegration = (integrationId: number) =>
  call(routes.testIntegration, { params: { integrationId } }).then(acceptedOrThrow);

export const disconnectIntegration = (integrationId: number) =>
  call(routes.disconnectIntegration, { params: { integrationId } }).then(acceptedOrThrow);

export const rotateWebhookSecret = (integrationId: number) =>
  call(routes.rotateWebhookSecret, { params: { integrationId } });

export const googleCheckConnect = (companyId: number) =>
  call(routes.googleSheetCheckConnect, { params: { companyID: companyId } });

export const googleRevoke = (companyId: number) =>
  call(routes.googleSheetRevoke, { params: { companyID: companyId } }).then(acceptedOrThrow);

/** A CRM integration's field mapping; the e-mail is left out (the server keeps it fixed). */
export const saveCrmFieldMap = (integrationId: number, fields: Record<string, string>) => {
  const { email: _key, ...mapped } = fields;
  return call(routes.crmFieldMap, { params: { integrationId }, body: { fields: mapped } });
};

/** Slack's install page for this company ("Add to Slack"); null when the platform has no Slack app. */
export const slackInstallUrl = (companyId: number) =>
  call(routes.slackInstall, { params: { companyID: companyId } }).then((answer) => answer.auth_url);

/** Salesforce's sign-in page for this company ("Connect with Salesforce"); null when the platform has no connected app. */
export const salesforceInstallUrl = (companyId: number) =>
  call(routes.salesforceInstall, { params: { companyID: companyId } }).then((answer) => answer.auth_url);

export type TargetOption = { id: string; name: string; kind: TargetKind };

/** The lists, tags or groups a campaign may choose from, by the provider's own call. */
export async function listTargets(companyId: number, slug: IntegrationSlug): Promise<TargetOption[]> {
  const params = { companyID: companyId };
  switch (slug) {
    case 'sendgrid':
      return (await call(routes.sendgridLists, { params })).targets;
    case 'kartra': {
      const answer = await call(routes.kartraListsAndTags, { params });
      return [...answer.lists, ...answer.tags];
    }
    case 'gohighlevel':
      return (await call(routes.goHighLevelTags, { params })).targets;
    case 'mailboxpower':
      return (await call(routes.mailboxPowerGroups, { query: { company_id: companyId } })).targets;
    case 'clickfunnels':
      return (await call(routes.clickFunnelsTags, { params: { company_id: companyId } })).targets;
    case 'slack':
      return (await call(routes.slackChannels, { params })).targets;
    // Webhooks and CRMs have no targets; a Google spreadsheet is named by its address on the campaign.
    case 'webhook':
    case 'googlesheet':
    case 'hubspot':
    case 'salesforce':
      return [];
  }
}

export const createClickFunnelsTag = (companyId: number, name: string) =>
  call(routes.createClickFunnelsTag, { body: { company_id: companyId, name } });

export const campaignIntegrations = (campaignId: number) =>
  call(routes.integrationDetails, { body: { campaign_id: campaignId } });

export type SaveCampaignIntegrationInput = {
  campaignId: number;
  slug: IntegrationSlug;
  enabled: boolean;
  targets: CampaignTargetsInput;
  netNewOnly: boolean;
  url?: string;
};

export const saveCampaignIntegration = (input: SaveCampaignIntegrationInput) =>
  call(routes.saveCampaignIntegrationDetails, {
    body: {
      campaign_id: input.campaignId,
      slug: input.slug,
      enabled: input.enabled,
      targets: input.targets,
      net_new_only: input.netNewOnly,
      url: input.url,
    },
  }).then(acceptedOrThrow);

/** Turns a company webhook off (or on again) for one campaign only. */
export const switchCompanyWebhook = (campaignId: number, integrationId: number, enabled: boolean) =>
  call(routes.switchCompanyWebhook, {
    body: { campaign_id: campaignId, integration_id: integrationId, enabled },
  });

export type DeliveryFilter = {
  companyId: number;
  integrationId?: number;
  campaignId?: number;
  leadId?: number;
  status?: 'pending' | 'sending' | 'delivered' | 'failed' | 'duplicate';
};

export const deliveriesKey = (filter: DeliveryFilter, page: number) =>
  [...DELIVERIES_KEY, filter, page] as const;

export const listDeliveries = (filter: DeliveryFilter, page: number, perPage: number) =>
  call(routes.deliveryLog, {
    query: {
      company_id: filter.companyId,
      integration_id: filter.integrationId,
      campaign_id: filter.campaignId,
      lead_id: filter.leadId,
      status: filter.status,
      Page: page,
      PerPage: perPage,
    },
  });

export const resendDelivery = (deliveryId: number) => call(routes.resendDelivery, { params: { deliveryId } });

export const liveLeadsTicket = (companyId: number, campaignId?: number) =>
  call(routes.liveLeadsTicket, { body: { company_id: companyId, campaign_id: campaignId } });
