// The developer API's OpenAPI 3.1 document, built from the same zod schemas that validate its calls
// (packages/shared/src/routes/public-api.ts), and its reference page at /api/docs/v1. The page is
// Swagger UI served by @fastify/swagger-ui from its own bundled files: it works offline, with no
// CDN, and it is the library the internal /api/docs page already uses, so no second viewer ships.

import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  type DEVELOPER_API_SCOPES,
  PUBLIC_API_DOCS_PATH,
  PUBLIC_API_TAGS,
  type RouteDeclaration,
} from '@lead/shared';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { withPlainExamples } from './plain-examples.ts';
import { REFERENCE_PAGE_OPTIONS } from './reference-page-theme.ts';

const SECURITY_SCHEME = 'developerApi';

declare module 'fastify' {
  interface FastifyInstance {
    publicApiDocument: () => Record<string, unknown>;
  }
}

const SCOPE_TEXT: Record<(typeof DEVELOPER_API_SCOPES)[number], string> = {
  'leads:read': 'Read leads and campaigns',
  'campaigns:write': 'Read, pause and resume campaigns',
  'exclusions:write': 'Manage exclusion lists',
  'webhooks:write': 'Manage webhook endpoints',
  'sso:issue': 'Issue sign-in links for /sso',
};

/** The calls of the public API: the token grant, the token check, and every call a token makes. */
function isPublicCall(declaration: RouteDeclaration | undefined): boolean {
  if (!declaration) return false;
  if (declaration.auth !== 'public' && declaration.auth.apiScopes) return true;
  return ['/v1/oauth/token', '/v1/me'].includes(declaration.path);
}

const zodTransform = createJsonSchemaTransform({});

type OpenApiObject = { paths?: unknown; components?: { schemas?: Record<string, unknown> } };

/**
 * The components the document's calls use, and those they use in turn: every named schema gets an
 * input twin (LeadInput) whether or not a request takes it, which would list each one twice.
 */
function withoutUnusedSchemas<Document extends OpenApiObject>(document: Document): Document {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const refsIn = (value: unknown) =>
    [...JSON.stringify(value ?? {}).matchAll(/#\/components\/schemas\/([\w.-]+)/g)].map(
      (match) => match[1] ?? '',
    );
  const pending = refsIn(document.paths);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (used.has(name)) continue;
    used.add(name);
    pending.push(...refsIn(schemas[name]));
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}

export async function registerPublicApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    decorator: 'publicApiDocument',
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Developer API',
        version: '1.0.0',
        description:
          'Get a token with your client id and secret (`POST /api/v1/oauth/token`, `grant_type=client_credentials`), ' +
          'then send it as `Authorization: Bearer YOUR_TOKEN`. Lists page with cursor and limit and take since. ' +
          'Every POST takes an Idempotency-Key header: a repeat answers the first answer. Each credential may ' +
          'make a number of calls a minute, told by the RateLimit-Policy and RateLimit headers; past it, 429 ' +
          'with Retry-After. Refusals are RFC 9457 problems (application/problem+json).',
      },
      servers: [{ url: '/api' }],
      tags: [
        {
          name: PUBLIC_API_TAGS.tokens,
          description: 'Access tokens: trade your client id and secret for one, and check it.',
        },
        { name: PUBLIC_API_TAGS.calls, description: 'Leads and campaigns of your company and its clients.' },
      ],
      components: {
        securitySchemes: {
          [SECURITY_SCHEME]: {
            type: 'oauth2',
            flows: {
              clientCredentials: { tokenUrl: '/api/v1/oauth/token', scopes: { ...SCOPE_TEXT } },
            },
          },
        },
      },
    },
    transform: (input) => {
      const declaration = input.route.config?.declaration;
      if (!isPublicCall(declaration)) return { schema: { hide: true }, url: input.url };
      const transformed = zodTransform(input);
      const auth = declaration?.auth;
      const scopes = auth && auth !== 'public' ? auth.apiScopes : undefined;
      return {
        ...transformed,
        // The document's server is /api: paths read as the developer writes them after it.
        url: transformed.url.replace(/^\/api/, ''),
        schema: { ...transformed.schema, ...(scopes && { security: [{ [SECURITY_SCHEME]: [...scopes] }] }) },
      };
    },
    transformObject: (document) =>
      withPlainExamples(withoutUnusedSchemas(jsonSchemaTransformObject(document))),
  });
  // A plugin of its own: the page's decorators (swaggerCSP) are already taken by /api/docs.
  await app.register(async (page) => {
    await page.register(fastifySwaggerUi, {
      routePrefix: PUBLIC_API_DOCS_PATH,
      transformSpecification: () => app.publicApiDocument(),
      ...REFERENCE_PAGE_OPTIONS,
      uiConfig: { ...REFERENCE_PAGE_OPTIONS.uiConfig, docExpansion: 'list' },
    });
  });
}
