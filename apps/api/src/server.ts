// Builds the Fastify app: plugins, error shape, actor resolution, modules, and the web app. No listen.
import fs from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { messages } from '@lead/shared';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_ROUTE_PLUGINS } from './api-routes.ts';
import { stripePageSources } from './modules/billing/stripe-page-sources.ts';
import { registerMetrics } from './modules/health/metrics-route.ts';
import { siteRoutes } from './modules/ingest/site-routes.ts';
import { leadPayloadDocs } from './modules/integrations/lead-payload-docs.ts';
import { withPlainExamples } from './modules/public-api/plain-examples.ts';
import { registerPublicApiDocs } from './modules/public-api/public-api-docs.ts';
import { REFERENCE_PAGE_OPTIONS } from './modules/public-api/reference-page-theme.ts';
import {
  embeddedCodeOfHost,
  embeddedCodePolicy,
  newNonce,
  pageWithEmbeddedCode,
} from './modules/white-label/embedded-page.ts';
import { faviconRoutes } from './modules/white-label/favicon.ts';
import { registerActorResolution } from './platform/access/actor.ts';
import { registerIdempotentCalls } from './platform/access/idempotent-calls.ts';
import { API_PREFIX } from './platform/access/signed-links.ts';
import type { AppContext } from './platform/app-context.ts';
import { registerErrorHandler } from './platform/errors.ts';
import { registerInputGuard } from './platform/input-guard.ts';
import { createLog } from './platform/log.ts';
import { pageScriptHashes } from './platform/page-script-hashes.ts';
import { sendProblem } from './platform/problem-details.ts';
import { REQUEST_ID_HEADER, requestIdOf } from './platform/request-context.ts';
import { registerRequestIds } from './platform/request-ids.ts';
import { RequestLogs } from './platform/request-logs.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { sessionLifetimeOf } from './platform/session-lifetime.ts';
import { fastifyTrustProxy } from './platform/trust-proxy.ts';
import { registerWebAssets } from './platform/web-assets.ts';

/**
 * New connections the kernel holds for the server while its event loop is busy (the kernel caps it
 * at net.core.somaxconn). With Node's 511, a pause of the loop under bench:latency's 1,000 page
 * views a second overflowed the queue (20,000–33,000 overflows in a run's counters), and the
 * connections it dropped were reset under their senders, hundreds at once (ECONNRESET): page views
 * refused, not acknowledged. Each browser sending the pixel is a connection of its own.
 */
export const LISTEN_BACKLOG = 4096;

/** `beforeRoutes`: hooks a test adds ahead of every route (test-app.ts). */
export async function buildServer(
  ctx: AppContext,
  beforeRoutes?: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: (ctx.log ?? createLog(ctx.config.LOG_LEVEL)) as FastifyBaseLogger,
    // Each request's id: the caller's X-Request-Id when sane, else a new one (request-context.ts).
    genReqId: (request) => requestIdOf(request.headers[REQUEST_ID_HEADER]),
    logController: new RequestLogs({ requestIdLogLabel: 'requestId' }),
    trustProxy: fastifyTrustProxy(ctx.config.TRUST_PROXY),
    bodyLimit: 1_048_576,
    // Path segments carry searches (up to 100 characters, percent-encoded): validation names the field.
    routerOptions: { maxParamLength: 1000 },
  }).withTypeProvider<ZodTypeProvider>();
  registerRequestIds(app);
  beforeRoutes?.(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  app.decorate('appContext', ctx);
  registerActorResolution(app, ctx.db, sessionLifetimeOf(ctx.config), ctx.config, {
    ...(ctx.scopeChecks === false && { scopeChecks: false }),
  });
  registerIdempotentCalls(app, ctx.db);
  registerMetrics(app, ctx);

  const stripe = stripePageSources(ctx.config);
  registerSecurityHeaders(app, {
    // Inline styles come from the UI library; images may be data: URLs (logos, QR codes) or blob: URLs
    // of pictures the app fetched with its token (banners). The sign-in page's inline scripts are
    // allowed by their hashes.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...pageScriptHashes(ctx.config.WEB_DIST), ...stripe.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripe.connect],
        frameSrc: ["'self'", ...stripe.frame],
        frameAncestors: ["'self'"],
        // Agencies may run on plain http (custom domains before TLS): never rewrite to https.
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(fastifyMultipart);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Lead platform API', version: '1.0.0' }, ...leadPayloadDocs() },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      withPlainExamples('openapiObject' in document ? document.openapiObject : document.swaggerObject),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', ...REFERENCE_PAGE_OPTIONS });
  await registerPublicApiDocs(app);

  await app.register(
    async (api) => {
      for (const { plugin, servedWhen } of API_ROUTE_PLUGINS) {
        if (!servedWhen || servedWhen(ctx.config)) await api.register(plugin, ctx);
      }
    },
    { prefix: API_PREFIX },
  );
  await app.register(siteRoutes, ctx);
  await app.register(faviconRoutes, ctx);

  registerWebApp(app, ctx);
  return app;
}

/**
 * Serves the built React app; unknown non-API paths get index.html so browser routing works. The page
 * itself is never a static route: an agency's host may carry its embedded code (embedded-page.ts).
 */
function registerWebApp(app: FastifyInstance, ctx: AppContext): void {
  const webDist = ctx.config.WEB_DIST;
  const hasWeb = fs.existsSync(`${webDist}/index.html`);
  const page = hasWeb ? fs.readFileSync(`${webDist}/index.html`, 'utf8') : '';
  if (hasWeb) {
    // The hashed files from memory, cached for a year (web-assets.ts); the few others from disk,
    // checked on each load.
    registerWebAssets(app, path.join(webDist, 'assets'));
    app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      globIgnore: ['index.html', 'index.html.*', 'sign-in.html', 'sign-in.html.*', 'assets/**'],
      // The build writes .br and .gz beside each text file: sent as they are, never compressed live.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response) => response.setHeader('Cache-Control', 'no-cache'),
    });
  }
  // /login is the sign-in page's own small entry (a first visit does not download the app).
  const hasSignIn = fs.existsSync(`${webDist}/sign-in.html`);
  const signInPage = hasSignIn ? fs.readFileSync(`${webDist}/sign-in.html`, 'utf8') : '';
  const isSignIn = (url: string) => hasSignIn && url.split('?')[0] === '/login';
  app.setNotFoundHandler(async (request, reply) => {
    // The developer API answers problems (RFC 9457), even for a call it does not have.
    if (request.url.startsWith('/api/v1/')) return sendProblem(request, reply, 404, messages.notFound);
    const wantsPage = ['GET', 'HEAD'].includes(request.method) && !request.url.startsWith('/api');
    if (!wantsPage || !hasWeb) return reply.status(404).send({ message: messages.notFound });
    const signIn = isSignIn(request.url);
    const code = await embeddedCodeOfHost(ctx.db, request.hostname).catch((error: unknown) => {
      // The page still loads, without the agency's code, rather than failing.
      request.log.error({ err: error }, 'embedded code of the host could not be read');
      return null;
    });
    if (!code) return reply.type('text/html').sendFile(signIn ? 'sign-in.html' : 'index.html');
    const nonce = newNonce();
    return reply
      .header('content-security-policy', embeddedCodePolicy(nonce))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(pageWithEmbeddedCode(signIn ? signInPage : page, code, nonce));
  });
}
