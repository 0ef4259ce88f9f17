// The delivery engine's queue (db/schema/integrations.ts, deliveryQueue): a delivery is queued in
// the statement that makes its log row, and leaves the queue when it ends.
import { type SQL, sql } from 'drizzle-orm';

/** What an INSERT into lead_deliveries returns for queueDeliveries. */
export const queuedColumns = sql.raw(
  'id, company_id, lead_received_at, lead_id, integration_id, campaign_id, slug, idempotency_key',
);

/**
 * The INSERT, for a WITH, that queues the deliveries of `made` (a relation of queuedColumns, such as
 * the RETURNING of an insert into lead_deliveries), due now; it returns a row per delivery queued.
 * `onConflict` says what to do with one already queued (none is, for a delivery just made).
 */
export const queueDeliveries = (made: SQL, onConflict: SQL = sql``): SQL => sql`
      insert into delivery_queue (delivery_id, company_id, lead_received_at, lead_id, integration_id,
        campaign_id, slug, idempotency_key)
      select id, company_id, lead_received_at, lead_id, integration_id, campaign_id, slug, idempotency_key
      from ${made}
      ${onConflict}
      returning 1`;
