// Every API route, by domain. ALL_ROUTES lists them flat: the API checks that each is served and
// that nothing else is, and the isolation matrix and fuzz tests run over it.
import { leadEngineRoutes } from './lead-engine.ts';
import type { RouteDeclaration } from './route.ts';

export * from './lead-engine.ts';
export * from './route.ts';

export const ROUTES_BY_DOMAIN = {
  leadEngine: leadEngineRoutes,
} satisfies Record<string, Record<string, RouteDeclaration>>;

export const ALL_ROUTES: RouteDeclaration[] = Object.values(ROUTES_BY_DOMAIN).flatMap((routes) =>
  Object.values(routes),
);
