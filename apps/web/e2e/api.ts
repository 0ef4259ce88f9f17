// Calls the API straight from the test process (setup steps and checks the UI should not do).
import { DEMO_PASSWORD, type SessionUser } from '@lead/shared';
import { inject } from 'vitest';
import type { Host } from './browser.ts';

export type ApiAnswer<T> = { status: number; body: T };

export async function callApi<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  pathname: string,
  options: { token?: string; body?: unknown } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${inject('baseUrl')}/api${pathname}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** Signs in through the API as if on `host` (the server brands by domainName); returns the token. */
export async function apiSignIn(email: string, host: Host, password = DEMO_PASSWORD): Promise<string> {
  const answer = await callApi<{ access_token?: string }>('POST', '/login', {
    body: { username: email, password, domainName: host, gtoken: null },
  });
  if (answer.status !== 200 || !answer.body.access_token) {
    throw new Error(
      `API sign-in of ${email} on ${host} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
    );
  }
  return answer.body.access_token;
}

export async function apiUser(token: string): Promise<SessionUser> {
  const answer = await callApi<SessionUser>('GET', '/user', { token });
  if (answer.status !== 200) throw new Error(`GET /user answered ${answer.status}`);
  return answer.body;
}

export type FreshAccount = { email: string; password: string; name: string; token: string };

/** A new agency on the platform host, so a test may change it without touching anyone else's user. */
export async function registerFreshAgency(label: string): Promise<FreshAccount> {
  const unique = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const account = { email: `${unique}@example.test`, password: 'Fresh!pass2026', name: `Test ${label}` };
  const answer = await callApi<{ access_token?: string }>('POST', '/register', {
    body: {
      companyname: `Test Agency ${unique}`,
      name: account.name,
      email: account.email,
      phonenum: null,
      password: account.password,
      gtoken: null,
      userType: 'userdownline',
      domainName: 'localhost',
      ownedcompanyid: null,
      idsys: null,
      refcode: null,
    },
  });
  if (answer.status !== 200 || !answer.body.access_token) {
    throw new Error(`Registering ${account.email} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return { ...account, token: answer.body.access_token };
}

export type OutboxMessage = { id: number; to: string; subject: string; text: string; created_at: string };

let staffToken: Promise<string> | null = null;

/** The dev outbox as the platform owner reads it (only platform staff may). */
export async function outbox(): Promise<OutboxMessage[]> {
  staffToken ??= apiSignIn('root@demo.test', 'localhost');
  let answer = await callApi<{ messages: OutboxMessage[] }>('GET', '/dev/outbox', {
    token: await staffToken,
  });
  if (answer.status === 401) {
    // The session ended (a test signed the owner out everywhere): sign in again once.
    staffToken = apiSignIn('root@demo.test', 'localhost');
    answer = await callApi('GET', '/dev/outbox', { token: await staffToken });
  }
  if (answer.status !== 200) throw new Error(`GET /dev/outbox answered ${answer.status}`);
  return answer.body.messages;
}

/** Waits for a new e-mail to `to` (id above `afterId`) whose subject matches. */
export async function waitForMail(
  to: string,
  subject: RegExp,
  afterId = 0,
  timeoutMs = 15_000,
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await outbox()).find(
      (message) =>
        message.to.toLowerCase() === to.toLowerCase() &&
        message.id > afterId &&
        subject.test(message.subject),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`No e-mail to ${to} matching ${subject} arrived within ${timeoutMs} ms`);
}

export async function newestMailId(): Promise<number> {
  return (await outbox())[0]?.id ?? 0;
}
