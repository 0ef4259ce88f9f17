// Every API route, by domain. ALL_ROUTES lists them flat: the API checks that each is served and
// that nothing else is, and the isolation matrix and fuzz tests run over it.
import { authRoutes } from './auth.ts';
import { featureRoutes } from './features.ts';
import { generalRoutes } from './general.ts';
import { leadEngineRoutes } from './lead-engine.ts';
import { platformRoutes } from './platform.ts';
import { roleRoutes } from './roles.ts';
import type { RouteDeclaration } from './route.ts';
import { settingsRoutes } from './settings.ts';
import { userRoutes } from './users.ts';
import { whiteLabelRoutes } from './white-label.ts';

export * from './auth.ts';
export * from './features.ts';
export * from './general.ts';
export * from './lead-engine.ts';
export * from './platform.ts';
export * from './roles.ts';
export * from './route.ts';
export * from './settings.ts';
export * from './users.ts';
export * from './white-label.ts';

export const ROUTES_BY_DOMAIN = {
  auth: authRoutes,
  features: featureRoutes,
  general: generalRoutes,
  leadEngine: leadEngineRoutes,
  platform: platformRoutes,
  roles: roleRoutes,
  settings: settingsRoutes,
  users: userRoutes,
  whiteLabel: whiteLabelRoutes,
} satisfies Record<string, Record<string, RouteDeclaration>>;

export const ALL_ROUTES: RouteDeclaration[] = Object.values(ROUTES_BY_DOMAIN).flatMap((routes) =>
  Object.values(routes),
);
