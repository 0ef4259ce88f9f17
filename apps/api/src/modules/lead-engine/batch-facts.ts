// What the pipeline reads for one batch of visits: the claim, the campaigns and the people (their
// locks first), then, as reads the batch runs together in one round trip (platform/read-together.ts),
// suppression entries of their e-mails, earlier leads of the same people, and leads counted towards
// the limits.
import { and, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { campaigns, type suppressionEntries, visits } from '../../db/schema/index.ts';
import { liveCampaigns } from '../../platform/access/campaigns.ts';
import type { Queryable } from '../../platform/db.ts';
import type { LeadDataProvider, ResolvedPerson } from '../../platform/providers/lead-data-provider.ts';
import { read } from '../../platform/read-together.ts';
import { limitPeriodStart } from './stages/lead-limits.ts';
import type { PriorLead } from './stages/reidentification.ts';
import { suppressionKey } from './stages/suppression.ts';

export type Visit = typeof visits.$inferSelect;
export type Campaign = typeof campaigns.$inferSelect;

/** Which campaigns a batch may take visits of: those whose id leaves `index` divided by `of`. */
export type CampaignShare = { of: number; index: number };

/**
 * A claimed visit, with its received time exactly as stored (to the microsecond, which a Date drops):
 * the batch's update finds each visit by its whole key, id, company and month (db/month-partitions.ts).
 */
export type ClaimedVisit = Visit & { receivedAtKey: string };

/**
 * A visit's columns as a ClaimedVisit's, read from the rows named `from` (the visits table, or the
 * claim's rows), each mapped as its column.
 */
function claimedColumnsOf(from: string) {
  const row = sql.identifier(from);
  return {
    ...(Object.fromEntries(
      Object.entries(getTableColumns(visits)).map(([key, column]) => [
        key,
        sql`${row}.${sql.identifier(column.name)}`.mapWith(column),
      ]),
    ) as { [Key in keyof Visit]: SQL<Visit[Key]> }),
    receivedAtKey: sql<string>`${row}.received_at::text`,
  };
}

/** A visit's columns as a ClaimedVisit's, for a select of visits. */
export const claimedVisitColumns = claimedColumnsOf('visits');
const claimedRowColumns = claimedColumnsOf('claimed');

/**
 * Claims up to `size` queued visits of its share for this transaction, oldest first; other workers
 * skip them. One statement (the migration's claim_queued_visits), which keeps to the queue's index.
 */
export async function claimQueuedVisits(
  db: Queryable,
  size: number,
  share: CampaignShare = { of: 1, index: 0 },
): Promise<ClaimedVisit[]> {
  return db
    .select(claimedRowColumns)
    .from(sql`claim_queued_visits(${size}, ${share.of}, ${share.index}) as claimed`)
    .orderBy(sql`claimed.id`);
}

/** The batch's live campaigns by id, and the clients among theirs whose re-identification spans every campaign. */
export type LockedCampaigns = { byId: Map<number, Campaign>; reidentifyingAcross: Set<number> };

/**
 * The batch's campaigns, each locked for lead writing (in id order, so two workers never wait on
 * each other in a circle): limits and re-identification are then decided by one worker at a time.
 * They are read once the locks are held (a batch that held one may have paused its campaign), in one
 * statement with whether each one's client re-identifies across its campaigns.
 */
export async function lockCampaigns(db: Queryable, ids: number[]): Promise<LockedCampaigns> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (sorted.length === 0) return { byId: new Map(), reidentifyingAcross: new Set() };
  // One round trip: the locks are taken in the subquery's order.
  await db.execute(sql`select pg_advisory_xact_lock(7001, id)
    from (select unnest(${sql.param(sorted)}::int[]) as id order by 1) as ordered`);
  // A removed campaign is missing here, so its visits are refused as 'campaign-not-running'.
  const rows = await db
    .select({
      campaign: campaigns,
      across: sql<boolean>`exists (select 1 from campaigns k where k.company_id = ${campaigns.companyId}
        and k.apply_reidentification_all and k.status = 'active')`,
    })
    .from(campaigns)
    .where(and(inArray(campaigns.id, sorted), liveCampaigns));
  return {
    byId: new Map(rows.map((row) => [row.campaign.id, row.campaign])),
    reidentifyingAcross: new Set(rows.filter((row) => row.across).map((row) => row.campaign.companyId)),
  };
}

/** The person of each visit: feed and test visits carry a key, pixel visits are resolved. */
export async function peopleOf(
  provider: LeadDataProvider,
  batch: Visit[],
): Promise<(ResolvedPerson | null)[]> {
  const keys = [...new Set(batch.flatMap((visit) => (visit.personKey ? [visit.personKey] : [])))];
  const known = keys.length ? await provider.peopleByKey(keys) : new Map<string, ResolvedPerson>();
  const unknown = batch.filter((visit) => !visit.personKey);
  const resolved = unknown.length
    ? await provider.resolveVisits(
        unknown.map((visit) => ({
          ip: visit.ip,
          userAgent: visit.userAgent,
          emailMd5: visit.emailMd5,
          visitorId: visit.visitorId,
        })),
      )
    : [];
  let next = 0;
  return batch.map((visit) =>
    visit.personKey ? (known.get(visit.personKey) ?? null) : (resolved[next++] ?? null),
  );
}

