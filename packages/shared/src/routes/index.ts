// Every API route, by domain. ALL_ROUTES lists them flat: the API checks that each is served and
// that nothing else is, and the isolation matrix and fuzz tests run over it.
import { billingRoutes } from './billing.ts';
import { companiesRoutes } from './companies.ts';
import { leadEngineRoutes } from './lead-engine.ts';
import type { RouteDeclaration } from './route.ts';
import { userLogsRoutes } from './user-logs.ts';

export * from './billing.ts';
export * from './companies.ts';
export * from './lead-engine.ts';
export * from './route.ts';
export * from './user-logs.ts';

export const ROUTES_BY_DOMAIN = {
  billing: billingRoutes,
  companies: companiesRoutes,
  leadEngine: leadEngineRoutes,
  userLogs: userLogsRoutes,
} satisfies Record<string, Record<string, RouteDeclaration>>;

export const ALL_ROUTES: RouteDeclaration[] = Object.values(ROUTES_BY_DOMAIN).flatMap((routes) =>
  Object.values(routes),
);
