// Every API route, by domain. ALL_ROUTES lists them flat: the API checks that each is served and
// that nothing else is, and the isolation matrix and fuzz tests run over it.
import { audienceRoutes } from './audience.ts';
import { billingRoutes } from './billing.ts';
import { campaignListRoutes } from './campaign-lists.ts';
import { campaignRoutes } from './campaigns.ts';
import { companiesRoutes } from './companies.ts';
import { ingestRoutes } from './ingest.ts';
import { leadEngineRoutes } from './lead-engine.ts';
import { leadToolsRoutes } from './lead-tools.ts';
import { reportAnalyticsRoutes } from './report-analytics.ts';
import { reportsRoutes } from './reports.ts';
import type { RouteDeclaration } from './route.ts';
import { suppressionRoutes } from './suppression.ts';

export * from './audience.ts';
export * from './campaign-access.ts';
export * from './campaign-lists.ts';
export * from './campaigns.ts';
export * from './ingest.ts';

import { userLogsRoutes } from './user-logs.ts';

export * from './billing.ts';
export * from './companies.ts';
export * from './lead-engine.ts';
export * from './lead-tools.ts';
export * from './report-analytics.ts';
export * from './reports.ts';
export * from './route.ts';
export * from './suppression.ts';
export * from './user-logs.ts';

export const ROUTES_BY_DOMAIN = {
  billing: billingRoutes,
  companies: companiesRoutes,
  leadEngine: leadEngineRoutes,
  campaigns: campaignRoutes,
  campaignLists: campaignListRoutes,
  audience: audienceRoutes,
  suppression: suppressionRoutes,
  reports: reportsRoutes,
  reportAnalytics: reportAnalyticsRoutes,
  leadTools: leadToolsRoutes,
  ingest: ingestRoutes,
  userLogs: userLogsRoutes,
} satisfies Record<string, Record<string, RouteDeclaration>>;

export const ALL_ROUTES: RouteDeclaration[] = Object.values(ROUTES_BY_DOMAIN).flatMap((routes) =>
  Object.values(routes),
);
