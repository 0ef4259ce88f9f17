// The developer API's OpenAPI 3.1 document (issue 26 part 2 item 5): built from the route
// declarations' zod schemas, served with its offline reference page, and the source of the typed
// client the v1 tests call with (public-api-schema.d.ts): if the code and that file part, this fails.
import fs from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

const SCHEMA_FILE = new URL('./public-api-schema.d.ts', import.meta.url);
const HEADER =
  "// Generated from the developer API's OpenAPI document by document.test.ts (UPDATE_PUBLIC_API_TYPES=1 writes it).\n";

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const documentOf = async () => (await test.app.inject({ method: 'GET', url: '/api/docs/v1/json' })).json();

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with the public calls only, each v1 call under its OAuth scopes', async () => {
    const document = await documentOf();
    expect(document.openapi).toBe('3.1.0');
    const paths = Object.keys(document.paths).sort();
    expect(paths).toContain('/v1/leads');
    expect(paths).toContain('/v1/leads/{leadId}');
    expect(paths).toContain('/v1/oauth/token');
    // The web's calls and the session-held credential calls are not in it.
    expect(paths.filter((path) => !path.startsWith('/v1/'))).toEqual([]);
    expect(paths.filter((path) => path.startsWith('/v1/developer'))).toEqual([]);
    expect(document.paths['/v1/leads'].get.security).toEqual([{ developerApi: ['leads:read'] }]);
    // The page's section headings are words, not slugs.
    expect(document.tags.map((tag: { name: string }) => tag.name)).toEqual([
      'Access tokens',
      'Leads and campaigns',
    ]);
    expect(document.paths['/v1/leads'].get.tags).toEqual(['Leads and campaigns']);
    expect(document.components.securitySchemes.developerApi.flows.clientCredentials.tokenUrl).toBe(
      '/api/v1/oauth/token',
    );
  });

  it('describes every refusal as an RFC 9457 problem', async () => {
    const document = await documentOf();
    const refusals = document.paths['/v1/leads'].get.responses;
    for (const status of ['400', '401', '403', '404', '422', '429']) {
      expect(JSON.stringify(refusals[status]), status).toMatch(/Problem/);
    }
    expect(Object.keys(document.components.schemas.Problem.properties)).toEqual(
      expect.arrayContaining(['type', 'title', 'status', 'detail']),
    );
  });

  it.each(['/api/docs/v1/json', '/api/docs/json'])(
    '%s gives every field an example to read, never one drawn from a pattern or the safe range',
    async (url) => {
      const document = (await test.app.inject({ method: 'GET', url })).json();
      const noisy: string[] = [];
      const walk = (value: unknown, where: string) => {
        if (typeof value !== 'object' || value === null) return;
        for (const [key, inner] of Object.entries(value)) walk(inner, `${where}/${key}`);
        const schema = value as Record<string, unknown>;
        const drawn =
          typeof schema.pattern === 'string' ||
          (typeof schema.minimum === 'number' && schema.minimum <= Number.MIN_SAFE_INTEGER);
        const ownExample = ['example', 'examples', 'enum', 'const', 'format', 'default'].some(
          (key) => key in schema,
        );
        if (drawn && !ownExample) noisy.push(where);
      };
      walk(document, '');
      expect(noisy).toEqual([]);
    },
  );

  it('shows the token grant with its own words: client_credentials, a scope, the id and secret to put', async () => {
    const document = await documentOf();
    const grant = document.paths['/v1/oauth/token'].post.requestBody.content['application/json'].schema;
    expect(grant.properties.grant_type.example).toBe('client_credentials');
    expect(grant.properties.client_id.example).toBe('YOUR_CLIENT_ID');
    expect(grant.properties.client_secret.example).toBe('YOUR_CLIENT_SECRET');
    const granted =
      document.paths['/v1/oauth/token'].post.responses['200'].content['application/json'].schema;
    expect(granted.properties.expires_in.example).toBe(3600);
  });

  it('is the document the typed client of the tests was generated from', async () => {
    const generated = HEADER + astToString(await openapiTS(await documentOf()));
    if (process.env.UPDATE_PUBLIC_API_TYPES) fs.writeFileSync(SCHEMA_FILE, generated);
    expect(fs.readFileSync(SCHEMA_FILE, 'utf8'), 'run UPDATE_PUBLIC_API_TYPES=1 on this test').toBe(
      generated,
    );
  });
});

describe('the reference page', () => {
  it('is served from the API itself, with no outside script or style', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/api/docs/v1/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/swagger-ui/i);
    for (const source of page.body.matchAll(/(?:src|href)="([^"]+)"/g)) {
      expect(source[1], 'a page asset').not.toMatch(/^(https?:)?\/\//);
    }
    const initializer = await test.app.inject({
      method: 'GET',
      url: '/api/docs/v1/static/swagger-initializer.js',
    });
    expect(initializer.statusCode).toBe(200);
  });

  it.each(['/api/docs/v1', '/api/docs'])(
    '%s serves the readable theme and names its controls',
    async (prefix) => {
      const page = await test.app.inject({ method: 'GET', url: `${prefix}/` });
      for (const asset of ['static/theme/readable.css', 'static/theme/named-controls.js']) {
        expect(page.body, asset).toContain(`"./${asset}"`);
        const served = await test.app.inject({ method: 'GET', url: `${prefix}/${asset}` });
        expect(served.statusCode, asset).toBe(200);
      }
      // The page's settings: no top bar (an address box that loads any document), no deep links.
      const initializer = await test.app.inject({
        method: 'GET',
        url: `${prefix}/static/swagger-initializer.js`,
      });
      expect(initializer.body).toContain('"layout":"BaseLayout"');
      expect(initializer.body).toContain('"deepLinking":false');
    },
  );
});
