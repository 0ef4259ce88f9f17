-- Issue 24 item 5: the judgments carry what "campaigns that need attention" filters and sorts by, so
-- the list looks up its page's rows only (db/schema/analytics.ts). The kept set is dropped: until the
-- job's next turn (5 minutes) the list judges itself, as it does whenever the set is not fresh.
DELETE FROM campaign_judgments;--> statement-breakpoint
DELETE FROM campaign_judgment_runs;--> statement-breakpoint
ALTER TABLE "campaign_judgments" ADD COLUMN "client_path" "ltree" NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_judgments" ADD COLUMN "client_company_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_judgments" ADD COLUMN "seller_company_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_judgments" ADD COLUMN "seller_company_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_judgments" ADD COLUMN "client_company_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_judgments" ADD COLUMN "campaign_name" text NOT NULL;