// The delivery engine (issue 17 item 3): works off delivery_queue, one row — one job — per (lead,
// integration) still to be sent. A row is claimed with skip locked under a lease (status 'sending',
// next_attempt_at moved to the lease's end), the connector is called with the row's idempotency key,
// and the outcome is written to the delivery's log row (lead_deliveries): delivered, duplicate
// (net-new only) or failed for good, and the queue row goes; or a failure with the next attempt from
// backoff.ts, and the queue row waits for it. A process that dies mid-delivery leaves its rows
// leased; when the lease ends another claim sends them again with the same key, so the provider (and
// a webhook receiver, by webhook-id) sees each lead once. Each integration, and each provider, may
// hold only a share of the concurrent deliveries, and a 429 pauses that integration alone: one failing
// provider never delays the others. Woken at once by NOTIFY when rows are created
// (create-deliveries-job.ts), and every `pollMs` for retries that came due.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { deliveryQueue } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { integrationDeliveries } from '../../platform/metrics.ts';
import { claimantGone } from '../../platform/process-liveness.ts';
import { journeySummaryOf } from '../lead-journey/journey-summary.ts';
import { type AttemptOutcome, nextAttemptAt } from './backoff.ts';
import {
  type CampaignTargets,
  type Credentials,
  InvalidCredentialsError,
  type LeadForDelivery,
  ProviderError,
  type ProviderSlug,
} from './connector.ts';
import { CONNECTORS, registeredConnector } from './connectors.ts';
import { DELIVERIES_CHANNEL, INTEGRATION_CHANGED } from './create-deliveries-job.ts';
import { openCredentials } from './credentials.ts';
import {
  type DeliveredLead,
  deliveredLeadColumn,
  readDeliveryLeads,
  recentLeadMonths,
} from './delivery-leads.ts';
import { deliveryShare, endpointFor } from './endpoint.ts';
import { leadPageLinks } from './lead-page-links.ts';
import { fetchFailure } from './provider-http.ts';

export type DeliveryEngineOptions = {
  /** Deliveries in flight at once in this process. */
  concurrency?: number;
  /** At most this many in flight for one integration. */
  perIntegration?: number;
  /** How long a claimed row is ours before another worker may take it (past the provider timeout). */
  leaseMs?: number;
  /** How often due retries are looked for when nothing wakes the engine. */
  pollMs?: number;
  /** Listen for NOTIFY (needs a pg pool); tests without it call wake(). */
  listen?: boolean;
  random?: () => number;
  clock?: () => Date;
  onError?: (error: unknown) => void;
};

export type DeliveryEngine = {
  wake(): void;
  /** Resolves when nothing is due or in flight (tests). */
  idle(): Promise<void>;
  /** Stops claiming, lets deliveries in flight finish and writes their outcomes. */
  stop(): Promise<void>;
  /** Test only: stops at once as a killed process would, writing nothing more. */
  crash(): void;
  /**
   * The start's rehearsal (lead-engine/rehearsal.ts): claims the due rows of `standIn` that `tx`
   * sees, sends each as a webhook to the stand-in's address (a receiver of this process) and writes
   * their outcomes, all in `tx`, which the caller rolls back. Answers how many were delivered.
   */
  rehearseIn(tx: Queryable, standIn: RehearsalReceiver): Promise<number>;
  readonly inFlight: number;
};

/** A stand-in integration of the start's rehearsal: a receiver on this machine, and its secret. */
export type RehearsalReceiver = { integrationId: number; url: string; secret: string };

type Claimed = {
  id: number;
  /** The rest of the delivery's key in the log: its client company and its lead's month. */
  company_id: number;
  /** As text: the key holds microseconds, a Date only milliseconds. */
  lead_received_at: string;
  lead_id: number;
  integration_id: number;
  campaign_id: number;
  slug: ProviderSlug;
  idempotency_key: string;
  attempts: number;
  /** The lead as providers get it (read in the claim, an older one after it), null when it no longer exists. */
  lead: DeliveredLead | null;
  /** This campaign's settings for the integration, null when it has none. */
  targets: CampaignTargets | null;
  net_new_only: boolean | null;
};

