CREATE TABLE "feed_runs" (
	"campaign_id" integer NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"matches" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_runs_campaign_id_slot_start_pk" PRIMARY KEY("campaign_id","slot_start")
);
--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;