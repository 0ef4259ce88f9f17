CREATE TABLE "lead_rescores" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"after_lead_id" bigint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "score_rules" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "score" smallint;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "score_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "score_reasons" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "score_changes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_rescores" ADD CONSTRAINT "lead_rescores_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_score_changes_idx" ON "leads" USING btree ("score_changes_at") WHERE "leads"."score_changes_at" is not null;