type Outcome = {
  id: number;
  company: number;
  month: string;
  attempts: number;
  status: 'pending' | 'delivered' | 'failed' | 'duplicate';
  http: number | null;
  error: string | null;
  next: string | null;
};

type IntegrationFacts = {
  id: number;
  slug: ProviderSlug;
  status: string;
  url: string | null;
  tags: string[];
  credentials: Credentials | null;
  /** Non-secret settings (a CRM's field mapping). */
  settings: Readonly<Record<string, string>>;
  loadedAt: number;
};

const FACTS_TTL_MS = 2_000;

/** The providers whose deliveries carry the lead's last pages and a link to its page. */
const STORY_SLUGS = Object.entries(CONNECTORS)
  .filter(([, registered]) => registered?.story)
  .map(([slug]) => slug);

export function startDeliveryEngine(ctx: AppContext, options: DeliveryEngineOptions = {}): DeliveryEngine {
  const concurrency = options.concurrency ?? ctx.config.DELIVERY_CONCURRENCY;
  const perIntegration = options.perIntegration ?? deliveryShare(concurrency);
  const perProvider = Math.max(perIntegration, deliveryShare(concurrency));
  const leaseMs = options.leaseMs ?? ctx.config.INTEGRATION_TIMEOUT_MS * 3 + 5_000;
  const pollMs = options.pollMs ?? 500;
  const random = options.random ?? Math.random;
  const clock = options.clock ?? (() => new Date());
  const refill = Math.max(1, Math.floor(concurrency / 4));
  const onError = options.onError ?? ((error: unknown) => console.error('delivery engine', error));
  const linkOf = leadPageLinks(ctx);

  let stopped = false;
  let crashed = false;
  let inFlight = 0;
  const byIntegration = new Map<number, number>();
  const byProvider = new Map<string, number>();
  const pausedUntil = new Map<number, number>();
  const facts = new Map<number, IntegrationFacts>();
  const running = new Set<Promise<void>>();
  let outcomes: Outcome[] = [];
  let flushing: Promise<void> | null = null;
  let flushTimer: NodeJS.Timeout | null = null;
  let pumping: Promise<void> | null = null;
  let pumpAgain = false;
  /** Whether the last claim may have left due rows for want of room: freed room then asks again. */
  let leftBehind = false;

  const count = (map: Map<number | string, number>, key: number | string, by: number) => {
    const next = (map.get(key) ?? 0) + by;
    if (next <= 0) map.delete(key);
    else map.set(key, next);
  };

  // ---- Writing outcomes back, in batches (one statement per batch).
  async function flush(): Promise<void> {
    if (flushTimer) {
      clearTimeout(flushTimer);
      flushTimer = null;
    }
    while (outcomes.length > 0 && !crashed) {
      const batch = outcomes;
      outcomes = [];
      await writeOutcomes(ctx.db, batch).catch(onError);
    }
  }
  function queueFlush() {
    flushing = (flushing ?? Promise.resolve()).then(flush);
  }
  function scheduleFlush() {
    if (outcomes.length >= 200) return queueFlush();
    if (!flushTimer) flushTimer = setTimeout(queueFlush, 5);
  }

  // ---- Claiming due rows.
  // Finished deliveries ask for more in one claim a few milliseconds later, not one claim each.
  let pumpTimer: NodeJS.Timeout | null = null;
  function schedulePump() {
    if (pumpTimer) return;
    pumpTimer = setTimeout(() => {
      pumpTimer = null;
      void pump();
    }, 3);
  }

  function pump(): Promise<void> {
    if (pumping) {
      pumpAgain = true;
      return pumping;
    }
    pumping = pumpOnce().finally(() => {
      pumping = null;
    });
    return pumping;
  }

  async function pumpOnce(): Promise<void> {
    try {
      do {
        pumpAgain = false;
        // Claims in batches: with deliveries in flight, only once a quarter of the slots are free
        // (a claim per freed slot would cost a query or four per delivery).
        while (!stopped && inFlight < concurrency && (inFlight === 0 || concurrency - inFlight >= refill)) {
          const now = Date.now();
          for (const [id, until] of pausedUntil) if (until <= now) pausedUntil.delete(id);
          const excludedIntegrations = [
            ...[...byIntegration.entries()].filter(([, n]) => n >= perIntegration).map(([id]) => id),
            ...pausedUntil.keys(),
          ];
          const excludedProviders = [...byProvider.entries()]
            .filter(([, n]) => n >= perProvider)
            .map(([s]) => s);
          const room = Object.fromEntries(
            [...byIntegration.entries()].map(([id, n]) => [String(id), perIntegration - n]),
          );
          const limit = concurrency - inFlight;
          const claimed = await claim(
            ctx.db,
            limit,
            perIntegration,
            room,
            excludedIntegrations,
            excludedProviders,
            leaseMs,
            ctx.processKey ?? null,
            null,
            clock(),
          );
          // Claimed rows are started even when a stop came meanwhile: stop() waits for them.
          if (crashed) return;
          if (claimed.length > 0) await start(claimed);
          // Judged by what this claim was allowed: deliveries that ended while it ran have freed
          // room since, and counting that room as unused left a backlog waiting for the poll.
          const claimedOf = new Map<number, number>();
          for (const row of claimed) count(claimedOf, row.integration_id, 1);
          leftBehind =
            claimed.length === limit ||
            excludedIntegrations.length > 0 ||
            excludedProviders.length > 0 ||
            [...claimedOf].some(([id, n]) => n >= (room[String(id)] ?? perIntegration)) ||
            [...byProvider.values()].some((n) => n >= perProvider);
          // Fewer than asked: the rest was not due, or waits for its integration's room, which a
          // finished delivery frees and then asks again (only then: rows made meanwhile wake the
          // engine by NOTIFY, retries come due on the timer). A claim that would find nothing costs
          // as much as one that finds rows (bench:latency: two claims in three were empty).
          if (claimed.length < limit) break;
        }
      } while (pumpAgain && !stopped);
    } catch (error) {
      onError(error);
    }
  }

  /** A claimed row's lead and campaign settings as the connectors take them. */
  const leadOf = (row: Claimed) => (row.lead ? withIsoTime(row.lead) : undefined);
  const chosenOf = (row: Claimed) =>
    row.net_new_only === null ? undefined : { targets: row.targets ?? {}, netNewOnly: row.net_new_only };

  async function start(rows: Claimed[]) {
    await loadFacts([...new Set(rows.map((row) => row.integration_id))]);
    for (const row of rows) {
      inFlight++;
      count(byIntegration, row.integration_id, 1);
      count(byProvider, row.slug, 1);
      const run = attempt(row, leadOf(row), chosenOf(row))
        .then((outcome) => {
          integrationDeliveries
            .labels(row.slug, outcome.status === 'pending' ? 'retry' : outcome.status)
            .inc();
          if (crashed) return;
          outcomes.push(outcome);
          scheduleFlush();
        })
        .catch(onError)
        .finally(() => {
          running.delete(run);
          inFlight--;
          count(byIntegration, row.integration_id, -1);
          count(byProvider, row.slug, -1);
          if (!stopped && leftBehind) schedulePump();
        });
      running.add(run);
    }
  }

  async function loadFacts(ids: number[]) {
    const now = Date.now();
    const missing = ids.filter((id) => {
      const known = facts.get(id);
      return !known || now - known.loadedAt > FACTS_TTL_MS;
    });
    if (missing.length === 0) return;
    const result = await ctx.db.execute<{
      id: number;
      slug: ProviderSlug;
      status: string;
      url: string | null;
      tags: string[];
      settings: Record<string, string> | null;
      credentials_encrypted: string | null;
    }>(sql`select id, slug, status, url, tags, settings, credentials_encrypted from company_integrations
      where id = any(${sql.param(missing)}::int[])`);
    for (const id of missing) facts.delete(id);
    for (const row of result.rows) {
      facts.set(row.id, {
        id: row.id,
        slug: row.slug,
        status: row.status,
        url: row.url,
        tags: row.tags ?? [],
        credentials: openCredentials(ctx.config, row.credentials_encrypted),
        settings: row.settings ?? {},
        loadedAt: now,
      });
    }
  }

  async function attempt(
    row: Claimed,
    lead: LeadForDelivery | undefined,
    chosen: { targets: CampaignTargets; netNewOnly: boolean } | undefined,
    integration = facts.get(row.integration_id),
    endpointCtx: Pick<AppContext, 'config'> = ctx,
  ): Promise<Outcome> {
    const done = (outcome: AttemptOutcome, http: number | null, error: string | null): Outcome => {
      if (outcome.kind !== 'failed')
        return { ...keyOf(row), attempts: row.attempts, status: outcome.kind, http, error: null, next: null };
      const next = nextAttemptAt(row.attempts, outcome, clock(), random);
      return {
        ...keyOf(row),
        attempts: row.attempts,
        status: next ? 'pending' : 'failed',
        http,
        error,
        next: next?.toISOString() ?? null,
      };
    };
    const refused = (error: string) => done({ kind: 'failed', permanent: true }, null, error);
    if (!lead) return refused('The lead no longer exists.');
    if (!integration || integration.status === 'disconnected')
      return refused('The integration is disconnected.');
    const registered = registeredConnector(integration.slug);
    if (!registered) return refused('This provider is not available yet.');
    if (!integration.credentials)
      return refused('The saved credentials cannot be read. Connect the integration again.');
    const endpoint = endpointFor(endpointCtx, integration, integration.credentials);
    if (!endpoint) return refused('The integration has no address to send to.');
    const targets: CampaignTargets =
      integration.slug === 'webhook'
        ? { tags: integration.tags }
        : { ...(chosen?.targets ?? {}), tags: chosen?.targets.tags ?? [] };
    const request = {
      endpoint,
      credentials: integration.credentials,
      settings: integration.settings,
      targets,
      lead: registered.story ? { ...lead, leadPageUrl: await linkOf(lead) } : lead,
    };
    try {
      if (chosen?.netNewOnly && registered.connector.exists) {
        if (await registered.connector.exists(request))
          return done({ kind: 'duplicate' }, endpoint.lastStatus(), null);
      }
      await registered.connector.deliver({
        ...request,
        idempotencyKey: row.idempotency_key,
        attempt: row.attempts,
      });
      return done({ kind: 'delivered' }, endpoint.lastStatus(), null);
    } catch (thrown) {
      const error =
        thrown instanceof InvalidCredentialsError
          ? new ProviderError(
              thrown.message || 'The provider refused the credentials.',
              undefined,
              undefined,
              false,
            )
          : fetchFailure(thrown);
      if (error.retryAfterMs !== undefined)
        pausedUntil.set(row.integration_id, Date.now() + error.retryAfterMs);
      return done(
        { kind: 'failed', permanent: error.permanent, retryAfterMs: error.retryAfterMs },
        error.status ?? endpoint.lastStatus(),
        error.message.slice(0, 500),
      );
    }
  }

  // ---- Wake-ups: NOTIFY from the hook, and a timer for retries that came due.
  let listener: pg.PoolClient | null = null;
  const pool = (ctx.db as unknown as { $client?: pg.Pool }).$client;
  if (options.listen !== false && pool && typeof pool.connect === 'function') {
    void pool
      .connect()
      .then(async (client) => {
        if (stopped) {
          client.release();
          return;
        }
        listener = client;
        client.on('notification', (notice) => {
          if (notice.payload?.startsWith(INTEGRATION_CHANGED))
            facts.delete(Number(notice.payload.slice(INTEGRATION_CHANGED.length)));
          void pump();
        });
        client.on('error', onError);
        await client.query(`listen ${DELIVERIES_CHANNEL}`);
        void pump();
      })
      .catch(onError);
  }
  const timer = setInterval(() => void pump(), pollMs);
  timer.unref();
  // Rows a dead process was sending are due again at once, not when their lease ends: at the start
  // (a restart after a crash) and every 5 s (another worker died; a dead session takes a moment to end).
  const takeOver = async () => {
    try {
      if ((await releaseDeadClaims(ctx.db)) > 0) void pump();
    } catch (error) {
      onError(error);
    }
  };
  const takeOverTimer = setInterval(() => void takeOver(), DEAD_CLAIMS_EVERY_MS);
  takeOverTimer.unref();
  void pump();
  void takeOver();

  const release = async () => {
    clearInterval(timer);
    clearInterval(takeOverTimer);
    const client = listener;
    listener = null;
    if (client) {
      await client.query(`unlisten ${DELIVERIES_CHANNEL}`).catch(() => {});
      client.release();
    }
  };

  return {
    wake: () => void pump(),
    get inFlight() {
      return inFlight;
    },
    async idle() {
      for (;;) {
        await pump();
        while (running.size > 0) await Promise.all([...running]);
        await flush();
        await flushing;
        if (running.size === 0 && outcomes.length === 0 && !(await anyDueNow(ctx.db))) return;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    async stop() {
      stopped = true;
      await pumping;
      while (running.size > 0) await Promise.all([...running]);
      await flush();
      await flushing;
      await release();
    },
    async rehearseIn(tx, standIn) {
      const rows = await claim(
        tx,
        concurrency,
        concurrency,
        {},
        [],
        [],
        leaseMs,
        null,
        standIn.integrationId,
        clock(),
      );
      const receiver: IntegrationFacts = {
        id: standIn.integrationId,
        slug: 'webhook',
        status: 'connected',
        url: standIn.url,
        tags: [],
        credentials: { secret: standIn.secret },
        settings: {},
        loadedAt: Date.now(),
      };
      // The receiver is this process's own, on loopback, which a production guard refuses.
      const onLoopback = { config: { ...ctx.config, WEBHOOK_ALLOW_PRIVATE: 'true' as const } };
      const sent = await Promise.all(
        rows.map((row) => attempt(row, leadOf(row), chosenOf(row), receiver, onLoopback)),
      );
      await writeOutcomes(tx, sent);
      return sent.filter((outcome) => outcome.status === 'delivered').length;
    },
    crash() {
      stopped = true;
      crashed = true;
      outcomes = [];
      if (flushTimer) clearTimeout(flushTimer);
      void release();
    },
  };
}

const DEAD_CLAIMS_EVERY_MS = 5_000;

/** Makes due at once the rows whose claiming process has died (its liveness lock is gone). */
export async function releaseDeadClaims(db: Queryable): Promise<number> {
  const result = await db.execute(sql`update delivery_queue set next_attempt_at = now()
    where status = 'sending' and next_attempt_at > now() and ${claimantGone(deliveryQueue.claimedBy)}`);
  return result.rowCount ?? 0;
}

/**
 * Claims up to `limit` due rows, oldest first, at most `room[integration]` (else `perIntegration`) of
 * one integration, none of the excluded integrations and providers (only `onlyIntegration`'s when
 * given: the start's rehearsal). The status and due time are
 * checked again on the locked row, so a row another worker claimed meanwhile is not taken twice.
 */
async function claim(
  db: Queryable,
  limit: number,
  perIntegration: number,
  room: Record<string, number>,
  excludedIntegrations: number[],
  excludedProviders: string[],
  leaseMs: number,
  processKey: number | null,
  onlyIntegration: number | null,
  now: Date,
): Promise<Claimed[]> {
  if (limit <= 0) return [];
  const recent = recentLeadMonths(now);
  const result = await db.execute<Claimed>(sql`
    with candidates as (
      select c.id, c.company_id, c.next_attempt_at,
        row_number() over (partition by c.integration_id order by c.next_attempt_at, c.id) as rank,
        coalesce((${JSON.stringify(room)}::jsonb ->> c.integration_id::text)::int, ${perIntegration}) as room
      from (select delivery_id as id, company_id, integration_id, next_attempt_at from delivery_queue
        where next_attempt_at <= now()
          and integration_id <> all(${sql.param(excludedIntegrations)}::int[])
          and slug <> all(${sql.param(excludedProviders)}::text[])
          ${onlyIntegration === null ? sql`` : sql`and integration_id = ${onlyIntegration}`}
        order by next_attempt_at
        limit ${limit * 4}) c
    ), due as (
      -- Each candidate within its integration's room is locked through its key, oldest first, and
      -- its due time checked again on the locked row in a form no index serves; rows another
      -- process holds are passed over for the next ones. With statistics taken while the queued
      -- rows were out on a lease (due later), the planner expected no due row and read the whole
      -- due queue for each candidate: the engine ran a third as fast until the next analyze
      -- (bench:delivery).
      select q.delivery_id, q.company_id
      from (select id, company_id, next_attempt_at from candidates where rank <= room
        order by next_attempt_at, id) p
      cross join lateral (select q.delivery_id, q.company_id from delivery_queue q
        where q.delivery_id = p.id and q.company_id = p.company_id
          and q.next_attempt_at - now() <= interval '0'
        for update skip locked) q
      order by p.next_attempt_at, p.id
      limit ${limit}
    ), claimed as (
      update delivery_queue q
      set status = 'sending', attempts = q.attempts + 1,
        lease_until = now() + ${leaseMs} * interval '1 millisecond',
        next_attempt_at = now() + ${leaseMs} * interval '1 millisecond', claimed_by = ${processKey}
      from due where q.delivery_id = due.delivery_id and q.company_id = due.company_id
      returning q.delivery_id::int as id, q.lead_id::int as lead_id, q.integration_id, q.campaign_id, q.slug,
        q.idempotency_key, q.attempts, q.company_id, q.lead_received_at
    )
    -- What the deliveries send, read in the same statement: each round trip to the database cost
    -- the machine most at 1,000 leads/s (the kernel's hand-over of each query).
    select claimed.id, claimed.company_id, claimed.lead_received_at::text as lead_received_at,
      claimed.lead_id, claimed.integration_id, claimed.campaign_id, claimed.slug, claimed.idempotency_key,
      claimed.attempts, x.targets, x.net_new_only,
      case when l.id is null then null else ${deliveredLeadColumn(
        sql`claimed.slug = any(${sql.param(STORY_SLUGS)}::text[])`,
        recent.months,
      )} end as lead
    from claimed
    -- By the lead's whole key, its month too, and the recent months as values: PostgreSQL plans
    -- those months' leads and page views alone, whatever months the platform has kept.
    left join leads l on l.id = claimed.lead_id and l.company_id = claimed.company_id
      and l.received_at = claimed.lead_received_at and ${recent.months(sql`l.received_at`)}
    left join campaigns c on c.id = l.campaign_id
    left join companies k on k.id = c.company_id
    left join campaign_integrations x
      on x.campaign_id = claimed.campaign_id and x.integration_id = claimed.integration_id`);
  // A delivery of an older lead (sent again from the log) is read by its own month. A Date keeps
  // milliseconds only, which never moves a time of the recent months out of them.
  const older = result.rows.filter((row) => {
    const at = new Date(row.lead_received_at);
    return row.lead === null && (at < recent.from || at >= recent.to);
  });
  if (older.length === 0) return result.rows;
  const leads = await readDeliveryLeads(
    db,
    older.map((row) => ({
      id: row.lead_id,
      companyId: row.company_id,
      receivedAtKey: row.lead_received_at,
      story: STORY_SLUGS.includes(row.slug),
    })),
  );
  return result.rows.map((row) => {
    const lead = row.lead ?? leads.get(row.lead_id);
    // Only the providers that show a lead's last pages get them (a lead may go to others too).
    return {
      ...row,
      lead: lead ? { ...lead, lastPages: STORY_SLUGS.includes(row.slug) ? lead.lastPages : undefined } : null,
    };
  });
}

async function anyDueNow(db: Queryable): Promise<boolean> {
  const result = await db.execute<{ due: boolean }>(sql`select exists (select 1 from delivery_queue
    where next_attempt_at <= now()) as due`);
  return result.rows[0]?.due ?? false;
}

/**
 * Writes the outcomes of a batch: each attempt's answer to the delivery's log row (by its whole key,
 * so each is read in its month alone), then the queue row waits for the next attempt or goes. A row
 * claimed again meanwhile (a newer attempt, after a lease ran out) is left alone, log and queue. The
 * queue row moves on only once its log row took the answer: a log row not found (one moving from
 * the default partition into its month at that moment) keeps its delivery leased, and the lease's end
 * sends it again with the same key, so no answer is lost from the log.
 */
async function writeOutcomes(db: Queryable, batch: Outcome[]): Promise<void> {
  await db.execute(sql`
    with o as (
      select * from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as o(id bigint, company int,
        month timestamptz, attempts int, status text, http int, error text, next timestamptz)
    ), ours as (
      select o.* from o join delivery_queue q on q.delivery_id = o.id and q.company_id = o.company
      where q.status = 'sending' and q.attempts = o.attempts
    ), logged as (
      update lead_deliveries d
      set status = o.status, attempts = o.attempts, last_http_status = o.http, last_error = o.error,
        last_attempt_at = now(), next_attempt_at = coalesce(o.next, d.next_attempt_at),
        delivered_at = case when o.status = 'delivered' then now() else d.delivered_at end,
        updated_at = now()
      from ours o
      where d.id = o.id and d.company_id = o.company and d.lead_received_at = o.month
        -- The months as values too: PostgreSQL then plans the log's months of this batch alone,
        -- not every month the platform ever had (wallet-lead-debits.ts says what that cost).
        and d.lead_received_at = any(${sql.param([...new Set(batch.map((outcome) => outcome.month))])}::timestamptz[])
      returning o.id, o.company, o.attempts, o.status, o.next
    ), ended as (
      delete from delivery_queue q using logged o
      where q.delivery_id = o.id and q.company_id = o.company and q.status = 'sending'
        and q.attempts = o.attempts and o.status <> 'pending'
    )
    update delivery_queue q set status = 'pending', next_attempt_at = o.next, lease_until = null,
      claimed_by = null
    from logged o
    where q.delivery_id = o.id and q.company_id = o.company and q.status = 'sending'
      and q.attempts = o.attempts and o.status = 'pending'`);
}

/** A claimed row's key in the log. */
const keyOf = (row: Claimed) => ({ id: row.id, company: row.company_id, month: row.lead_received_at });

/** JSON carries the time as PostgreSQL writes it; payloads carry it as ISO 8601 in UTC. */
const withIsoTime = (lead: DeliveredLead): LeadForDelivery => ({
  ...lead,
  createdAt: new Date(lead.createdAt).toISOString(),
  journey: journeySummaryOf(lead.journey),
  lastPages: lead.lastPages?.map((page) => ({ ...page, at: new Date(page.at).toISOString() })),
});
