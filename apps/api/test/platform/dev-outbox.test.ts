// The dev outbox holds reset links, sign-in codes and invitations: only the platform's own staff
// (owner and administrators of the root) read it, and only the mail of their platform.
import { messages } from '@lead/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { companyOf } from '../demo-lookup.ts';
import { createSecondPlatform, type SecondPlatform } from '../second-platform.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
let other: SecondPlatform;
beforeAll(async () => {
  test = await createTestApp();
  other = await createSecondPlatform(test);
  const demoRoot = await companyOf(test.ctx.db, 'root@demo.test');
  const acme = await companyOf(test.ctx.db, 'agency@demo.test');
  await test.ctx.db.insert(mailOutbox).values([
    {
      companyId: demoRoot.id,
      toAddress: 'admin@demo.test',
      subject: 'Demo root mail',
      textBody: 'x',
      status: 'outbox',
    },
    {
      companyId: acme.id,
      toAddress: 'client@demo.test',
      subject: 'Acme mail',
      textBody: 'x',
      status: 'outbox',
    },
    {
      companyId: other.agencyId,
      toAddress: 'agency@gamma.test',
      subject: 'Gamma mail',
      textBody: 'x',
      status: 'outbox',
    },
  ]);
});
afterAll(() => test.close());

const readOutbox = (token?: string) =>
  test.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: token ? bearer(token) : {} });
const subjectsOf = (response: Awaited<ReturnType<typeof readOutbox>>) =>
  (response.json().messages as { subject: string }[]).map((message) => message.subject);

describe('dev outbox access', () => {
  it('refuses a caller who is not signed in (401) and shows no message', async () => {
    const response = await readOutbox();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.unauthenticated });
  });

  it.each(['agency@demo.test', 'client@demo.test', 'sales@demo.test', 'agency2@demo.test'])(
    'refuses %s (403) and shows no message',
    async (email) => {
      const response = await readOutbox(await test.signIn(email));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: messages.forbidden });
    },
  );

  it('refuses the agency and client of another platform (403)', async () => {
    for (const email of ['agency@gamma.test', 'client@gamma.test'] as const) {
      const response = await readOutbox(await other.signIn(email));
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('mail');
    }
  });

  it.each(['root@demo.test', 'admin@demo.test'])(
    'shows %s the mail of its own platform only',
    async (email) => {
      const response = await readOutbox(await test.signIn(email));
      expect(response.statusCode).toBe(200);
      const subjects = subjectsOf(response);
      expect(subjects).toEqual(expect.arrayContaining(['Demo root mail', 'Acme mail']));
      expect(subjects).not.toContain('Gamma mail');
    },
  );

  it("shows another platform's staff their own mail, never the demo platform's", async () => {
    for (const email of ['owner@other.test', 'admin@other.test'] as const) {
      const response = await readOutbox(await other.signIn(email));
      expect(response.statusCode).toBe(200);
      const subjects = subjectsOf(response);
      expect(subjects).toContain('Gamma mail');
      expect(subjects).not.toContain('Demo root mail');
      expect(subjects).not.toContain('Acme mail');
      expect(response.body).not.toContain('demo.test');
    }
  });

  it('shows a reset link the platform mailed to its staff', async () => {
    await test.app.inject({
      method: 'POST',
      url: '/api/forgetpass',
      payload: { username: 'agency@demo.test', domainName: 'acme.localhost' },
    });
    const response = await readOutbox(await test.signIn('root@demo.test'));
    expect(response.json().messages[0]).toMatchObject({ to: 'agency@demo.test' });
  });
});
