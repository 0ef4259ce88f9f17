import { type ShellFacts, shellView } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betaFeatures, betaFeatureUsers } from '../../src/db/schema/index.ts';
import { userNamed } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const idOf = async (email: string) => (await userNamed(test.ctx.db, email)).id;
const b2bId = async () =>
  (await test.ctx.db.select().from(betaFeatures).where(eq(betaFeatures.slug, 'b2b_module')))[0]?.id ?? 0;
const factsOf = async (email: string): Promise<ShellFacts> => {
  const token = await test.signIn(email);
  return (await test.app.inject({ method: 'GET', url: '/api/user/shell', headers: bearer(token) })).json();
};

describe('beta features (part 1 §6: b2b shows when not beta, beta for all agencies, or a beta user)', () => {
  it('root lets one agency user into the b2b beta, then opens it to all agencies', async () => {
    const root = await test.signIn('root@demo.test');
    const feature = await b2bId();
    expect(shellView(await factsOf('agency2@demo.test')).sidebar).not.toContain('module:b2b');

    const letIn = await test.app.inject({
      method: 'PUT',
      url: `/api/configuration/beta-features/${feature}/users`,
      headers: bearer(root),
      payload: { user_id: await idOf('agency2@demo.test'), enabled: true },
    });
    expect(letIn.statusCode).toBe(200);
    expect(shellView(await factsOf('agency2@demo.test')).sidebar).toContain('module:b2b');
    expect(shellView(await factsOf('agency@demo.test')).sidebar).not.toContain('module:b2b');

    await test.app.inject({
      method: 'PUT',
      url: `/api/configuration/beta-features/${feature}`,
      headers: bearer(root),
      payload: { is_beta: true, apply_to_all_agency: true },
    });
    expect(shellView(await factsOf('agency@demo.test')).sidebar).toContain('module:b2b');
  });

  it('an agency cannot change beta flags', async () => {
    const agency = await test.signIn('agency@demo.test');
    const response = await test.app.inject({
      method: 'PUT',
      url: `/api/configuration/beta-features/${await b2bId()}`,
      headers: bearer(agency),
      payload: { is_beta: false, apply_to_all_agency: false },
    });
    expect(response.statusCode).toBe(403);
  });

  it('a user outside the platform scope cannot be let in (404) and nothing is written', async () => {
    const root = await test.signIn('root@demo.test');
    const response = await test.app.inject({
      method: 'PUT',
      url: `/api/configuration/beta-features/${await b2bId()}/users`,
      headers: bearer(root),
      payload: { user_id: 999_999, enabled: true },
    });
    expect(response.statusCode).toBe(404);
    expect(
      await test.ctx.db.select().from(betaFeatureUsers).where(eq(betaFeatureUsers.userId, 999_999)),
    ).toHaveLength(0);
  });
});