type SuppressionRow = Pick<
  typeof suppressionEntries.$inferSelect,
  'scope' | 'companyId' | 'campaignId' | 'emailMd5'
>;

/** The suppression entries of the batch's people's e-mails that bind its campaigns, as keys. */
export function suppressionRead(emailMd5s: string[], batchCampaigns: Campaign[]) {
  const query =
    emailMd5s.length === 0
      ? null
      : sql`select scope, company_id as "companyId", campaign_id as "campaignId", email_md5 as "emailMd5"
          from suppression_entries
          where email_md5 = any(${sql.param([...new Set(emailMd5s)])}::text[])
            and (scope = 'platform'
              or company_id = any(${sql.param(batchCampaigns.map((campaign) => campaign.companyId))}::int[]))`;
  return read(
    query,
    (rows: SuppressionRow[]) =>
      new Set(
        rows.map((row) =>
          suppressionKey(
            row.scope,
            row.scope === 'platform'
              ? 0
              : row.scope === 'client'
                ? (row.companyId ?? 0)
                : (row.campaignId ?? 0),
            row.emailMd5,
          ),
        ),
      ),
  );
}

/**
 * Locks each (client, person) of the batch for the transaction, in one order: batches of different
 * campaigns run at once, and at a client whose re-identification spans its campaigns one person is
 * still one lead (the client's earlier leads are read once the batch that may be writing one has
 * committed). About 500 locks a batch: taken only where the rule needs them.
 */
export async function lockPeople(db: Queryable, people: { companyId: number; personKey: string }[]) {
  if (people.length === 0) return;
  const keys = [...new Set(people.map((person) => `${person.companyId}:${person.personKey}`))];
  await db.execute(sql`select pg_advisory_xact_lock(7002, key)
    from (select distinct hashtext(said) as key from unnest(${sql.param(keys)}::text[]) as said order by 1) as ordered`);
}

/** The statement of priorLeadsRead: leads and held leads in one statement, read by person. */
export function priorLeadsQuery(personKeys: string[], companyIds: number[]): SQL {
  const keys = [...new Set(personKeys)];
  const companies = [...new Set(companyIds)];
  return sql`
    select person_key, campaign_id, company_id, max(created_at) as at from leads
    where person_key = any(${sql.param(keys)}::text[]) and company_id = any(${sql.param(companies)}::int[])
      and source <> 'test'
    group by 1, 2, 3
    union all
    select person_key, campaign_id, company_id, max(held_at) from held_leads
    where person_key = any(${sql.param(keys)}::text[]) and company_id = any(${sql.param(companies)}::int[])
      and status = 'held'
    group by 1, 2, 3`;
}

/**
 * Earlier (non-test) leads of the batch's people at the batch's clients, by person key; a lead held
 * for review counts too, so one person is not held (and later released) twice.
 */
export function priorLeadsRead(personKeys: string[], companyIds: number[]) {
  type Row = { person_key: string; campaign_id: number; company_id: number; at: string };
  return read(personKeys.length === 0 ? null : priorLeadsQuery(personKeys, companyIds), (rows: Row[]) => {
    const found = new Map<string, PriorLead[]>();
    for (const row of rows) {
      const list = found.get(row.person_key) ?? [];
      list.push({ campaignId: row.campaign_id, companyId: row.company_id, at: new Date(row.at) });
      found.set(row.person_key, list);
    }
    return found;
  });
}

/** Leads so far in each limited campaign's current period (campaigns without a limit are left out). */
export function leadsInPeriodRead(batchCampaigns: Campaign[], now: Date) {
  const limited = batchCampaigns.flatMap((campaign) => {
    const since = limitPeriodStart(campaign, now);
    return since ? [{ id: campaign.id, since }] : [];
  });
  // One statement for the batch's limited campaigns, each counted through leads_campaign_created_idx.
  const query =
    limited.length === 0
      ? null
      : sql`select c.id, (
          select count(*) from leads l
          where l.campaign_id = c.id and l.source <> 'test' and l.created_at >= c.since
        )::int as total
        from unnest(${sql.param(limited.map((campaign) => campaign.id))}::int[],
          ${sql.param(limited.map((campaign) => campaign.since.toISOString()))}::timestamptz[]) as c(id, since)`;
  return read(
    query,
    (rows: { id: number; total: number }[]) => new Map(rows.map((row) => [row.id, row.total])),
  );
}
