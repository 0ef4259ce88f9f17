ALTER TABLE "visits" ADD COLUMN "page_title" text;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "continued" boolean;--> statement-breakpoint
CREATE INDEX "visits_journey_idx" ON "visits" USING btree ("campaign_id","visitor_id","occurred_at");