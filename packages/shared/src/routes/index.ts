// Every API route, by domain. ALL_ROUTES lists them flat: the API checks that each is served and
// that nothing else is, and the isolation matrix and fuzz tests run over it.
import { agencyHostRoutes } from './agency-hosts.ts';
import { audienceRoutes } from './audience.ts';
import { authRoutes } from './auth.ts';
import { bannerRoutes } from './banners.ts';
import { billingRoutes } from './billing.ts';
import { campaignListRoutes } from './campaign-lists.ts';
import { campaignRoutes } from './campaigns.ts';
import { companiesRoutes } from './companies.ts';
import { customFieldRoutes } from './custom-fields.ts';
import { dataEnrichmentRoutes } from './data-enrichment.ts';
import { developerApiRoutes } from './developer-api.ts';
import { documentRoutes } from './documents.ts';
import { featureRoutes } from './features.ts';
import { generalRoutes } from './general.ts';
import { ingestRoutes } from './ingest.ts';
import { integrationRoutes } from './integrations.ts';
import { invoiceRoutes } from './invoices.ts';
import { leadEngineRoutes } from './lead-engine.ts';
import { leadToolsRoutes } from './lead-tools.ts';
import { paymentFailureRoutes } from './payment-failures.ts';
import { platformRoutes } from './platform.ts';
import { pricePresetRoutes } from './price-presets.ts';
import { profileRoutes } from './profile.ts';
import { publicApiRoutes } from './public-api.ts';
import { publicApiClientRoutes } from './public-api-clients.ts';
import { publicApiExclusionWebhookRoutes } from './public-api-exclusions-webhooks.ts';
import { referralRoutes } from './referrals.ts';
import { refundRoutes } from './refunds.ts';
import { reportAnalyticsRoutes } from './report-analytics.ts';
import { reportsRoutes } from './reports.ts';
import { roleRoutes } from './roles.ts';
import type { RouteDeclaration } from './route.ts';
import { settingsRoutes } from './settings.ts';
import { subscriptionRoutes } from './subscriptions.ts';
import { suppressionRoutes } from './suppression.ts';
import { userLogsRoutes } from './user-logs.ts';
import { userRoutes } from './users.ts';
import { walletRoutes } from './wallet.ts';
import { whiteLabelRoutes } from './white-label.ts';

export * from './agency-hosts.ts';
export * from './audience.ts';
export * from './auth.ts';
export * from './banners.ts';
export * from './billing.ts';
export * from './campaign-access.ts';
export * from './campaign-lists.ts';
export * from './campaigns.ts';
export * from './companies.ts';
export * from './custom-fields.ts';
export * from './data-enrichment.ts';
export * from './developer-api.ts';
export * from './documents.ts';
export * from './features.ts';
export * from './general.ts';
export * from './ingest.ts';
export * from './integrations.ts';
export * from './invoices.ts';
export * from './lead-engine.ts';
export * from './lead-tools.ts';
export * from './payment-failures.ts';
export * from './platform.ts';
export * from './price-presets.ts';
export * from './profile.ts';
export * from './public-api.ts';
export * from './public-api-clients.ts';
export * from './public-api-exclusions-webhooks.ts';
export * from './referrals.ts';
export * from './refunds.ts';
export * from './report-analytics.ts';
export * from './reports.ts';
export * from './roles.ts';
export * from './route.ts';
export * from './settings.ts';
export * from './sign-in-paths.ts';
export * from './subscriptions.ts';
export * from './suppression.ts';
export * from './user-logs.ts';
export * from './users.ts';
export * from './wallet.ts';
export * from './white-label.ts';

export const ROUTES_BY_DOMAIN = {
  agencyHosts: agencyHostRoutes,
  audience: audienceRoutes,
  auth: authRoutes,
  banners: bannerRoutes,
  billing: billingRoutes,
  campaignList: campaignListRoutes,
  campaign: campaignRoutes,
  companies: companiesRoutes,
  customField: customFieldRoutes,
  dataEnrichment: dataEnrichmentRoutes,
  developerApi: developerApiRoutes,
  publicApi: publicApiRoutes,
  publicApiClients: publicApiClientRoutes,
  publicApiExclusionsWebhooks: publicApiExclusionWebhookRoutes,
  document: documentRoutes,
  feature: featureRoutes,
  general: generalRoutes,
  ingest: ingestRoutes,
  integrations: integrationRoutes,
  invoice: invoiceRoutes,
  leadEngine: leadEngineRoutes,
  leadTools: leadToolsRoutes,
  paymentFailures: paymentFailureRoutes,
  platform: platformRoutes,
  pricePreset: pricePresetRoutes,
  profile: profileRoutes,
  referral: referralRoutes,
  refunds: refundRoutes,
  reportAnalytics: reportAnalyticsRoutes,
  reports: reportsRoutes,
  role: roleRoutes,
  settings: settingsRoutes,
  subscription: subscriptionRoutes,
  suppression: suppressionRoutes,
  userLogs: userLogsRoutes,
  user: userRoutes,
  wallet: walletRoutes,
  whiteLabel: whiteLabelRoutes,
} satisfies Record<string, Record<string, RouteDeclaration>>;

export const ALL_ROUTES: RouteDeclaration[] = Object.values(ROUTES_BY_DOMAIN).flatMap((routes) =>
  Object.values(routes),
);
