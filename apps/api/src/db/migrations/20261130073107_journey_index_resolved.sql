DROP INDEX "visits_journey_idx";--> statement-breakpoint
CREATE INDEX "visits_journey_idx" ON "visits" USING btree ("campaign_id","visitor_id","occurred_at") WHERE "visits"."status" <> 'queued';