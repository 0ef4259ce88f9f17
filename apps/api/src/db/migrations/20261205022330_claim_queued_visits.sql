-- The lead pipeline's claim of a batch (lead-engine/batch-facts.ts) in one statement: the queued page
-- views of one share of the campaigns (campaign id modulo `share_of`; 1 takes all), oldest first,
-- locked for the caller's transaction, skipping those another batch holds. Its own settings keep it
-- on the queue's index in id order whatever the statistics say (the share's filter is estimated at a
-- two-hundredth of the queue, and with a backlog analyzed the plan read the whole month and sorted
-- it: 28 ms a batch at 100,000 queued instead of 1 ms), and they end with it: the rest of the
-- transaction is planned as usual. Set by the caller, they took two more round trips a batch.
CREATE FUNCTION claim_queued_visits(size int, share_of int, share_index int) RETURNS SETOF visits
LANGUAGE sql VOLATILE
SET enable_seqscan = off SET enable_sort = off
AS $$
  SELECT * FROM visits
  WHERE status = 'queued' AND (share_of <= 1 OR campaign_id % share_of = share_index)
  ORDER BY id
  LIMIT size
  FOR UPDATE SKIP LOCKED
$$;
