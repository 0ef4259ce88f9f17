ALTER TABLE "enrichment_jobs" ADD COLUMN "sample_rows" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "enrichment_jobs" ADD COLUMN "progressed_at" timestamp with time zone;