// Starts the real platform once for the browser tests (platform-process.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPlatform } from './platform-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
    /** The server's database, for steps that write what no call writes yet. */
    databaseUrl: string;
    /** Where axe's findings per page state are kept for the run (axe-cache.ts). */
    axeCacheDir: string;
  }
}

export default async function setup(project: TestProject) {
  const platform = await startPlatform({
    LOGIN_MAX_FAILURES_PER_IP: '1000',
    LOGIN_MAX_FAILURES_PER_ACCOUNT_IP: '100',
    // Every browser test signs up and resets from this one machine.
    SIGNUPS_PER_IP_PER_HOUR: '1000',
    RESET_REQUESTS_PER_IP_PER_HOUR: '1000',
    RESET_REQUESTS_PER_ADDRESS_PER_HOUR: '100',
    // Several browser tests open the demo site from this one address.
    LEADS_PER_IP_PER_DAY: '20',
    // agency-mail-domain.spec.ts tests an agency's sender against an SMTP server with a self-signed certificate.
    SMTP_TLS_VERIFY: 'false',
    SMTP_ALLOW_PRIVATE: 'true',
    // integrations.spec.ts connects a webhook to a receiver the test starts on this machine.
    WEBHOOK_ALLOW_PRIVATE: 'true',
  });

  project.provide('baseUrl', platform.baseUrl);
  project.provide('port', platform.port);
  // The embedded database's fixed credentials (apps/api/src/platform/embedded-postgres.ts).
  project.provide(
    'databaseUrl',
    process.env.DATABASE_URL ?? `postgres://postgres:postgres@localhost:${platform.databasePort}/lead`,
  );

  const axeCacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'axe-findings-'));
  project.provide('axeCacheDir', axeCacheDir);

  return async () => {
    await platform.stop();
    fs.rmSync(axeCacheDir, { recursive: true, force: true });
  };
}
