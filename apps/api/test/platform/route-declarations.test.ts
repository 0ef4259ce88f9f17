// Every API route's access declaration, snapshotted: a diff here is a permission change to review.
// The declarations live in packages/shared/src/routes (ALL_ROUTES); the app must serve exactly
// those, so a route cannot be added beside them, nor a declaration left unserved.
import { ALL_ROUTES } from '@lead/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerActorResolution } from '../../src/platform/access/actor.ts';
import { DEFAULT_SESSION_LIFETIME } from '../../src/platform/session-lifetime.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const declared = ALL_ROUTES.map(
  (route) => `${route.method} /api${route.path} → ${JSON.stringify(route.auth)}`,
);

it('lists who may call each API route', () => {
  expect([...declared].sort()).toMatchSnapshot();
});

it('lists the create and money calls that happen once per Idempotency-Key (issue 23 item 1)', () => {
  const idempotent = ALL_ROUTES.filter((route) => route.idempotent).map(
    (route) => `${route.method} /api${route.path} → ${JSON.stringify(route.idempotent)}`,
  );
  expect(idempotent.sort()).toMatchSnapshot();
});

it('serves every declared route, and nothing under /api that is not declared', () => {
  expect([...test.app.routeDeclarations].sort()).toEqual([...declared].sort());
});

it('declares each method and path once', () => {
  const keys = ALL_ROUTES.map((route) => `${route.method} ${route.path}`);
  expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
});

it('refuses to start with an /api route registered beside the declarations', async () => {
  const app = Fastify();
  registerActorResolution(app, test.ctx.db, DEFAULT_SESSION_LIFETIME, test.ctx.config);
  expect(() => app.get('/api/undeclared', { config: { auth: 'public' } }, async () => ({}))).toThrow(
    /not served from a declaration/,
  );
  await app.close();
});
