// How the schema would be spread over a Citus cluster (issue 28 item 7), once one database server is
// not enough. Only the tables that grow with traffic are distributed; every table one of them refers
// to becomes a reference table (copied to every node), found from the foreign keys; the rest stay on
// the coordinator. readiness.ts reads the catalog against this plan and lists what Citus would refuse.
//
// Why the client company, and not the agency or the platform root: it is the tenant every traffic row
// already names (visits, leads, deliveries and charges carry company_id so tenant queries need no
// join), so distributing by it adds no column to the hottest tables, and it spreads best: one agency
// with many clients, or the one platform root most installations have, would sit on one shard. An
// agency's reports become queries over its clients' shards, which Citus runs in parallel.

export type DistributedTable = {
  table: string;
  column: string;
  /** Tables of one group are co-located: a foreign key may join them on the column. */
  group: string;
  why: string;
};

export const DISTRIBUTED_TABLES: readonly DistributedTable[] = [
  {
    table: 'visits',
    column: 'company_id',
    group: 'client',
    why: 'one row per page view; partitioned by month, each month a distributed partition',
  },
  {
    table: 'leads',
    column: 'company_id',
    group: 'client',
    why: "one row per lead; partitioned by its page view's month, each month a distributed partition",
  },
  { table: 'held_leads', column: 'company_id', group: 'client', why: 'leads the velocity guard held' },
  {
    table: 'lead_charges',
    column: 'company_id',
    group: 'client',
    why: "one charge per lead; partitioned by its lead's month",
  },
  {
    table: 'lead_deliveries',
    column: 'company_id',
    group: 'client',
    why: "one per lead and integration; partitioned by its lead's month",
  },
  {
    table: 'delivery_queue',
    column: 'company_id',
    group: 'client',
    why: 'the deliveries still to be sent, one per delivery of the log',
  },
  {
    table: 'wallet_lead_debits',
    column: 'agency_company_id',
    group: 'agency',
    why: "one per lead of a wallet agency; read per agency; partitioned by its lead's month",
  },
  {
    table: 'client_lead_days',
    column: 'company_id',
    group: 'client',
    why: "a client's first and last lead of each day, kept by a trigger on leads",
  },
  {
    table: 'campaign_day_visits',
    column: 'campaign_id',
    group: 'campaign',
    why: 'a row per campaign and day, kept by a trigger on visits',
  },
  {
    table: 'campaign_day_leads',
    column: 'campaign_id',
    group: 'campaign',
    why: 'a row per campaign and day, kept by a trigger on leads',
  },
  {
    table: 'campaign_minute_leads',
    column: 'campaign_id',
    group: 'campaign',
    why: 'a row per campaign and minute of the last two hours, kept by a trigger on leads',
  },
];

/**
 * What Citus would refuse today and the plan accepts: nothing. The check fails on a refusal not
 * listed here (a new table or key that breaks the plan) and on a listed one that no longer applies.
 *
 * The traffic tables' keys were the last (migration citus_keys_traffic, 2026-12-01). Keyed by
 * (id, company_id) twice before, bench:latency's deliveries fell seconds behind at 1,000 page views/s:
 * with no index saying an id is unique on its own, a table too young for statistics (a new database's
 * first minute; a new month's partition) is planned as if each id matched a two-hundredth of it, so
 * a batch of 20 ids read a third of the table; and a delivery's foreign-key check, a plan each
 * connection makes once and keeps, made while leads held a few hundred rows, could take the company's
 * (company, created) index, which cost the same as the key then, and read the client's every lead
 * per check. The columns now say what the keys no longer do (migration traffic_ids_distinct: ids
 * distinct, and until the first ANALYZE a company taken as holding every lead and delivery).
 */
export const KNOWN_REFUSALS: readonly string[] = [];
