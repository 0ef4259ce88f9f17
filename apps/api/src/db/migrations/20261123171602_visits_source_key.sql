DROP INDEX "visits_lead_ip_idx";--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "source_key" text;--> statement-breakpoint
-- Hand-written: visits stored before source_key count by their address as it was written.
UPDATE "visits" SET "source_key" = "ip" WHERE "ip" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "visits_lead_source_idx" ON "visits" USING btree ("campaign_id","source_key","received_at") WHERE "visits"."status" in ('lead', 'held', 'discarded');