// Every route plugin of the API, in one list: server.ts registers each under /api. Each plugin
// serves routes declared in packages/shared/src/routes, so this file and that folder show the API.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agencyMailRoutes } from './modules/agency-mail/routes.ts';
import { audienceRoutes } from './modules/audience/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { bannerRoutes } from './modules/banners/routes.ts';
import { connectedAccountRoutes } from './modules/billing/connected-account-routes.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { sandboxRoutes } from './modules/billing/sandbox-routes.ts';
import { campaignListRoutes } from './modules/campaign-lists/routes.ts';
import { campaignRoutes } from './modules/campaigns/routes.ts';
import { campaignStatusRoutes } from './modules/campaigns/status-routes.ts';
import { downlineRoutes } from './modules/companies/downline-routes.ts';
import { tenantListRoutes } from './modules/companies/list-routes.ts';
import { rowActionRoutes } from './modules/companies/row-action-routes.ts';
import { companyGroupRoutes } from './modules/company-groups/routes.ts';
import { customFieldRoutes } from './modules/custom-fields/routes.ts';
import { dataEnrichmentRoutes } from './modules/data-enrichment/routes.ts';
import { devMailRoutes } from './modules/dev-mail/routes.ts';
import { developerApiRoutes } from './modules/developer-api/routes.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { featureRoutes } from './modules/features/routes.ts';
import { generalRoutes } from './modules/general/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { ingestRoutes } from './modules/ingest/routes.ts';
import { integrationProviderRoutes } from './modules/integrations/provider-routes.ts';
import { integrationCoreRoutes } from './modules/integrations/routes.ts';
import { invoiceReadRoutes } from './modules/invoices/invoice-read-routes.ts';
import { refundRoutes } from './modules/invoices/refund-routes.ts';
import { leadEngineRoutes } from './modules/lead-engine/routes.ts';
import { leadToolsRoutes } from './modules/lead-tools/routes.ts';
import { organizationRoutes } from './modules/organizations/routes.ts';
import { paymentFailureRoutes } from './modules/payment-failures/routes.ts';
import { pricePresetRoutes } from './modules/price-presets/routes.ts';
import { publicApiClientRoutes } from './modules/public-api/client-routes.ts';
import { publicApiExclusionWebhookRoutes } from './modules/public-api/exclusion-webhook-routes.ts';
import { publicApiRoutes } from './modules/public-api/routes.ts';
import { referralRoutes } from './modules/referrals/routes.ts';
import { reportAnalyticsRoutes } from './modules/report-analytics/routes.ts';
import { leadListRoutes } from './modules/reports/lead-routes.ts';
import { reportsRoutes } from './modules/reports/routes.ts';
import { roleRoutes } from './modules/roles/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { subscriptionRoutes } from './modules/subscriptions/routes.ts';
import { suppressionRoutes } from './modules/suppression/routes.ts';
import { userLogRoutes } from './modules/user-logs/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { shellRoutes } from './modules/users/shell-routes.ts';
import { uploadRoutes } from './modules/users/upload-routes.ts';
import { walletRoutePlugin } from './modules/wallet/routes.ts';
import { agencyHostRoutes } from './modules/white-label/agency-host-routes.ts';
import { whiteLabelRoutes } from './modules/white-label/routes.ts';
import type { AppContext } from './platform/app-context.ts';
import type { Config } from './platform/config.ts';

export type ApiRoutePlugin = {
  plugin: FastifyPluginAsyncZod<AppContext>;
  /** Served only under this configuration (the outbox without SMTP, test cards with the sandbox). */
  servedWhen?: (config: Config) => boolean;
};

export const API_ROUTE_PLUGINS: ApiRoutePlugin[] = [
  { plugin: healthRoutes },
  { plugin: whiteLabelRoutes },
  { plugin: authRoutes },
  { plugin: userRoutes },
  { plugin: shellRoutes },
  { plugin: uploadRoutes },
  { plugin: featureRoutes },
  { plugin: developerApiRoutes },
  { plugin: publicApiRoutes },
  { plugin: publicApiClientRoutes },
  { plugin: publicApiExclusionWebhookRoutes },
  { plugin: roleRoutes },
  { plugin: settingsRoutes },
  { plugin: pricePresetRoutes },
  { plugin: subscriptionRoutes },
  { plugin: paymentFailureRoutes },
  { plugin: agencyMailRoutes },
  { plugin: agencyHostRoutes },
  { plugin: generalRoutes },
  { plugin: customFieldRoutes },
  { plugin: dataEnrichmentRoutes },
  { plugin: billingRoutes },
  { plugin: connectedAccountRoutes },
  { plugin: sandboxRoutes, servedWhen: (config) => config.PAYMENT_PROVIDER === 'sandbox' },
  { plugin: tenantListRoutes },
  { plugin: downlineRoutes },
  { plugin: rowActionRoutes },
  { plugin: userLogRoutes },
  { plugin: invoiceReadRoutes },
  { plugin: campaignRoutes },
  { plugin: campaignStatusRoutes },
  { plugin: campaignListRoutes },
  { plugin: companyGroupRoutes },
  { plugin: organizationRoutes },
  { plugin: referralRoutes },
  { plugin: reportsRoutes },
  { plugin: leadListRoutes },
  { plugin: documentRoutes },
  { plugin: reportAnalyticsRoutes },
  { plugin: audienceRoutes },
  { plugin: suppressionRoutes },
  { plugin: leadToolsRoutes },
  { plugin: ingestRoutes },
  { plugin: leadEngineRoutes },
  { plugin: refundRoutes },
  { plugin: integrationCoreRoutes },
  { plugin: integrationProviderRoutes },
  { plugin: walletRoutePlugin },
  { plugin: bannerRoutes },
  { plugin: devMailRoutes, servedWhen: (config) => config.mailOutboxPage },
];
