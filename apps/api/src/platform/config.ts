// The one place that reads process.env (STYLE §10).
import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT as repoRoot } from './paths.ts';
import { parseTrustProxy, type TrustedProxies } from './trust-proxy.ts';

const intFromEnv = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback);
const positiveIntFromEnv = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: intFromEnv(3000),
  /** Unset: loopback only while mail goes to the outbox (a demo or dev machine), else every interface. */
  HOST: z.string().min(1).optional(),
  DATABASE_URL: z.string().url().optional(),
  /**
   * What this process runs: `all` (the HTTP server and the workers: the demo), `api` (the HTTP server;
   * jobs that start at once are announced to the workers) or `worker` (the jobs, the lead pipeline and
   * the deliveries; no HTTP server). Several of each may share one database.
   */
  PROCESS_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  /** A streaming replica of DATABASE_URL: reports, analytics, dashboards and exports read there. */
  DATABASE_READ_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  EMBEDDED_PG_PORT: intFromEnv(54329),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Lead Platform <no-reply@demo.test>'),
  /** Encrypts stored secrets (agencies' SMTP passwords). Unset: a random key kept in DATA_DIR/secrets.key,
   * which only that machine has: set it (any text of 32+ characters) when several servers share a database. */
  SECRETS_KEY: z.string().min(32).optional(),
  /** 'false' accepts self-signed certificates of agencies' SMTP servers (a relay with a private CA; tests). */
  SMTP_TLS_VERIFY: z.enum(['true', 'false']).default('true'),
  /** 'true' lets agencies' SMTP hosts be loopback or private addresses (a relay beside the server; tests). */
  SMTP_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  /** DNS servers that check custom domains ('1.1.1.1,8.8.8.8' or '127.0.0.1:5353'); unset: the system's. */
  DNS_SERVERS: z.string().optional(),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /**
   * Production's first start on an empty database creates the platform root (no demo accounts): its
   * name, its host (where its staff sign in: a domain name) and its first administrator, who gets an
   * e-mail with a link to choose a password.
   */
  PLATFORM_NAME: z.string().trim().min(1).max(100).default('Lead Platform'),
  PLATFORM_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
      'a domain name such as leads.example.com',
    )
    .optional(),
  PLATFORM_ADMIN_EMAIL: z.string().trim().toLowerCase().email().optional(),
  PLATFORM_ADMIN_NAME: z.string().trim().min(1).max(100).default('Platform administrator'),
  /** The bearer token Prometheus scrapes GET /metrics with (16+ characters). Unset: only a caller on
   * this machine, not through a proxy, may read it. */
  METRICS_TOKEN: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Failed sign-ins per 15 minutes: one account from one address, one address, one account from
   * anywhere (past which only devices that signed in before may go on, slowed down by the delay). */
  LOGIN_MAX_FAILURES_PER_ACCOUNT_IP: intFromEnv(5),
  LOGIN_MAX_FAILURES_PER_IP: intFromEnv(30),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: intFromEnv(20),
  LOGIN_KNOWN_DEVICE_DELAY_MS: intFromEnv(2_000),
  /** Public forms that send mail or create companies, per sliding hour: per IP and per e-mail address. */
  RESET_REQUESTS_PER_IP_PER_HOUR: intFromEnv(10),
  RESET_REQUESTS_PER_ADDRESS_PER_HOUR: intFromEnv(3),
  SIGNUPS_PER_IP_PER_HOUR: intFromEnv(5),
  SIGNUPS_PER_ADDRESS_PER_HOUR: intFromEnv(3),
  /** Developer API token requests per source address (a client needs about one an hour per process). */
  API_TOKEN_REQUESTS_PER_IP_PER_HOUR: intFromEnv(300),
  /** Developer API calls per credential per minute (a page of 100 leads each: 60,000 leads a minute). */
  API_REQUESTS_PER_CREDENTIAL_PER_MINUTE: intFromEnv(600),
  /** Sessions end after this long unused, and at this age whatever their use; view-as sooner. */
  SESSION_IDLE_DAYS: z.coerce.number().int().positive().default(14),
  SESSION_MAX_DAYS: z.coerce.number().int().positive().default(90),
  VIEW_AS_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  VIEW_AS_MAX_HOURS: z.coerce.number().int().positive().default(8),
  /** false, the number of proxies in front of the server, or their addresses/CIDR ranges (comma-separated). */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context): TrustedProxies => {
      const parsed = parseTrustProxy(value);
      if (parsed === false || typeof parsed === 'number' || Array.isArray(parsed)) return parsed;
      context.addIssue({ code: 'custom', message: parsed.refused });
      return z.NEVER;
    }),
  /** Where agency users open support tickets (the sidebar's Support link). */
  SUPPORT_URL: z.string().default('mailto:support@demo.test?subject=Support%20request'),
  /** sandbox: built in, offline, test cards; stripe: the real provider (needs STRIPE_SECRET_KEY). */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Given to the browser so Stripe's card form can confirm SetupIntents. */
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  /** Another Stripe-compatible API host, e.g. http://127.0.0.1:12111 (tests point it at a fake). */
  STRIPE_API_BASE: z.string().url().optional(),
  /**
   * Where the browser loads Stripe.js from; unset: Stripe's own (js.stripe.com). Browser tests point
   * it at a local stand-in, as STRIPE_API_BASE points the SDK at a local fake.
   */
  STRIPE_JS_URL: z.string().url().optional(),
  /** How long one Stripe request may take before it counts as a timeout (retried with the same key). */
  STRIPE_TIMEOUT_MS: positiveIntFromEnv(30_000),
  /** builtin: the generated identity graph, offline; http: a data partner (LEAD_DATA_URL, LEAD_DATA_KEY). */
  LEAD_DATA_PROVIDER: z.enum(['builtin', 'http']).default('builtin'),
  /** The partner's base URL, ending in a slash (paths like audience/count are resolved under it). */
  LEAD_DATA_URL: z.string().url().optional(),
  LEAD_DATA_KEY: z.string().optional(),
  LEAD_DATA_TIMEOUT_MS: intFromEnv(10_000),
  /** The built-in graph: same seed and size give the same people on every machine. */
  IDENTITY_GRAPH_SEED: intFromEnv(20_261_121),
  IDENTITY_GRAPH_SIZE: intFromEnv(50_000),
  /** The site check fetches a client's page: how long it waits, and whether loopback/private hosts
   * may be fetched (never in production: that would let users probe the server's network). */
  EMBED_CHECK_TIMEOUT_MS: intFromEnv(8_000),
  EMBED_CHECK_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  /** Links in e-mails: scheme and port of the public sites (hosts come from the brands' domains).
   * Defaults: https without a port in production, otherwise http on PORT. */
  LINK_PROTOCOL: z.enum(['http', 'https']).optional(),
  LINK_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  /** Pixel page views per source address (IPv6: per /64) and per campaign per minute, counted in each
   * API process; past them a page view is answered 204 and dropped (issue 12 item 4). */
  PIXEL_EVENTS_PER_IP_PER_MINUTE: positiveIntFromEnv(120),
  PIXEL_EVENTS_PER_CAMPAIGN_PER_MINUTE: positiveIntFromEnv(12_000),
  /** Issue 25 item 1: months a visitor's journey (its page views' addresses, titles, referrers and
   * browser id) is kept; older ones are forgotten by a daily job, their counts kept. */
  JOURNEY_RETENTION_MONTHS: positiveIntFromEnv(13).pipe(z.number().max(120)),
  /** Issue 28 item 6: whole months of page views kept before the current one; an older month is
   * dropped by a nightly job (its daily counts stay in the reports). */
  PAGE_VIEW_RETENTION_MONTHS: positiveIntFromEnv(25).pipe(z.number().max(240)),
  /** Defaults of the platform's lead flood rules, until platform staff save their own: leads per source
   * address per campaign in 24 hours, and the velocity guard (hold new leads for review past this
   * multiple of the campaign's usual hourly rate, and never below the floor). */
  LEADS_PER_IP_PER_DAY: positiveIntFromEnv(3),
  LEAD_VELOCITY_MULTIPLIER: positiveIntFromEnv(5),
  LEAD_VELOCITY_FLOOR_PER_HOUR: positiveIntFromEnv(30),
  /** Integrations (issue 17): 'true' lets webhook URLs be loopback or private addresses (tests, dev). */
  WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  /** How long one delivery (or test, or list of targets) may wait for a provider's answer. */
  INTEGRATION_TIMEOUT_MS: positiveIntFromEnv(10_000),
  /**
   * Deliveries a process sends at once; one integration or provider holds at most half (and a
   * webhook as many connections to its receiver, endpoint.ts). 256, not 128: at 1,000 leads/s one
   * webhook's 64 slots kept up only while the machine ran fast, and a slower minute left it seconds
   * behind for the rest of the run (bench:latency, alternated on 2026-12-07: p95 6.4 and 7.8 s with
   * 128, 0.5–0.7 s with 256, 0.7–1.0 s once a webhook's connections followed its share; bench:delivery
   * unchanged). 64 → 128 earlier: ~1 s → ~0.45 s.
   */
  DELIVERY_CONCURRENCY: positiveIntFromEnv(256),
  /**
   * Batches of queued visits one resolution run decides at once, each over its own share of the
   * campaigns: one batch waits on PostgreSQL most of its time, so a few keep both cores busy. Each
   * holds a connection of the pool (10), hence at most 8.
   */
  RESOLVE_PARALLEL: z.coerce.number().int().positive().max(8).default(3),
  /**
   * Batches at once for a run that starts behind (more queued visits than RESOLVE_PARALLEL batches
   * take): more shares keep both cores busier through a backlog (bench:pipeline 10,100–10,300
   * visits/s with 5 against 8,600–9,500 with 3), while a run at a steady trickle keeps the usual few.
   */
  RESOLVE_PARALLEL_BACKLOG: z.coerce.number().int().positive().max(8).default(5),
  /** Providers' API base URLs (tests point them at local fakes). */
  SENDGRID_BASE_URL: z.string().url().default('https://api.sendgrid.com'),
  GOHIGHLEVEL_BASE_URL: z.string().url().default('https://services.leadconnectorhq.com'),
  KARTRA_BASE_URL: z.string().url().default('https://app.kartra.com/api'),
  MAILBOXPOWER_BASE_URL: z.string().url().default('https://api.mailboxpower.com'),
  /** ClickFunnels is per account ({subdomain}.myclickfunnels.com); set this to send every call to one host. */
  CLICKFUNNELS_BASE_URL: z.string().url().optional(),
  /** Slack (issue 25 item 4): the Web API, the incoming-webhook host, and the platform's Slack app
   * for "Add to Slack" (without a client id and secret only incoming webhooks can be connected). */
  HUBSPOT_BASE_URL: z.string().url().default('https://api.hubapi.com'),
  SLACK_API_BASE_URL: z.string().url().default('https://slack.com/api'),
  SLACK_WEBHOOK_BASE_URL: z.string().url().default('https://hooks.slack.com'),
  SLACK_AUTHORIZE_URL: z.string().url().default('https://slack.com/oauth/v2/authorize'),
  SLACK_CLIENT_ID: z.string().optional(),
  SLACK_CLIENT_SECRET: z.string().optional(),
  /** The redirect URL registered with the Slack app; unset: this host's /api/integrations/slack/callback. */
  SLACK_OAUTH_REDIRECT_URL: z.string().url().optional(),
  /** Salesforce (issue 25 item 5): where its logins and tokens are (a sandbox: test.salesforce.com),
   * and the platform's connected app; without a client id Salesforce cannot be connected. */
  SALESFORCE_LOGIN_URL: z.string().url().default('https://login.salesforce.com'),
  SALESFORCE_CLIENT_ID: z.string().optional(),
  SALESFORCE_CLIENT_SECRET: z.string().optional(),
  /** The callback URL registered with the connected app; unset: this host's /api/integrations/salesforce/callback. */
  SALESFORCE_OAUTH_REDIRECT_URL: z.string().url().optional(),
  GOOGLE_SHEETS_BASE_URL: z.string().url().default('https://sheets.googleapis.com'),
  GOOGLE_OAUTH_BASE_URL: z.string().url().default('https://oauth2.googleapis.com'),
  GOOGLE_OAUTH_CLIENT_ID: z.string().optional(),
  GOOGLE_OAUTH_CLIENT_SECRET: z.string().optional(),
  /** Google's consent page, where check-connect sends the browser (tests: the fake's). */
  GOOGLE_OAUTH_AUTHORIZE_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  /** Drive's API (files.list: the spreadsheets a campaign may choose). */
  GOOGLE_DRIVE_BASE_URL: z.string().url().default('https://www.googleapis.com'),
  /** The OAuth redirect registered with Google; unset: /api/leadspeek/googlespreadsheet/callback on the caller's host. */
  GOOGLE_OAUTH_REDIRECT_URL: z.string().url().optional(),
});

export type Config = Omit<z.infer<typeof configSchema>, 'LINK_PROTOCOL' | 'HOST'> & {
  HOST: string;
  repoRoot: string;
  mailOutboxPage: boolean;
  LINK_PROTOCOL: 'http' | 'https';
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const config = parsed.data;
  // Mail lands in the outbox table when no SMTP server is configured; the dev page shows it then.
  const production = config.NODE_ENV === 'production';
  const mailOutboxPage = !config.SMTP_URL && !production;
  // Such a machine runs the demo accounts and their published password: keep it off the network
  // unless HOST says otherwise ('localhost' listens on both IPv4 and IPv6 loopback).
  const HOST = config.HOST ?? (mailOutboxPage ? 'localhost' : '0.0.0.0');
  return {
    ...config,
    HOST,
    repoRoot,
    mailOutboxPage,
    LINK_PROTOCOL: config.LINK_PROTOCOL ?? (production ? 'https' : 'http'),
    LINK_PORT: config.LINK_PORT ?? (production ? undefined : config.PORT),
  };
}
