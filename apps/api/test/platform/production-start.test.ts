// Issue 28 item 9: the production build runs on plain node (no TypeScript loader), and
// NODE_ENV=production is safe by default: it refuses to start without its own database, mail server
// and secrets key; an empty database gets its platform root and an invitation for its first
// administrator, never the demo accounts and their published password; no outbox page; HSTS; JSON
// log lines that name each request. The process is started and probed as a service manager would.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '@lead/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API_BUNDLE, builtPlatform } from '../../../../scripts/api-bundle.ts';
import { LISTEN_BACKLOG } from '../../src/server.ts';
import { type LocalSmtp, startLocalSmtp } from '../agency-mail/local-smtp.ts';
import { freePort } from '../free-port.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SMTP_ACCOUNT = { user: 'platform-mail', pass: 'Pl4tform-mail-2026' };
const SECRETS_KEY = 'production-test-secrets-key-0123456789';

type Running = { child: ChildProcess; output: () => string; port: number };
const children: ChildProcess[] = [];
let smtp: LocalSmtp;
let dataDir: string;

beforeAll(async () => {
  await builtPlatform();
  smtp = await startLocalSmtp(SMTP_ACCOUNT);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-production-'));
}, 60_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A database with nothing in it, as a managed PostgreSQL hands out. */
async function emptyDatabase(): Promise<string> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `lead_production_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The built platform, started by plain node with only the given environment (no TypeScript loader). */
function startBuilt(env: Record<string, string>): Omit<Running, 'port'> {
  let log = '';
  const child = spawn(process.execPath, [API_BUNDLE], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  return { child, output: () => log };
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

async function untilReady(platform: Omit<Running, 'port'>): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!platform.output().includes('Platform ready')) {
    if (platform.child.exitCode !== null)
      throw new Error(`It exited before it was ready:\n${platform.output()}`);
    if (Date.now() > deadline) throw new Error(`Not ready within 120 s:\n${platform.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the production build', () => {
  it('refuses to start without its own database, mail server and secrets key, and says what to set', async () => {
    const platform = startBuilt({ NODE_ENV: 'production', PORT: String(await freePort()) });
    expect(await exited(platform.child)).toBe(1);
    const said = platform.output();
    for (const setting of ['DATABASE_URL', 'SMTP_URL', 'SECRETS_KEY'])
      expect(said).toContain(`  ${setting}: `);
    expect(said).not.toMatch(/\n\s+at /);
  }, 30_000);

  it('on an empty database without a first administrator, stops and says what the first start needs', async () => {
    const platform = startBuilt({
      NODE_ENV: 'production',
      PORT: String(await freePort()),
      DATABASE_URL: await emptyDatabase(),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SECRETS_KEY,
    });
    expect(await exited(platform.child)).toBe(1);
    expect(platform.output()).toContain('PLATFORM_DOMAIN: ');
    expect(platform.output()).toContain('PLATFORM_ADMIN_EMAIL: ');
  }, 120_000);

  it('starts on plain node, creates the platform and invites its administrator, and is safe by default', async () => {
    const port = await freePort();
    const platform = startBuilt({
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: await emptyDatabase(),
      SMTP_URL: `smtp://${SMTP_ACCOUNT.user}:${SMTP_ACCOUNT.pass}@127.0.0.1:${smtp.port}/?tls.rejectUnauthorized=false`,
      SECRETS_KEY,
      PLATFORM_NAME: 'Northwind Leads',
      PLATFORM_DOMAIN: 'leads.northwind.test',
      PLATFORM_ADMIN_EMAIL: 'owner@northwind.test',
    });
    await untilReady(platform);
    const base = `http://127.0.0.1:${port}`;

    const live = await fetch(`${base}/api/health/live`);
    const ready = await fetch(`${base}/api/health/ready`, { headers: { 'x-request-id': 'probe-ready-1' } });
    expect([live.status, ready.status]).toEqual([200, 200]);
    expect(ready.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(ready.headers.get('x-request-id')).toBe('probe-ready-1');

    // The first administrator is invited to choose a password on the platform's own host.
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    const invitation = smtp.received[0];
    expect(invitation?.to).toEqual(['owner@northwind.test']);
    expect(invitation?.raw).toMatch(/https:\/\/leads\.northwind\.test\/reset-password\/[\w-]+/);

    // No demo accounts, no outbox page.
    const demoSignIn = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'leads.northwind.test' },
      body: JSON.stringify({
        username: 'root@demo.test',
        password: DEMO_PASSWORD,
        domainName: 'leads.northwind.test',
        gtoken: null,
      }),
    });
    expect(demoSignIn.status).not.toBe(200);
    expect((await fetch(`${base}/api/dev/outbox`)).status).toBe(404);

    // A busy moment's new connections wait in the kernel's queue, not reset (server.ts LISTEN_BACKLOG):
    // a listening socket's Send-Q is its backlog, which the kernel caps at somaxconn.
    const somaxconn = Number(fs.readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
    const listening = execFileSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' })
      .trim()
      .split(/\s+/);
    expect(Number(listening[2])).toBe(Math.min(LISTEN_BACKLOG, somaxconn));

    // Log lines are JSON and name the request they belong to.
    const lines = platform
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.some((line) => line.requestId === 'probe-ready-1' && line.msg === 'request completed')).toBe(
      true,
    );

    platform.child.kill('SIGTERM');
    expect(await exited(platform.child)).toBe(0);
    expect(platform.output()).toContain('"msg":"stopped"');
  }, 180_000);
});
