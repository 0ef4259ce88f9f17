// Builds the Fastify app: plugins, error shape, actor resolution, modules, and the web app. No listen.
import fs from 'node:fs';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { messages } from '@lead/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { audienceRoutes } from './modules/audience/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { campaignListRoutes } from './modules/campaign-lists/routes.ts';
import { campaignRoutes } from './modules/campaigns/routes.ts';
import { campaignStatusRoutes } from './modules/campaigns/status-routes.ts';
import { downlineRoutes } from './modules/companies/downline-routes.ts';
import { tenantListRoutes } from './modules/companies/list-routes.ts';
import { rowActionRoutes } from './modules/companies/row-action-routes.ts';
import { devMailRoutes } from './modules/dev-mail/routes.ts';
import { featureRoutes } from './modules/features/routes.ts';
import { generalRoutes } from './modules/general/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { ingestRoutes } from './modules/ingest/routes.ts';
import { siteRoutes } from './modules/ingest/site-routes.ts';
import { leadEngineRoutes } from './modules/lead-engine/routes.ts';
import { leadToolsRoutes } from './modules/lead-tools/routes.ts';
import { reportAnalyticsRoutes } from './modules/report-analytics/routes.ts';
import { reportsRoutes } from './modules/reports/routes.ts';
import { roleRoutes } from './modules/roles/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { suppressionRoutes } from './modules/suppression/routes.ts';
import { userLogRoutes } from './modules/user-logs/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { shellRoutes } from './modules/users/shell-routes.ts';
import { uploadRoutes } from './modules/users/upload-routes.ts';
import { tenancyRoutes } from './modules/white-label/routes.ts';
import { registerActorResolution } from './platform/actor.ts';
import type { AppContext } from './platform/app-context.ts';
import { registerErrorHandler } from './platform/errors.ts';
import { registerInputGuard } from './platform/input-guard.ts';
import { sessionLifetimeOf } from './platform/session-lifetime.ts';
import { fastifyTrustProxy } from './platform/trust-proxy.ts';

export async function buildServer(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: ctx.config.LOG_LEVEL },
    trustProxy: fastifyTrustProxy(ctx.config.TRUST_PROXY),
    bodyLimit: 1_048_576,
    // Path segments carry searches (up to 100 characters, percent-encoded): validation names the field.
    routerOptions: { maxParamLength: 1000 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  registerActorResolution(app, ctx.db, sessionLifetimeOf(ctx.config));

  await app.register(fastifyHelmet, {
    // Inline styles come from the UI library; images may be data: URLs (logos, QR codes).
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        // Agencies may run on plain http (custom domains before TLS): never rewrite to https.
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(fastifyMultipart);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Lead platform API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, ctx);
      await api.register(tenancyRoutes, ctx);
      await api.register(authRoutes, ctx);
      await api.register(userRoutes, ctx);
      await api.register(shellRoutes, ctx);
      await api.register(uploadRoutes, ctx);
      await api.register(featureRoutes, ctx);
      await api.register(roleRoutes, ctx);
      await api.register(settingsRoutes, ctx);
      await api.register(generalRoutes, ctx);
      await api.register(billingRoutes, ctx);
      await api.register(tenantListRoutes, ctx);
      await api.register(downlineRoutes, ctx);
      await api.register(rowActionRoutes, ctx);
      await api.register(userLogRoutes, ctx);
      await api.register(campaignRoutes, ctx);
      await api.register(campaignStatusRoutes, ctx);
      await api.register(campaignListRoutes, ctx);
      await api.register(reportsRoutes, ctx);
      await api.register(reportAnalyticsRoutes, ctx);
      await api.register(audienceRoutes, ctx);
      await api.register(suppressionRoutes, ctx);
      await api.register(leadToolsRoutes, ctx);
      await api.register(ingestRoutes, ctx);
      await api.register(leadEngineRoutes, ctx);
      if (ctx.config.mailOutboxPage) await api.register(devMailRoutes, ctx);
    },
    { prefix: '/api' },
  );
  await app.register(siteRoutes, ctx);

  registerWebApp(app, ctx.config.WEB_DIST);
  return app;
}

/** Serves the built React app; unknown non-API paths get index.html so browser routing works. */
function registerWebApp(app: FastifyInstance, webDist: string): void {
  const hasWeb = fs.existsSync(`${webDist}/index.html`);
  if (hasWeb) app.register(fastifyStatic, { root: webDist, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api');
    if (wantsPage && hasWeb) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({ message: messages.notFound });
  });
}
