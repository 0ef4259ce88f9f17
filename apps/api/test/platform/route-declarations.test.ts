// Every API route's access declaration, snapshotted: a diff here is a permission change to review.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

it('lists who may call each API route', () => {
  expect([...test.app.routeDeclarations].sort()).toMatchSnapshot();
});
