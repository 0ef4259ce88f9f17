// A rehearsal of a lead's way before the platform says it is ready (issue 24 item 2): a few batches of
// stand-in page views of one running campaign are decided, stored as leads, charged, scored and
// delivered (the integrations' delivery rows and the live events included) by the pipeline's own
// code, in one transaction that is then rolled back. The first real page views then meet compiled
// code and connections that know the tables and the triggers' plans: unrehearsed, a start at 1,000
// page views/s took its first seconds at 1.5–2 times the later time for every statement and step
// (bench:latency). Nothing is kept and nobody is told: a rolled-back transaction's NOTIFY is never
// sent and its mail never written, and the jobs a batch queues after its commit are not asked for.
import { and, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import { campaigns } from '../../db/schema/index.ts';
import { liveCampaigns } from '../../platform/access/campaigns.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { type Database, databaseOn } from '../../platform/db.ts';
import type {
  LeadDataProvider,
  ResolvedPerson,
  VisitSignal,
} from '../../platform/providers/lead-data-provider.ts';
import type { DeliveryEngine } from '../integrations/delivery-engine-job.ts';
import { deliverLeadsIn } from './delivery-job.ts';
import { floodRuleDefaults } from './flood-rules.ts';
import { openRehearsalReceiver, type RehearsalReceiverServer } from './rehearsal-receiver.ts';
import { resolveBatch } from './resolve-visits.ts';

/**
 * Enough page views for the hot code to be compiled (V8 optimizes after some hundred calls), in
 * batches small enough to stay under the default velocity floor (30 leads an hour): each round is
 * decided two hours after the one before, so the rehearsal's own leads never hold its next ones for
 * review, and the lead's whole way is rehearsed, not the hold.
 */
export const REHEARSED_ROUNDS = 40;
export const ROUND_SIZE = 25;
const ROUNDS_APART_MS = 2 * 3_600_000;

/** What the rehearsal did before it was undone. */
export type Rehearsal = {
  campaignId: number;
  visits: number;
  leads: number;
  delivered: number;
  /** Webhooks the delivery engine sent to the rehearsal's own receiver. */
  sent: number;
  /** The pool's connections it ran on, one transaction each. */
  connections: number;
};

/** Thrown to roll the rehearsal back: what it wrote must not stay. */
class RehearsalOver extends Error {
  constructor(readonly done: Rehearsal) {
    super('rehearsal over');
  }
}

/** A stand-in person per signal, for a provider that answers over the network (a rehearsal costs nobody). */
const standInPeople: LeadDataProvider['resolveVisits'] = async (signals: readonly VisitSignal[]) =>
  signals.map(
    (signal, index): ResolvedPerson => ({
      key: `rehearsal-${signal.visitorId ?? index}`,
      firstName: 'Rehearsal',
      lastName: 'Visitor',
      email: `rehearsal-${index}@rehearsal.invalid`,
      emailMd5: `rehearsal-${index}`,
      phone: '',
      address: '',
      city: '',
      state: '',
      zip: '',
      attributes: {},
      business: null,
    }),
  );

type RehearsedCampaign = { id: number; companyId: number; lastId: number };

/** What a rehearsal on one connection needs besides its rounds. */
type Stage = {
  ctx: AppContext;
  campaign: RehearsedCampaign;
  provider: LeadDataProvider;
  engine: DeliveryEngine | undefined;
  receiver: RehearsalReceiverServer | null;
};

/**
 * Rehearses the pipeline and the delivery on one running campaign, then undoes it all; answers what
 * it did, or null when no campaign runs (nothing to warm for yet). The rounds are shared among every
 * connection the pool may open (each its own transaction, one after another): a connection new to
 * the tables pays for learning them and planning the triggers' statements on its first batch, and
 * the first real seconds open several. With the delivery engine, the campaign gets a stand-in
 * webhook (in each transaction, to a receiver of this process) and the engine sends each round's
 * deliveries to it.
 */
export async function rehearseLeadWay(ctx: AppContext, engine?: DeliveryEngine): Promise<Rehearsal | null> {
  const [campaign] = await ctx.db
    .select({
      id: campaigns.id,
      companyId: campaigns.companyId,
      lastId: sql<number>`(select max(id) from campaigns)`,
    })
    .from(campaigns)
    .where(and(eq(campaigns.status, 'active'), liveCampaigns))
    .orderBy(sql`${campaigns.module} = 'local' desc`, campaigns.id)
    .limit(1);
  if (!campaign) return null;
  const provider: LeadDataProvider =
    ctx.leadData.name === 'builtin' ? ctx.leadData : { ...ctx.leadData, resolveVisits: standInPeople };
  const stage: Stage = {
    ctx,
    campaign,
    provider,
    engine,
    receiver: engine ? await openRehearsalReceiver() : null,
  };
  const connections = await idleConnections(ctx.db.$client);
  const done: Rehearsal = {
    campaignId: campaign.id,
    visits: 0,
    leads: 0,
    delivered: 0,
    sent: 0,
    connections: connections.length,
  };
  try {
    for (const [index, connection] of connections.entries()) {
      const rounds = Array.from({ length: REHEARSED_ROUNDS }, (_, round) => round).filter(
        (round) => round % connections.length === index,
      );
      const part = await rehearseOn(databaseOn(connection), stage, rounds);
      done.visits += part.visits;
      done.leads += part.leads;
      done.delivered += part.delivered;
      done.sent += part.sent;
    }
  } finally {
    for (const connection of connections) connection.release();
    await stage.receiver?.close();
  }
  return done;
}

/** As many connections as the pool gives without waiting (at least one), held until released. */
async function idleConnections(pool: pg.Pool): Promise<pg.PoolClient[]> {
  const free = Math.max(1, (pool.options.max ?? 10) - (pool.totalCount - pool.idleCount));
  return Promise.all(Array.from({ length: free }, () => pool.connect()));
}

/** The given rounds in one transaction on `db`, rolled back; answers what they did. */
async function rehearseOn(
  db: Pick<Database, 'transaction'>,
  stage: Stage,
  rounds: number[],
): Promise<Rehearsal> {
  const { ctx, campaign, provider, engine, receiver } = stage;
  // The batch's share holds this campaign alone: no other id leaves it as remainder (all are lower).
  const share = { of: campaign.lastId + 1, index: campaign.id };
  const floodDefaults = floodRuleDefaults(ctx.config);
  try {
    await db.transaction(async (tx) => {
      const done: Rehearsal = {
        campaignId: campaign.id,
        visits: 0,
        leads: 0,
        delivered: 0,
        sent: 0,
        connections: 1,
      };
      // The campaign's own webhook, as the stand-in (its row taken over when it has one).
      const standIn = receiver
        ? (
            await tx.execute<{ id: number }>(sql`insert into company_integrations (company_id, campaign_id,
                slug, url, status, credential_fields, connected_at)
              values (${campaign.companyId}, ${campaign.id}, 'webhook', ${receiver.url}, 'connected', '{}', now())
              on conflict (company_id, slug, coalesce(campaign_id, 0))
                do update set url = excluded.url, status = 'connected'
              returning id`)
          ).rows[0]
        : undefined;
      const leadsSoFar = async () =>
        (
          await tx.execute<{ n: number }>(
            sql`select count(*)::int as n from leads where campaign_id = ${campaign.id}`,
          )
        ).rows[0]?.n ?? 0;
      const before = await leadsSoFar();
      for (const round of rounds) {
        const now = new Date(Date.now() + round * ROUNDS_APART_MS);
        // Each a new visitor from an address of its own (a private network: the built-in graph
        // resolves it by its visitor id), as a burst of real traffic would be.
        await tx.execute(sql`insert into visits (campaign_id, company_id, source, visitor_id, page_url, ip,
            source_key, user_agent, received_at)
          select k.id, k.company_id, 'pixel', 'rehearsal-' || ${round} || '-' || n, k.url_code, a.ip, a.ip,
            'Mozilla/5.0 (rehearsal) Chrome/131.0', now()
          from campaigns k, generate_series(1, ${ROUND_SIZE}) n,
            lateral (select '10.254.' || ${round} || '.' || n as ip) a
          where k.id = ${campaign.id}`);
        const batch = await resolveBatch(
          tx,
          provider,
          floodDefaults,
          now,
          new LRUCache({ max: 8 }),
          share,
          ROUND_SIZE,
        );
        done.visits += batch.visits;
        done.delivered += (await deliverLeadsIn(ctx, tx, campaign.id, now)).delivered;
        if (engine && receiver && standIn)
          done.sent += await engine.rehearseIn(tx, {
            integrationId: standIn.id,
            url: receiver.url,
            secret: receiver.secret,
          });
      }
      throw new RehearsalOver({ ...done, leads: (await leadsSoFar()) - before });
    });
  } catch (error) {
    if (error instanceof RehearsalOver) return error.done;
    throw error;
  }
  throw new Error('the rehearsal was not undone');
}
