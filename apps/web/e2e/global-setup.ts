// Starts the real platform once for the browser tests (platform-process.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { HUBSPOT_TOKEN, startFakeHubspot } from '../../api/test/integrations/fakes/fake-hubspot.ts';
import {
  SALESFORCE_CLIENT_ID,
  SALESFORCE_CLIENT_SECRET,
  startFakeSalesforce,
} from '../../api/test/integrations/fakes/fake-salesforce.ts';
import {
  SLACK_CLIENT_ID,
  SLACK_CLIENT_SECRET,
  startFakeSlack,
} from '../../api/test/integrations/fakes/fake-slack.ts';
import { startPlatform } from './platform-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
    /** The server's database, for steps that write what no call writes yet. */
    databaseUrl: string;
    /** Where axe's findings per page state are kept for the run (axe-cache.ts). */
    axeCacheDir: string;
    /** The fake Slack the platform installs its app into and posts alerts to (GET /__test/posts). */
    slackUrl: string;
    /** A private app token the fake HubSpot accepts (crm-sync.spec.ts). */
    hubspotToken: string;
  }
}

export default async function setup(project: TestProject) {
  // lead-alert.spec.ts adds the Slack app and reads the alerts a lead makes.
  const slack = await startFakeSlack();
  // crm-sync.spec.ts connects HubSpot with a private app token and maps its fields.
  const hubspot = await startFakeHubspot();
  // crm-sync.spec.ts connects Salesforce through its login page, stood in for by a fake.
  const salesforce = await startFakeSalesforce();
  const platform = await startPlatform({
    SALESFORCE_LOGIN_URL: salesforce.url,
    SALESFORCE_CLIENT_ID,
    SALESFORCE_CLIENT_SECRET,
    HUBSPOT_BASE_URL: hubspot.url,
    SLACK_API_BASE_URL: `${slack.url}/api`,
    SLACK_WEBHOOK_BASE_URL: slack.url,
    SLACK_AUTHORIZE_URL: `${slack.url}/oauth/v2/authorize`,
    SLACK_CLIENT_ID,
    SLACK_CLIENT_SECRET,
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
  project.provide('slackUrl', slack.url);
  project.provide('hubspotToken', HUBSPOT_TOKEN);

  return async () => {
    await platform.stop();
    await slack.close();
    await hubspot.close();
    await salesforce.close();
    fs.rmSync(axeCacheDir, { recursive: true, force: true });
  };
}
